import Foundation
import Testing

extension EndToEnd {
    /// meter in a real terminal (tmux): what a user sees after Ctrl-C, after shrinking the window, in a
    /// narrow window and with a wide name. Skipped where tmux is not installed.
    @Suite("A real terminal", .enabled(if: Tmux.isAvailable, Tmux.unavailable)) struct RealTerminal {
        /// A command line running the built meter with `options` on an endless, rate-limited stream.
        static func endless(_ options: String) -> String {
            "\(Tmux.quoted(MeterBinary.path)) \(options) < /dev/zero > /dev/null"
        }

        /// The frames written after `offset` characters of the raw output, escape sequences removed.
        static func frames(in raw: String, after offset: Int = 0) -> [String] {
            let tail = String(raw.unicodeScalars.dropFirst(offset))
            return Frames.all(tail).map { Frames.escapes($0).visible }.filter { !$0.isEmpty }
        }

        /// Terminal columns of `text`: two for the East Asian wide characters these tests use, one otherwise.
        static func columns(_ text: String) -> Int {
            text.unicodeScalars.reduce(0) { sum, scalar in
                let wide = (0x1100...0x115F).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
                    || (0xAC00...0xD7A3).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
                    || (0xFF00...0xFF60).contains(scalar.value) || (0xFFE0...0xFFE6).contains(scalar.value)
                return sum + (wide ? 2 : 1)
            }
        }

        @Test("Ctrl-C during a meter: one line with the last frame; the ^C does not wrap")
        func controlC() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let tmux = Tmux(columns: 120, command: Self.endless("-i 0.2 -L 100k"), environment: ["LANG": "C"], in: directory)
            defer { tmux.stop() }
            #expect(tmux.wait { Self.frames(in: tmux.raw).count >= 3 }, "no frames: \(tmux.raw.debugDescription)")
            tmux.controlC()
            #expect(tmux.wait { tmux.commandEnded }, "meter did not end after Ctrl-C")
            // The echo of Ctrl-C may also come after meter's last line (PseudoTerminal.Capture.drawnText says
            // why): then it is a row of its own, below the frame.
            let rows = tmux.screen.filter { !$0.isEmpty && !$0.hasPrefix("Pane is dead") && $0 != "^C" }
            #expect(rows.count == 1, "\(rows)")
            let row = try #require(rows.first)
            // The last frame, whole, from the first column: `^C` was echoed where the cursor rested, at the
            // start of the line, and the final frame was drawn over it.
            #expect(row.contains("B/s]") && row.contains("<=>"), "\(row.debugDescription)")
            #expect(!row.contains("^C"), "\(row.debugDescription)")
            #expect(Self.columns(row) <= 120)
        }

