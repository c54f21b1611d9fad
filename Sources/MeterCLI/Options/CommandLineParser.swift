import MeterKit

/// Splits argv into options (with their values) and operands, getopt-style: short options combine
/// (`-ptebf`), values attach or follow (`-s10M`, `-s 10M`, `--size=10M`, `--size 10M`), options and operands
/// may be mixed, `--` ends options and `-` is an operand.
struct ParsedCommandLine: Sendable {
    var options: [(spec: OptionSpec, value: String?)] = []
    var operands: [String] = []
    /// Everything after `--exec`: the command and its arguments (issue 4).
    var command: [String]?
}

enum CommandLineParser {
    static func parse(_ arguments: [String], table: [OptionSpec] = optionTable) throws(UsageError) -> ParsedCommandLine {
        var result = ParsedCommandLine()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                result.operands.append(contentsOf: arguments[index...])
                break
            }
            if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                let name: Substring
                var attached: String?
                if let equals = body.firstIndex(of: "=") {
                    name = body[..<equals]
                    attached = String(body[body.index(after: equals)...])
                } else {
                    name = body
                }
                let canonical = longOptionAliases[String(name)].map { Substring($0) } ?? name
                guard let spec = table.first(where: { $0.long == canonical }) else {
                    if let unsupported = unsupportedPVOptions.first(where: { $0.long == name }) {
                        throw UsageError("--\(name) (\(unsupported.what)) is not supported")
                    }
                    throw UsageError("unknown option '--\(SafeText(String(name)))'")
                }
                if spec.id == .exec {
                    // Everything after --exec belongs to the command, as with env, nice and timeout.
                    if attached != nil { throw UsageError("option '--exec' takes no value: put the command after it") }
                    var command = Array(arguments[index...])
                    if command.first == "--" { command.removeFirst() }
                    result.command = command
                    break
                }
                if spec.value == nil {
                    if attached != nil { throw UsageError("option '--\(name)' takes no value") }
                    result.options.append((spec, nil))
                } else if let attached {
                    result.options.append((spec, attached))
                } else {
                    guard index < arguments.count else { throw UsageError("option '--\(name)' needs a value <\(spec.value!)>") }
                    result.options.append((spec, arguments[index]))
                    index += 1
                }
                continue
            }
            if argument.hasPrefix("-"), argument.count > 1 {
                var letters = Substring(argument.dropFirst())
                while let letter = letters.first {
                    letters = letters.dropFirst()
                    guard let spec = table.first(where: { $0.short == letter }) else {
                        if let unsupported = unsupportedPVOptions.first(where: { $0.short == letter }) {
                            throw UsageError("-\(letter) (\(unsupported.what)) is not supported")
                        }
                        throw UsageError("unknown option '-\(SafeText(String(letter)))'")
                    }
                    if spec.value == nil {
                        result.options.append((spec, nil))
                        continue
                    }
                    if !letters.isEmpty {
                        result.options.append((spec, String(letters)))
                    } else {
                        guard index < arguments.count else { throw UsageError("option '-\(letter)' needs a value <\(spec.value!)>") }
                        result.options.append((spec, arguments[index]))
                        index += 1
                    }
                    break
                }
                continue
            }
            result.operands.append(argument)
        }
        return result
    }
}
