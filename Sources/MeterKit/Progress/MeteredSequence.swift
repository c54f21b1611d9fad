/// A sequence whose iteration counts on a meter: each element as one unit, or each chunk of bytes as its
/// size, counted as it is handed out (tqdm's wrapped iterable, indicatif's `wrap_iter`). Made by
/// `Sequence`'s `counted(on:)` and `countingBytes(on:)`.
public struct MeteredSequence<Base: Sequence>: Sequence {
    private let base: Base
    private let meter: Meter
    private let weight: (Base.Element) -> UInt64

    fileprivate init(_ base: Base, meter: Meter, weight: @escaping (Base.Element) -> UInt64) {
        self.base = base
        self.meter = meter
        self.weight = weight
    }

    /// The base sequence's iterator, counting each element on the meter as it hands it out.
    public struct Iterator: IteratorProtocol {
        fileprivate var base: Base.Iterator
        fileprivate let meter: Meter
        fileprivate let weight: (Base.Element) -> UInt64

        /// The base's next element, counted on the meter; `nil` at the end, with nothing counted.
        public mutating func next() -> Base.Element? {
            guard let element = base.next() else { return nil }
            meter.add(weight(element))
            return element
        }
    }

    /// An iterator over the base sequence that counts as it goes.
    public func makeIterator() -> Iterator { Iterator(base: base.makeIterator(), meter: meter, weight: weight) }

    /// The base sequence's own estimate: counting changes no element.
    public var underestimatedCount: Int { base.underestimatedCount }
}

extension Sequence {
    /// The elements, each counted on `meter` as one unit as the iteration reaches it.
    ///
    /// ```swift
    /// let meter = board.add(Meter(total: UInt64(files.count), unit: .named("file", plural: "files")))
    /// for file in files.counted(on: meter) { try process(file) }
    /// ```
    public func counted(on meter: Meter) -> MeteredSequence<Self> {
        MeteredSequence(self, meter: meter) { _ in 1 }
    }
}

extension Sequence where Element: Collection, Element.Element == UInt8 {
    /// The chunks of bytes, each counted on `meter` as its size as the iteration reaches it.
    public func countingBytes(on meter: Meter) -> MeteredSequence<Self> {
        MeteredSequence(self, meter: meter) { UInt64($0.count) }
    }
}

/// An asynchronous sequence whose iteration counts on a meter: each element as one unit, or each chunk of
/// bytes as its size, counted as it is handed out. Made by
/// `AsyncSequence`'s `counted(on:)` and `countingBytes(on:)`; it throws what its base throws.
public struct MeteredAsyncSequence<Base: AsyncSequence>: AsyncSequence {
    /// The base sequence's elements, unchanged.
    public typealias Element = Base.Element
    /// What the base sequence throws: the metered one throws the same.
    public typealias Failure = Base.Failure

    private let base: Base
    private let meter: Meter
    /// Whether each element is a chunk of bytes counted as its size, rather than one unit.
    private let countsBytes: Bool

    fileprivate init(_ base: Base, meter: Meter, countsBytes: Bool) {
        self.base = base
        self.meter = meter
        self.countsBytes = countsBytes
    }

    /// The base sequence's iterator, counting each element on the meter as it hands it out.
    public struct AsyncIterator: AsyncIteratorProtocol {
        fileprivate var base: Base.AsyncIterator
        fileprivate let meter: Meter
        fileprivate let countsBytes: Bool

        /// The base's next element, counted on the meter; `nil` at the end, with nothing counted. It throws
        /// what the base throws, with nothing counted.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(Base.Failure) -> Base.Element? {
            guard let element = try await base.next(isolation: actor) else { return nil }
            // Only countingBytes(on:), for collections of bytes, sets countsBytes.
            meter.add(countsBytes ? UInt64((element as? any Collection)?.count ?? 0) : 1)
            return element
        }

        /// The base's next element, counted on the meter, as ``next(isolation:)`` gives it.
        public mutating func next() async throws(Base.Failure) -> Base.Element? {
            try await next(isolation: nil)
        }
    }

    /// An iterator over the base sequence that counts as it goes.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator(), meter: meter, countsBytes: countsBytes)
    }
}

extension MeteredAsyncSequence: Sendable where Base: Sendable {}

extension AsyncSequence {
    /// The elements, each counted on `meter` as one unit as the iteration reaches it; for a sequence of
    /// bytes (an `AsyncStream<UInt8>` a download feeds, say), that counts bytes.
    ///
    /// ```swift
    /// let meter = board.add(Meter(total: expected, name: "download"))
    /// for try await byte in response.bytes.counted(on: meter) { hasher.update(byte) }
    /// ```
    public func counted(on meter: Meter) -> MeteredAsyncSequence<Self> {
        MeteredAsyncSequence(self, meter: meter, countsBytes: false)
    }
}

extension AsyncSequence where Element: Collection, Element.Element == UInt8 {
    /// The chunks of bytes, each counted on `meter` as its size as the iteration reaches it.
    ///
    /// ```swift
    /// for try await chunk in upload.chunks.countingBytes(on: meter) { try await send(chunk) }
    /// ```
    public func countingBytes(on meter: Meter) -> MeteredAsyncSequence<Self> {
        MeteredAsyncSequence(self, meter: meter, countsBytes: true)
    }
}

extension Meter {
    /// `transfer`, counting on the meter the bytes each call says it moved: a read or write function of
    /// the tool's (returning how many bytes it read or wrote) wrapped so that the meter follows it.
    ///
    /// ```swift
    /// let write = meter.counting { (bytes: UnsafeRawBufferPointer) in try socket.send(bytes) }
    /// let moved = try write(chunk)              // counted once it returns
    /// ```
    public func counting<Input, Failure: Error>(
        _ transfer: @escaping (Input) throws(Failure) -> Int
    ) -> (Input) throws(Failure) -> Int {
        { [self] input throws(Failure) in
            let moved = try transfer(input)
            if moved > 0 { add(UInt64(moved)) }
            return moved
        }
    }
}
