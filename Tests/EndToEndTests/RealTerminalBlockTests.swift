import Foundation
import Testing

extension EndToEnd.RealTerminal {
    /// Whether `less` is installed, for the test of a pager after meter.
    static let hasLess = FileManager.default.isExecutableFile(atPath: "/usr/bin/less")

    /// A block of lines and what starts it: `-c` three times in a pipeline (which ends by itself), `-M both`
    /// and `-d` over two processes (ended by Ctrl-C); the names its lines show.
    struct BlockRun {
        let command: String
        let names: [String]
        let endsItself: Bool
    }

    /// Writes what `kind` needs into `directory` and gives its command line; `holders` are the processes
    /// `-d` watches.
    static func blockRun(_ kind: String, in directory: TemporaryDirectory, holders: [EndToEnd.Watch.Background]) -> BlockRun {
        switch kind {
        case "-c":
            _ = directory.write("f", Array(repeating: UInt8(ascii: "x"), count: 8_000_000))
            return BlockRun(
                command: "./m -c -i 0.2 -N one -L 1M f | ./m -c -i 0.2 -N two | ./m -c -i 0.2 -N three > /dev/null",
                names: ["one", "two", "three"], endsItself: true)
        case "-M both":
            trickle("w", in: directory)
            return BlockRun(command: "./m -i 0.2 -M both --exec ./w < /dev/zero > /dev/null", names: ["in", "out"], endsItself: false)
        default:
            return BlockRun(
                command: "./m -i 0.2 -d " + holders.map { String($0.pid) }.joined(separator: " "),
                names: holders.map { String($0.pid) }, endsItself: false)
        }
    }

    /// Enter pressed twice while a block of lines runs, in the middle of the screen and at its bottom: the
    /// final screen holds one block, right below the command line, and nothing of it above (pv's `-c` ends
    /// as clean). The block is drawn at the rows the terminal said, so the moves of the cursor do not move it.
    @Test("Enter pressed twice while a block of lines runs: one block on the final screen",
          arguments: ["-c", "-M both", "-d"], [false, true])
    func enterLeavesOneBlock(kind: String, atTheBottom: Bool) throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let holders = try kind != "-d" ? [] : ["a", "b"].map { name in
            try EndToEnd.Watch.Background(#"exec 3< "$F"; exec sleep 60"#, environment: ["F": directory.write(name, TestData.random(5000, seed: 3))])
        }
        defer { for holder in holders { holder.stop() } }
        for holder in holders { #expect(holder.wait(descriptor: 3, at: 0)) }
        let run = Self.blockRun(kind, in: directory, holders: holders)
        let tmux = Self.shell(in: directory)
        defer { tmux.stop() }
        if atTheBottom {
            tmux.type("seq 40")
            tmux.press("Enter")
            #expect(tmux.wait { Self.shown(tmux).count == 20 && Self.shown(tmux).last == "$" })
        }
        let isBlockRow = { (row: String) in run.names.contains(Self.name(row)) }
        tmux.type(run.command)
        tmux.press("Enter")
        #expect(tmux.wait(upTo: 30) { tmux.screen.filter(isBlockRow).count == run.names.count && Self.redraws(in: tmux.raw) >= 2 * run.names.count })
        for _ in 1...2 {
            let before = Self.redraws(in: tmux.raw)
            tmux.press("Enter")
            #expect(tmux.wait(upTo: 30) { Self.redraws(in: tmux.raw) >= before + 2 * run.names.count })
        }
        if run.endsItself {
            // The two lines typed reach the shell once the pipeline is over: a prompt for each.
            #expect(tmux.wait(upTo: 60) { Self.shown(tmux).suffix(3) == ["$", "$", "$"] })
        } else {
            tmux.controlC()
            #expect(tmux.wait(upTo: 30) { Self.shown(tmux).last == "$" })
        }
        let rows = Self.shown(tmux)
        let command = try #require(rows.lastIndex(of: "$ " + run.command), "\(rows)")
        #expect(rows.filter(isBlockRow).count == run.names.count, "\(rows)")
        #expect(Set(rows[(command + 1)...].prefix(run.names.count).map(Self.name)) == Set(run.names), "\(rows)")
    }

    /// `meter FILE | less`: while less holds the terminal nothing of meter's is drawn over it, and the
    /// output is let go at the end (less shows the end of the data); once less has gone, the final line is
    /// drawn below the command line, with the whole run's numbers.
    @Test("a pager after meter: nothing drawn over it, the final line after it", .enabled(if: hasLess))
    func nothingOverAPager() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        _ = directory.write("lines.txt", Array((1...20000).map { "\($0)\n" }.joined().utf8))
        let tmux = Self.shell(in: directory)
        defer { tmux.stop() }
        let command = "./m -i 0.2 -L 40k lines.txt | less"
        let start = tmux.raw.unicodeScalars.count
        tmux.type(command)
        tmux.press("Enter")
        #expect(tmux.wait(upTo: 30) { Self.shown(tmux).last == ":" })
        // To the end of the data: less waits for it, which comes when meter has copied everything.
        tmux.press("G")
        #expect(tmux.wait(upTo: 60) { tmux.screen.contains { $0.contains("(END)") } })
        let whileHeld = String(tmux.raw.unicodeScalars.dropFirst(start))
        #expect(!whileHeld.contains("B/s"), "\(whileHeld.suffix(400).debugDescription)")
        tmux.press("q")
        #expect(tmux.wait(upTo: 30) { Self.shown(tmux).count == 3 && Self.shown(tmux).last == "$" })
        let rows = Self.shown(tmux)
        #expect(rows.count == 3 && rows.first == "$ " + command, "\(rows)")
        #expect(rows.count == 3 && rows[1].contains("B/s") && rows[1].hasSuffix("100%"), "\(rows)")
    }
}
