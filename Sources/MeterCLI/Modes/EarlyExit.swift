import MeterKit

/// A run that ends before it starts, with this status; its message is already written.
struct EarlyExit: Error {
    let status: Int32
}
