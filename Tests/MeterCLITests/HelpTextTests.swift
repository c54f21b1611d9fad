import Testing
@testable import MeterCLI

/// `--help`: grouped, aligned, wrapped to the terminal, never wider than 80 columns.
@Suite struct HelpTextTests {
    @Test(arguments: [1, 40, 50, 63, 64, 72, 80, 81, 100, 200, 10_000])
    func linesFitTheWidthAndEightyColumns(width: Int) {
        let limit = min(max(width, HelpText.minimumWidth), 80)
        for line in HelpText.render(width: width).split(separator: "\n") {
            #expect(line.count <= limit, "\(line.count) columns at width \(width): \(line)")
        }
    }

    @Test func everyOptionHasItsLabel() {
        let help = HelpText.render()
        for spec in optionTable {
            #expect(help.contains("  " + spec.label), "\(spec.label)")
        }
    }

    @Test func groupsWithOptionsAreShownInOrderAndEmptyOnesLeftOut() {
        let help = HelpText.render()
        var previous = help.startIndex
        for group in OptionGroup.allCases {
            let header = "\n\(group.rawValue):\n"
            let range = help.firstRange(of: header)
            if optionTable.contains(where: { $0.group == group }) {
                #expect(range != nil, "\(group.rawValue) is missing")
                if let range {
                    #expect(range.lowerBound >= previous, "\(group.rawValue) is out of order")
                    previous = range.lowerBound
                }
            } else {
                #expect(range == nil, "\(group.rawValue) is shown with no options")
            }
        }
    }

    @Test func eachOptionIsUnderItsGroup() {
        let lines = HelpText.render().split(separator: "\n").map(String.init)
        var group: String?
        for line in lines {
            if line.hasSuffix(":"), !line.hasPrefix(" ") { group = String(line.dropLast()) }
            guard let spec = optionTable.first(where: { line.hasPrefix("  " + $0.label) }) else { continue }
            #expect(group == spec.group.rawValue, "\(spec.label) under \(group ?? "nothing")")
        }
    }

    @Test func helpIsAlignedAtOneColumn() {
        // Every entry whose label leaves room starts its help at the same column.
        let column = HelpText.helpColumn(width: 80)
        for spec in optionTable where spec.label.count + 4 <= column {
            let line = HelpText.entry(spec.label, spec.help, width: 80).split(separator: "\n")[0]
            let start = line.dropFirst(column)
            #expect(line.prefix(column).hasSuffix("  ") && start.first != " ", "\(line)")
        }
    }
}