        @Test("shrinking the window: every frame after it fits the new width")
        func shrinking() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let tmux = Tmux(columns: 120, command: Self.endless("-i 0.1 -L 200k -N shrinking"), environment: ["LANG": "C"], in: directory)
            defer { tmux.stop() }
            #expect(tmux.wait { Self.frames(in: tmux.raw).count >= 3 })
            #expect(Self.frames(in: tmux.raw).allSatisfy { Self.columns($0) == 120 }, "\(Self.frames(in: tmux.raw))")
            let before = tmux.raw.unicodeScalars.count
            tmux.resize(columns: 50)
            #expect(tmux.wait { Self.frames(in: tmux.raw, after: before).count >= 6 })
            // The frame being drawn as the window shrank may still be the old width; none after it.
            let after = Array(Self.frames(in: tmux.raw, after: before).dropFirst(2))
            #expect(!after.isEmpty)
            for frame in after { #expect(Self.columns(frame) <= 50, "\(frame.debugDescription)") }
            #expect(after.last.map { Self.columns($0) == 50 } == true, "\(after.last.debugDescription)")
            let rows = tmux.screen.filter { $0.contains("shrinking:") }
            #expect(rows.count >= 1)
            for row in rows { #expect(Self.columns(row) <= 50) }
        }

        @Test("a narrow window never gets a frame wider than itself", arguments: [30, 35])
        func narrowWindow(columns: Int) throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let tmux = Tmux(
                columns: columns, command: Self.endless("-i 0.1 -L 200k -s 100M -ptebarI -N narrow"),
                environment: ["LANG": "C.UTF-8"], in: directory)
            defer { tmux.stop() }
            #expect(tmux.wait { Self.frames(in: tmux.raw).count >= 5 })
            let frames = Self.frames(in: tmux.raw)
            for frame in frames { #expect(Self.columns(frame) <= columns, "\(frame.debugDescription)") }
            // The count and the percentage are still there, dropped fields and all.
            #expect(frames.last.map { $0.contains("B") && $0.hasSuffix("%") } == true, "\(frames.last.debugDescription)")
            // And on the screen: one line, never wrapped onto a second.
            #expect(tmux.screen.filter { !$0.isEmpty }.count == 1, "\(tmux.screen)")
        }

        // MARK: - Blocks of lines, with a shell around them

        /// An interactive bash (no start-up files, prompt `$ `) in a real terminal, in `directory`, where the
        /// built meter is `./m`, so that command lines stay short; the screen is clear when it returns.
        static func shell(in directory: TemporaryDirectory, columns: Int = 100, rows: Int = 20) -> Tmux {
            symlink(MeterBinary.path, directory.file("m"))
            let tmux = Tmux(
                columns: columns, rows: rows, command: "bash --norc --noprofile",
                environment: ["LANG": "C", "PS1": "$ ", "METER_TERMINAL_PROGRESS": "never"], in: directory)
            tmux.type("cd \(Tmux.quoted(directory.path)) && clear")
            tmux.press("Enter")
            tmux.wait { tmux.screen.first == "$" }
            return tmux
        }

        /// Runs `command` at the prompt and waits for `redraws` redraws of a block of lines.
        static func start(_ command: String, in tmux: Tmux, redraws: Int = 3) {
            tmux.type(command)
            tmux.press("Enter")
            #expect(tmux.wait { Self.redraws(in: tmux.raw) >= redraws }, "no block drawn: \(tmux.raw.debugDescription)")
        }

        /// How many lines of a block were drawn again: at their rows (`ESC [ row ; 1 H`, then the line or its
        /// clearing: once per line of `-c`, per frame of `-M both` and `-d`), or by moves up from the cursor
        /// (`ESC [ n A`, where the terminal did not say where the block is).
        static func redraws(in raw: String) -> Int {
            raw.matches(of: /\x1B\[\d+;1H(?:\x1B\[K|[^\x1B])/).count + raw.matches(of: /\r\x1B\[A|\x1B\[\d+A/).count
        }

        /// The name a row of a block shows (`in` for `       in: 1.00MiB …`), without a `^Z` echoed over its
        /// start.
        static func name(_ row: String) -> String {
            let start = row.hasPrefix("^Z") ? String(row.dropFirst(2)) : row
            return start.split(separator: ":").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        }

        /// The screen's rows up to the last that is not empty.
        static func shown(_ tmux: Tmux) -> [String] {
            let rows = tmux.screen
            return Array(rows.prefix((rows.lastIndex { !$0.isEmpty } ?? -1) + 1))
        }

        /// Writes an executable script named `name` that writes 20000 bytes every tenth of a second.
        static func trickle(_ name: String, in directory: TemporaryDirectory) {
            directory.write(name, Array("#!/bin/sh\nwhile :; do head -c 20000 /dev/zero; sleep 0.1; done\n".utf8))
            chmod(directory.file(name), 0o755)
        }

        /// Keys typed while a block is drawn are echoed where the cursor rests, the start of its first line;
        /// the next frames draw over them at the block's rows, so nothing typed is left on the screen. Then
        /// Ctrl-C: the final block is whole, the prompt below it.
        @Test("type-ahead and Ctrl-C during a block of lines: the screen is exactly the last block",
              arguments: ["-M both", "-d"])
        func typeAheadAndControlC(kind: String) throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            Self.trickle("w", in: directory)
            // For -d: a process holding two files open, one read in part.
            let holder = try EndToEnd.Watch.Background(
                #"exec 3< "$A" 4< "$B"; head -c 1000 <&3 > /dev/null; exec sleep 60"#,
                environment: ["A": directory.write("a", TestData.random(5000, seed: 1)), "B": directory.write("b", TestData.random(7000, seed: 2))])
            defer { holder.stop() }
            #expect(holder.wait(descriptor: 3, at: 1000))
            let tmux = Self.shell(in: directory)
            defer { tmux.stop() }
            let line = kind == "-d" ? "./m -i 0.2 -d \(holder.pid)" : "./m -i 0.2 -M both --exec ./w < /dev/zero > /dev/null"
            let names = kind == "-d" ? ["3", "4"] : ["in", "out"]
            Self.start(line, in: tmux)
            tmux.type("abc")
            let typed = Self.redraws(in: tmux.raw)
            #expect(tmux.wait { Self.redraws(in: tmux.raw) >= typed + 3 })
            let rows = Self.shown(tmux)
            #expect(rows.count == 3 && rows.first == "$ " + line && rows.dropFirst().map(Self.name) == names, "\(rows)")
            #expect(!rows.contains { $0.contains("abc") }, "\(rows)")

            tmux.controlC()
            #expect(tmux.wait { tmux.screen.contains("$") })
            let shown = Self.shown(tmux)
            let final = Array(shown.dropFirst().prefix(2))
            #expect(final.map(Self.name) == names && !final.contains { $0.contains("^C") || $0.contains("abc") }, "\(shown)")
            // bash starts a new line after a command that Ctrl-C ended, then its prompt; that line holds the
            // echo of Ctrl-C when the kernel wrote it after meter's last line (see PseudoTerminal's drawnText).
            #expect(shown == ["$ " + line] + final + ["", "$"] || shown == ["$ " + line] + final + ["^C", "$"], "\(shown)")
        }

        /// After Ctrl-Z and `fg` the shell has written its job message and the command line: the block goes
        /// on below them, whole, rather than over them.
        @Test("Ctrl-Z and fg: the block is drawn again below what the shell wrote", arguments: ["-M both", "-c pair"])
        func stopAndContinue(kind: String) throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            Self.trickle("w", in: directory)
            let tmux = Self.shell(in: directory, columns: 110)
            defer { tmux.stop() }
            let command = kind == "-M both"
                ? "./m -i 0.2 -M both --exec ./w < /dev/zero > /dev/null"
                : "./m -c -i 0.2 -N in < /dev/zero | ./m -c -i 0.2 -L 200k -N out > /dev/null"
            Self.start(command, in: tmux, redraws: 4)
            #expect(tmux.wait { Self.shown(tmux).count == 3 })
            tmux.press("C-z")
            #expect(tmux.wait { tmux.screen.contains { $0.hasPrefix("[1]+  Stopped") } })
            tmux.type("fg")
            tmux.press("Enter")
            let before = Self.redraws(in: tmux.raw)
            #expect(tmux.wait { Self.redraws(in: tmux.raw) > before + 2 })
            // Until both lines of the block are drawn below the fg line (an event, not a fixed time).
            tmux.wait {
                let rows = Self.shown(tmux)
                guard let fg = rows.firstIndex(of: "$ fg"), rows.count == fg + 4 else { return false }
                return rows[(fg + 2)...].allSatisfy { $0.contains("in:") || $0.contains("out:") }
            }
            let rows = Self.shown(tmux)
            let fg = try #require(rows.firstIndex(of: "$ fg"), "\(rows)")
            // The command line as bash prints it for fg, then the block's two lines, nothing else.
            #expect(rows.count == fg + 4, "\(rows)")
            guard rows.count == fg + 4 else { return }
            #expect(rows[fg + 1] == command.replacingOccurrences(of: "  ", with: " "), "\(rows)")
            // Above the job message, the block as it stood when Ctrl-Z came, ^Z echoed where the cursor rested
            // (the start of the block's first line), the job message right below the block. The two meters of
            // -c take their lines in the order they first draw, which may be either; the lines keep their order.
            #expect(rows[1].hasPrefix("^Z") && rows[3].hasPrefix("[1]+  Stopped"), "\(rows)")
            #expect(Set([Self.name(rows[1]), Self.name(rows[2])]) == ["in", "out"], "\(rows)")
            #expect([Self.name(rows[fg + 2]), Self.name(rows[fg + 3])] == [Self.name(rows[1]), Self.name(rows[2])], "\(rows)")
            if kind == "-M both" { #expect(Self.name(rows[1]) == "in", "\(rows)") }
            tmux.controlC()
        }

        @Test("a wide name fits a 70-column terminal")
        func wideName() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let tmux = Tmux(
                columns: 70, command: Self.endless("-i 0.1 -L 200k -s 100M -N 日本語データ"),
                environment: ["LANG": "C.UTF-8"], in: directory)
            defer { tmux.stop() }
            #expect(tmux.wait { Self.frames(in: tmux.raw).count >= 5 })
            let frames = Self.frames(in: tmux.raw)
            for frame in frames {
                #expect(frame.hasPrefix("日本語データ:"), "\(frame.debugDescription)")
                #expect(Self.columns(frame) == 70, "\(frame.debugDescription)")
            }
            let rows = tmux.screen.filter { !$0.isEmpty }
            #expect(rows.count == 1, "\(rows)")
            #expect(rows.first?.hasPrefix("日本語データ:") == true)
        }
    }
}
