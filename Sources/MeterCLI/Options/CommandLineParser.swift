import MeterKit

/// Splits argv into options (with their values) and operands, getopt-style: short options combine
/// (`-ptebf`), values attach or follow (`-s10M`, `-s 10M`, `--size=10M`, `--size 10M`), options and operands
/// may be mixed, `--` ends options and `-` is an operand.
struct ParsedCommandLine: Sendable {
    var options: [(spec: OptionSpec, value: String?)] = []
    var operands: [String] = []
    /// Everything after `--exec`: the command and its arguments.
    var command: [String]?
}

enum CommandLineParser {
    static func parse(_ arguments: [String], table: [OptionSpec] = optionTable) throws(UsageError) -> ParsedCommandLine {
        var reader = ArgumentReader(arguments: arguments, table: table)
        while let argument = reader.next() {
            if argument == "--" {
                reader.result.operands.append(contentsOf: reader.rest())
                break
            }
            if argument.hasPrefix("--") {
                if try reader.long(argument.dropFirst(2)) { break }
            } else if argument.hasPrefix("-"), argument.count > 1 {
                try reader.shorts(argument.dropFirst())
            } else {
                reader.result.operands.append(argument)
            }
        }
        return reader.result
    }
}

/// The arguments being read, and what they said so far.
private struct ArgumentReader {
    let arguments: [String]
    let table: [OptionSpec]
    var index = 0
    var result = ParsedCommandLine()

    init(arguments: [String], table: [OptionSpec]) {
        self.arguments = arguments
        self.table = table
    }

    mutating func next() -> String? {
        guard index < arguments.count else { return nil }
        index += 1
        return arguments[index - 1]
    }

    mutating func rest() -> ArraySlice<String> {
        defer { index = arguments.count }
        return arguments[index...]
    }

    /// `--name`, `--name=value` or `--name value`. Returns true after `--exec`, which takes the rest.
    mutating func long(_ body: Substring) throws(UsageError) -> Bool {
        let equals = body.firstIndex(of: "=")
        let name = equals.map { body[..<$0] } ?? body
        let attached = equals.map { String(body[body.index(after: $0)...]) }
        let canonical = longOptionAliases[String(name)].map { Substring($0) } ?? name
        guard let spec = table.first(where: { $0.long == canonical }) else {
            throw UsageError(.unknownOption(SafeText("--" + name)))
        }
        if spec.id == .exec {
            // Everything after --exec belongs to the command, as with env, nice and timeout.
            if attached != nil { throw UsageError(.execTakesNoValue) }
            var command = Array(rest())
            if command.first == "--" { command.removeFirst() }
            result.command = command
            return true
        }
        guard let placeholder = spec.value else {
            if attached != nil { throw UsageError(.takesNoValue("--\(name)")) }
            result.options.append((spec, nil))
            return false
        }
        if let attached {
            result.options.append((spec, attached))
        } else {
            guard let value = next() else { throw UsageError(.needsValue("--\(name)", placeholder: placeholder)) }
            result.options.append((spec, value))
        }
        return false
    }

    /// `-abc`: switches combined, the first one that takes a value taking the rest (`-s10M`) or the next
    /// argument.
    mutating func shorts(_ letters: Substring) throws(UsageError) {
        var letters = letters
        while let letter = letters.first {
            letters = letters.dropFirst()
            guard let spec = table.first(where: { $0.short == letter }) else {
                throw UsageError(.unknownOption(SafeText("-" + String(letter))))
            }
            guard let placeholder = spec.value else {
                result.options.append((spec, nil))
                continue
            }
            if !letters.isEmpty {
                result.options.append((spec, String(letters)))
            } else {
                guard let value = next() else { throw UsageError(.needsValue("-\(letter)", placeholder: placeholder)) }
                result.options.append((spec, value))
            }
            return
        }
    }
}
