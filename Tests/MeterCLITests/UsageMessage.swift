@testable import MeterCLI

/// The English message of the usage error `body` throws, or nil when it throws none (or another error).
func usageMessage<Result>(_ body: () throws -> Result) -> String? {
    do {
        _ = try body()
        return nil
    } catch let error as UsageError {
        return error.message
    } catch {
        return nil
    }
}
