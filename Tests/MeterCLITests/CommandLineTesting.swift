@testable import MeterCLI

/// What a test of the options does again and again: parse a command line into a configuration, or get
/// the message of the usage error it makes.
protocol CommandLineTesting {}

extension CommandLineTesting {
    func configuration(_ arguments: String...) throws -> Configuration {
        try Configuration.from(CommandLineParser.parse(arguments))
    }

    /// The usage error's message for one word given as bytes, or nil when it is good.
    func usageError(bytes: [UInt8]) -> String? {
        do {
            _ = try Configuration.from(CommandLineParser.parse([Argument(bytes: bytes)]))
            return nil
        } catch {
            return error.message
        }
    }

    /// The usage error's message for `arguments`, or nil when the command line is good.
    func usageError(_ arguments: [String]) -> String? {
        do {
            _ = try Configuration.from(CommandLineParser.parse(arguments))
            return nil
        } catch {
            return error.message
        }
    }

    /// The usage error's message, or nil when the command line is good.
    func usageError(_ arguments: String...) -> String? {
        do {
            _ = try Configuration.from(CommandLineParser.parse(arguments))
            return nil
        } catch {
            return error.message
        }
    }
}
