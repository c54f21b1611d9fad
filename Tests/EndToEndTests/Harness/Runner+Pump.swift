import Foundation
import Glibc

extension Runner {
    /// The parent's side of the child's standard descriptors: feeds standard input by its script of steps,
    /// and reads standard output and error into the result as they come.
    struct Pump {
        private var stdin: Int32?
        private var stdout: Int32?
        private var stderr: Int32?
        private let steps: [WriterStep]
        private let output: StandardOutput
        /// Where standard error is copied as it arrives, open for appending.
        private var stderrCopy: Int32?
        private var stepIndex = 0
        private var stepOffset = 0
        private var pauseUntil: Double?
        /// When the child was spawned: arrivals and pauses are in seconds from then.
        private let start: Double
        private static let bufferSize = 1 << 20
        private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Pump.bufferSize, alignment: 64)

        init(
            stdin: Int32?, stdout: Int32?, stderr: Int32?, steps: [WriterStep], output: StandardOutput, stderrCopy: Int32?,
            start: Double
        ) {
            self.start = start
            self.stderrCopy = stderrCopy
            self.stdin = stdin
            self.stdout = stdout
            self.stderr = stderr
            self.steps = steps
            self.output = output
        }

        /// Whether the child's output or error is still open.
        var isOpen: Bool { stdout != nil || stderr != nil }

        mutating func closeStdin() {
            if let fd = stdin { close(fd) }
            stdin = nil
        }

        mutating func closeStdout() {
            if let fd = stdout { close(fd) }
            stdout = nil
        }

        mutating func closeAll() {
            closeStdin()
            closeStdout()
            if let fd = stderr { close(fd) }
            stderr = nil
            if let fd = stderrCopy { close(fd) }
            stderrCopy = nil
            buffer.deallocate()
        }

        /// Whether the writer waits for standard output (not for room to write).
        private var awaitsOutput: Bool {
            guard stepIndex < steps.count, case .awaitOutput = steps[stepIndex] else { return false }
            return true
        }

        private func elapsed() -> Double { Runner.now() - start }

        /// One wait in `poll` (until `wake` seconds at most, or a pause's end) and what it found: output read,
        /// input written as far as it goes without blocking.
        mutating func step(until wake: Double, readingStdoutFrom readingStarts: Double, into result: inout RunResult) {
            feed(result: result)
            let now = elapsed()
            var fds: [pollfd] = []
            let readsStdout = stdout != nil && now >= readingStarts
            if readsStdout, let fd = stdout { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
            if let fd = stderr { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
            if let fd = stdin, pauseUntil == nil, !awaitsOutput { fds.append(pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)) }
            var until = wake
            if let pause = pauseUntil { until = min(until, pause) }
            if stdout != nil, !readsStdout { until = min(until, readingStarts) }
            let timeout = Int32(max(0, min((until - now) * 1000 + 1, 1000)))
            if poll(&fds, nfds_t(fds.count), timeout) < 0, errno != EINTR { fatalError("poll failed: \(String(cString: strerror(errno)))") }
            for entry in fds where entry.revents != 0 && entry.fd != stdin {
                read(entry.fd, into: &result)
            }
            feed(result: result)
        }

        /// Reads what `fd` holds into the result; closes it at its end.
        private mutating func read(_ fd: Int32, into result: inout RunResult) {
            let got = Glibc.read(fd, buffer.baseAddress, Pump.bufferSize)
            if got < 0, errno == EAGAIN || errno == EINTR { return }
            let isStdout = fd == stdout
            guard got > 0 else {
                close(fd)
                if isStdout { stdout = nil } else { stderr = nil }
                return
            }
            let chunk = UnsafeRawBufferPointer(rebasing: buffer[0..<got])
            let time = elapsed()
            if isStdout {
                result.stdoutCount += got
                result.stdoutArrivals.append((time, result.stdoutCount))
                if case .stream(let consume) = output { consume(chunk) } else { result.stdout.append(contentsOf: chunk) }
            } else {
                result.stderr.append(contentsOf: chunk)
                result.stderrArrivals.append((time, Array(chunk)))
                if let fd = stderrCopy { precondition(write(fd, chunk.baseAddress, got) == got, "the copy of standard error failed") }
            }
        }

        /// Advances the writer as far as it can go without blocking.
        private mutating func feed(result: RunResult) {
            while let fd = stdin {
                if let until = pauseUntil {
                    if elapsed() < until { return }
                    pauseUntil = nil
                    stepIndex += 1
                    continue
                }
                guard stepIndex < steps.count else { return closeStdin() }
                switch steps[stepIndex] {
                case .pause(let seconds): pauseUntil = elapsed() + seconds
                case .awaitOutput(let count):
                    guard result.stdoutCount >= count else { return }
                    stepIndex += 1
                case .write(let data):
                    if stepOffset == data.count {
                        stepIndex += 1
                        stepOffset = 0
                        continue
                    }
                    let written = data.withUnsafeBytes { write(fd, $0.baseAddress! + stepOffset, $0.count - stepOffset) }
                    if written < 0 {
                        if errno == EAGAIN || errno == EINTR { return }
                        // EPIPE: the child stopped reading; the rest of the script is moot.
                        return closeStdin()
                    }
                    stepOffset += written
                }
            }
        }
    }
}
