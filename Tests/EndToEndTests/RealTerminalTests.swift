import Foundation
import Testing

extension EndToEnd {
    /// meter in a real terminal (tmux): what a user sees after Ctrl-C, after shrinking the window, in a
    /// narrow window and with a wide name. Skipped where tmux is not installed.
    @Suite("A real terminal", .enabled(if: Tmux.isAvailable)) struct RealTerminal {
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
            let rows = tmux.screen.filter { !$0.isEmpty && !$0.hasPrefix("Pane is dead") }
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
