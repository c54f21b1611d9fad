import Foundation
import Testing

extension EndToEnd {
    /// Around a running meter: `-P` (its PID file), `-R` (changing it) and `-Q` (showing it elsewhere), as a
    /// user drives them from a shell. Timings are generous: these meters run for seconds on a shared machine.
    @Suite("-P, -R and -Q") struct Control {
        /// A script's prelude: `wait_for FILE` waits (5 s at most) until FILE has something in it;
        /// `wait_until COMMAND…` until the command succeeds (20 s at most, for the sanitizer builds);
        /// `frames FILE`, how many frames (each ends with a carriage return) FILE holds, and
        /// `more_frames FILE N`, whether it holds more than N.
        /// `folder_of UID HOME`, the folder where the meters of user UID keep their sockets: /run/user/UID when
        /// it is a directory of theirs with mode 0700, else HOME/.meter; `listening NAME`, whether something
        /// listens on the abstract NAME.
        static let prelude = """
            wait_for() { n=0; while ! test -s "$1"; do n=$((n+1)); test $n -gt 100 && return 1; sleep 0.05; done; }
            wait_until() { n=0; until "$@"; do n=$((n+1)); test $n -gt 400 && return 1; sleep 0.05; done; }
            frames() { tr -cd '\r' < "$1" | wc -c; }
            more_frames() { test "$(frames "$1")" -gt "$2"; }
            folder_of() {
                d=/run/user/$1
                if test -d "$d" && ! test -L "$d" && test "$(stat -c %a:%u "$d")" = "700:$1"; then echo "$d"; else echo "$2/.meter"; fi
            }
            listening() { grep -q " @$1$" /proc/net/unix; }
            """

        func shell(_ script: String, _ args: [String], timeout: Double = 40) -> RunResult {
            var runner = Runner.shell(Self.prelude + "\n" + script, args)
            runner.timeout = timeout
            return runner.run()
        }

        // MARK: - -P

        @Test("-P writes the PID and a newline before anything moves, and removes the file at the end")
        func pidFile() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let input = directory.write("in", TestData.random(300_000, seed: 31))
            let result = shell("""
                "$METER" -q -L 200K -P "$1/pid" "$2" > "$1/out" & m=$!
                wait_for "$1/pid" || echo "no PID file"
                test "$(cat "$1/pid")" = "$m" || echo "PID file says $(od -c "$1/pid"), not $m"
                test "$(wc -l < "$1/pid")" = 1 || echo "not one line"
                wait $m; echo "status $?"
                test -e "$1/pid" && echo "PID file left"
                """, [directory.path, input])
            #expect(result.stdoutText == "status 0\n")
            #expect(directory.read("out") == directory.read("in"))
        }

        /// The PID file appears once the meter answers: a script may send `-R` the moment it can read it.
        @Test("-P: the meter a PID file names already answers -R")
        func pidFileOfAMeterThatAnswers() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let result = shell("""
                for i in 1 2 3 4 5; do
                    rm -f "$1/pid"
                    "$METER" -q -L 100K -P "$1/pid" < /dev/zero > /dev/null & m=$!
                    wait_for "$1/pid" || echo "no PID file"
                    "$METER" -R "$(cat "$1/pid")" -L 0 2> "$1/err" || { echo "-R failed: $(cat "$1/err")"; }
                    kill $m; wait $m
                done
                echo done
                """, [directory.path])
            #expect(result.stdoutText == "done\n")
        }

        /// With nothing drawn, the signals are caught only to remove the files (the copy may still wait in a
        /// blocking splice, which a caught signal interrupts).
        @Test("-P: the file and the channel's socket are removed when a signal ends meter, which dies of it",
              arguments: [SIGINT, SIGTERM, SIGHUP] + EndingSignals.signals)
        func pidFileAndSignals(_ signal: Int32) {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let command = EndingSignals.command(["-q", "-P", directory.file("pid")], in: directory)
            var runner = Runner(executable: command[0], arguments: Array(command.dropFirst()))
            runner.stdin = .script([.write([1, 2, 3]), .pause(30)])
            runner.actions = [RunAction(trigger: .stdoutCount(3), effect: .signal(signal), delay: 0.3)]
            runner.timeout = 20
            let result = runner.run()
            #expect(result.termination == .signaled(signal))
            #expect(result.stdout == [1, 2, 3])
            #expect(result.stderr.isEmpty, "\(result.stderrText)")
            #expect(EndingSignals.leftovers(in: directory) == [])
        }

        @Test("-P: removed after an error too; never written for a usage error; refused when it is an input")
        func pidFileOnOtherWaysOut() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let path = directory.file("pid")
            let missing = Runner.meter(["-q", "-P", path, directory.file("missing")]).run()
            #expect(missing.termination == .exited(2))
            #expect(!FileManager.default.fileExists(atPath: path))
            let usage = Runner.meter(["-P", path, "--frobnicate"]).run()
            #expect(usage.termination == .exited(64))
            #expect(!FileManager.default.fileExists(atPath: path))
            let input = directory.write("in", Array("keep me\n".utf8))
            let same = Runner.meter(["-q", "-P", input, input]).run()
            #expect(same.termination == .exited(1))
            #expect(same.stderrText == "meter: -P: \(input): input file is output file\n")
            #expect(same.stdout.isEmpty)
            #expect(directory.read("in") == Array("keep me\n".utf8))
        }

        // MARK: - -R

        @Test("-R -L changes the rate mid-transfer, and no byte is lost", arguments: [["-q"], ["-f", "-i", "0.2"]])
        func remoteRate(_ display: [String]) {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            // 4 MiB at 256 KiB/s would take 16 s; after -R -L 64M, about a second.
            let input = directory.write("in", TestData.random(4 << 20, seed: 32))
            let result = shell("""
                "$METER" \(display.joined(separator: " ")) -L 256K -P "$1/pid" "$2" > "$1/out" 2> "$1/err" & m=$!
                wait_for "$1/pid" || echo "no PID file"
                sleep 0.5
                "$METER" -R "$(cat "$1/pid")" -L 64M || echo "-R failed"
                start=$(date +%s)
                wait $m; echo "status $?"
                echo "took $(( $(date +%s) - start ))"
                """, [directory.path, input])
            let lines = result.stdoutText.split(separator: "\n")
            #expect(lines.first == "status 0", "\(result.stdoutText) \(result.stderrText)")
            let took = lines.last.flatMap { Int($0.dropFirst(5)) } ?? 99
            // Without -R the rest would take about 15 s; with it, a moment (the bound is wide for a loaded machine).
            #expect(took <= 10, "the rest took \(took) s after -R -L 64M")
            #expect(directory.read("out") == directory.read("in"))
        }

        /// `-R` without `-L` leaves the running limit alone; `-L 0` lifts it (pv reads 0 there as "unchanged").
        @Test("-R without -L keeps the rate limit; -R -L 0 lifts it", arguments: [false, true])
        func remoteRateLiftedOrKept(lifts: Bool) {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            // 2 MiB at 256 KiB/s takes 8 s; lifted after half a second, the rest takes a moment.
            let input = directory.write("in", TestData.random(2 << 20, seed: 33))
            let result = shell("""
                start=$(date +%s%N)
                "$METER" -q -L 256K -P "$1/pid" "$2" > "$1/out" & m=$!
                wait_for "$1/pid" || echo "no PID file"
                sleep 0.5
                "$METER" -R "$(cat "$1/pid")" \(lifts ? "-L 0" : "-N renamed") || echo "-R failed"
                wait $m; echo "status $?"
                echo "took $(( ($(date +%s%N) - start) / 1000000 ))"
                """, [directory.path, input])
            let lines = result.stdoutText.split(separator: "\n")
            #expect(lines.first == "status 0", "\(result.stdoutText) \(result.stderrText)")
            let took = lines.last.flatMap { Int($0.dropFirst(5)) } ?? -1
            if lifts {
                // Lifted, well under the 8 s the limit would take (wide for a loaded machine).
                #expect(took >= 0 && took < 6000, "took \(took) ms after -R -L 0")
            } else {
                #expect(took >= 6000, "took \(took) ms: the limit was not kept")
            }
            #expect(directory.read("out") == directory.read("in"))
        }

        @Test("-R changes what a drawing meter shows: its fields and its name, cleared when not given")
        func remoteDisplay() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let result = shell("""
                { printf 'x'; wait_until test -e "$1/done"; } |
                    "$METER" -f -i 0.1 -w 60 -N before -P "$1/pid" > /dev/null 2> "$1/err" &
                wait_for "$1/pid" || echo "no PID file"
                wait_until grep -q before: "$1/err" || echo "no frame before -R"
                "$METER" -R "$(cat "$1/pid")" -b -N after || echo "-R failed"
                wait_until grep -q after: "$1/err" || echo "no frame after -R"
                "$METER" -R "$(cat "$1/pid")" -t -w 30 -l -c 2> "$1/warning" || echo "-R failed"
                wait_until more_frames "$1/err" $(( $(frames "$1/err") + 2 )) || echo "no frames after the second -R"
                touch "$1/done"
                wait
                """, [directory.path])
            #expect(result.stdoutText == "")
            let frames = Frames.all(String(decoding: directory.read("err"), as: UTF8.self))
            let distinct = frames.reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
            // pv's name: right-aligned in 9 columns, then a colon.
            #expect(distinct.first?.hasPrefix("   before: 1.00  B 0:00:00 ") == true, "\(distinct)")
            #expect(distinct.contains("    after: 1.00  B"), "\(distinct)")
            // The name not given the second time is cleared; the width is 30 from then on.
            let last = distinct.last ?? ""
            #expect(last.hasPrefix("0:00:0"), "\(distinct)")
            #expect(last.count == 7, "\(last.debugDescription)")
            #expect(String(decoding: directory.read("warning"), as: UTF8.self)
                == "meter: warning: -R: -l, -c cannot change while a meter runs: ignored\n")
        }

        /// A meter drawing every 30 s draws no frame (or one, on a slow start) in its first seconds; told
        /// `-i 0.2` it draws four more, which the stream waits for (20 s at most: without the change they would
        /// not come for 30 s).
        /// Frames to a file are written even when they are the same, so they can be counted.
        @Test("-R -i changes the interval of a running meter")
        func remoteInterval() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let result = shell("""
                { printf 'x'; wait_until test -e "$1/done"; } | "$METER" -f -i 30 -b -P "$1/pid" > /dev/null 2> "$1/err" &
                wait_for "$1/pid" || echo "no PID file"
                cp "$1/err" "$1/before"
                "$METER" -R "$(cat "$1/pid")" -i 0.2 || echo "-R failed"
                wait_until more_frames "$1/err" $(( $(frames "$1/before") + 4 )) || echo "too few frames after -R -i 0.2"
                touch "$1/done"
                wait
                """, [directory.path])
            #expect(result.stdoutText == "")
            let before = Frames.all(String(decoding: directory.read("before"), as: UTF8.self))
            let after = Frames.all(String(decoding: directory.read("err"), as: UTF8.self))
            // The first frame (and at most one more, on a slow start) before; many in the 2.5 s after.
            #expect(before.count <= 2, "\(before)")
            #expect(after.count >= before.count + 4, "\(after)")
        }

        @Test("-R and -Q to something that is not a running meter of this user: a clear error, status 1")
        func notAMeter() {
            let shellItself = shell(#""$METER" -R $$ -L 1M; echo "status $?""#, [])
            #expect(shellItself.stdoutText == "status 1\n")
            #expect(shellItself.stderrText.hasPrefix("meter: -R "))
            #expect(shellItself.stderrText.hasSuffix(" is not a meter of yours\n"))
            let gone = shell(#"true & p=$!; wait $p; "$METER" -Q $p; echo "status $? $p""#, [])
            let pid = gone.stdoutText.split(separator: " ").last.map { String($0.dropLast()) } ?? "?"
            #expect(gone.stdoutText == "status 1 \(pid)\n")
            #expect(gone.stderrText == "meter: -Q \(pid): no process with ID \(pid)\n")
        }

        /// SIGKILL leaves no time to remove the socket file: nothing listens on it, and the next meter with
        /// that process ID replaces it.
        @Test("a meter killed with SIGKILL: -R says it is gone")
        func killedMeter() {
            let result = shell("""
                "$METER" -q -L 1K < /dev/zero > /dev/null & m=$!
                wait_until grep -q "meter-$m.socket\\|@meter/$(id -u)/$m\\$" /proc/net/unix || echo "never listened"
                kill -KILL $m; wait $m
                "$METER" -R $m -L 1M; echo "status $?"
                """, [])
            #expect(result.stdoutText == "status 1\n")
            #expect(result.stderrText.contains("no process with ID"))
        }

        @Test("garbage on the channel, or a client that says nothing, does not harm the transfer",
              .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "python3 is not installed"))
        func garbageOnTheChannel() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let input = directory.write("in", TestData.random(1 << 20, seed: 33))
            let result = shell("""
                export HOME="$1/home"; mkdir "$HOME"
                "$METER" -q -L 512K -P "$1/pid" "$2" > "$1/out" & m=$!
                wait_for "$1/pid" || echo "no PID file"
                /usr/bin/python3 - "$(folder_of "$(id -u)" "$HOME")/meter-$m.socket" <<'PY'
                import socket, sys
                name = sys.argv[1]
                for garbage in [b"\\x00\\xff garbage\\n\\n", b"meter-control 1 remote\\n>-L\\n>0x\\n\\n", b"meter-control 9\\n\\n"]:
                    s = socket.socket(socket.AF_UNIX); s.connect(name); s.sendall(garbage)
                    print(s.recv(200).decode().split("\\n")[0]); s.close()
                silent = socket.socket(socket.AF_UNIX); silent.connect(name); silent.settimeout(5)
                print("dropped" if silent.recv(10) == b"" else "answered")
                PY
                wait $m; echo "status $?"
                """, [directory.path, input])
            #expect(result.stdoutText == """
                meter-control 1 refused not a request meter understands
                meter-control 1 refused -L: invalid size '0x' (expected a number with an optional K, M, G, T, P or E suffix)
                meter-control 1 refused not a request meter understands
                dropped
                status 0

                """, "\(result.stderrText)")
            #expect(directory.read("out") == directory.read("in"))
        }

        @Test("another user's meter is never reached, and never answers",
              .enabled(if: Self.canRunAsNobody, "needs root, util-linux's setpriv and python3"))
        func anotherUsersMeter() {
            let directory = Self.homeForNobody()
            defer { directory.remove() }
            let result = shell("""
                HOME="$1/home" /usr/bin/setpriv --reuid=65534 --regid=65534 --clear-groups \
                    "$METER" -q -L 1K < /dev/zero > /dev/null & m=$!
                socket="$(folder_of 65534 "$1/home")/meter-$m.socket"
                wait_until test -S "$socket" || echo "no socket at $socket"
                "$METER" -R $m -L 1M; echo "status $?"
                /usr/bin/python3 - "$socket" <<'PY'
                import socket, sys
                s = socket.socket(socket.AF_UNIX); s.connect(sys.argv[1]); s.settimeout(5)
                try:
                    s.sendall(b"meter-control 1 query\\n\\n")
                    print("dropped" if s.recv(100) == b"" else "answered")
                except (ConnectionResetError, BrokenPipeError):
                    print("dropped")
                PY
                kill $m; wait $m 2> /dev/null
                test -e "$socket" && echo "socket left"
                """, [directory.path])
            #expect(result.stdoutText == "status 1\ndropped\n")
            #expect(result.stderrText.contains(" is not a meter of yours\n"), "\(result.stderrText)")
        }

        // MARK: - Where the channel is

        static let canRunAsNobody = getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")

        /// A folder anyone may enter, holding `home`, a home of user `nobody`'s (65534) own.
        static func homeForNobody() -> TemporaryDirectory {
            let directory = TemporaryDirectory()
            directory.makeHome(for: 65534)
            return directory
        }

        /// Whether this user has a runtime folder (/run/user/UID) that meter uses before the home's.
        static let hasRuntimeFolder: Bool = {
            var info = stat()
            let path = "/run/user/\(geteuid())"
            return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR && info.st_uid == geteuid()
                && info.st_mode & 0o777 == 0o700
        }()

        /// `python3 squat.py KIND NAME` binds a Unix socket to NAME (abstract, a file left listening, or a file
        /// left behind with nothing listening: `stale`) and keeps it for 30 s.
        static let squatter = """
            import socket, sys, time
            kind, name = sys.argv[1], sys.argv[2]
            s = socket.socket(socket.AF_UNIX)
            s.bind("\\0" + name if kind == "abstract" else name)
            if kind == "stale":
                sys.exit(0)
            s.listen(1)
            time.sleep(30)
            """

        /// Another user binds `meter/UID/PID` in the abstract namespace before meter starts as PID: the
        /// channel is in the user's folder, and -R and -Q reach it as ever.
        @Test("another user's squat on the abstract name stops neither -R nor -Q",
              .enabled(if: Self.canRunAsNobody, "needs root, util-linux's setpriv and python3"))
        func squattedAbstractName() throws {
            let directory = Self.homeForNobody()
            defer { directory.remove() }
            let input = directory.write("in", TestData.random(1 << 20, seed: 36))
            let squat = directory.write("squat.py", Array(Self.squatter.utf8))
            chmod(squat, 0o644)
            mkdir(directory.file("root"), 0o700)
            let result = shell("""
                export HOME="$1/root"
                sh -c '/usr/bin/setpriv --reuid=65534 --regid=65534 --clear-groups /usr/bin/python3 "$1" abstract \
                    "meter/$(id -u)/$$" & echo $! > "$2/squatter"
                    n=0; until grep -q " @meter/$(id -u)/$$$" /proc/net/unix; do n=$((n+1)); test $n -gt 400 && exit 99; sleep 0.05; done
                    exec "$METER" -q -L 256K -P "$2/pid" "$3"' sh "$3" "$1" "$2" > "$1/out" 2> "$1/err" & m=$!
                wait_for "$1/pid" || echo "no PID file"
                socket="$(folder_of "$(id -u)" "$HOME")/meter-$m.socket"
                test -S "$socket" || echo "no socket at $socket"
                listening "meter/$(id -u)/$m" || echo "the squat is gone"
                "$METER" -R $m -N renamed || echo "-R failed"
                "$METER" -Q $m -n -b -i 0.3 2> "$1/query" || echo "-Q failed"
                wait $m; echo "status $?"
                kill "$(cat "$1/squatter")"
                test -e "$socket" && echo "socket left"
                """, [directory.path, input, squat])
            #expect(result.stdoutText == "status 0\n", "\(result.stderrText)")
            #expect(directory.read("err").isEmpty, "\(String(decoding: directory.read("err"), as: UTF8.self))")
            #expect(String(decoding: directory.read("query"), as: UTF8.self).hasSuffix("\(1 << 20)\n"))
            #expect(directory.read("out") == directory.read("in"))
        }

        /// A `.meter` that others may enter, or a symbolic link to a private folder, is never used (nor
        /// changed): meter says so and listens on the abstract name, where -R still reaches it.
        @Test("a home folder that is not private is not used: a warning, and the abstract name still answers",
              .enabled(if: !Self.hasRuntimeFolder, "this user's /run/user folder comes before the home's"),
              arguments: ["mkdir -m 755 \"$HOME/.meter\"", "mkdir -m 700 \"$1/private\"; ln -s \"$1/private\" \"$HOME/.meter\""])
        func folderNotPrivate(making: String) {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let input = directory.write("in", TestData.random(1 << 20, seed: 37))
            let result = shell("""
                export HOME="$1/home"; mkdir "$HOME"
                \(making)
                "$METER" -q -L 256K -P "$1/pid" "$2" > "$1/out" 2> "$1/err" & m=$!
                wait_for "$1/pid" || echo "no PID file"
                listening "meter/$(id -u)/$m" || echo "not on the abstract name"
                "$METER" -R $m -L 0 || echo "-R failed"
                wait $m; echo "status $?"
                ls -A "$HOME/.meter/"; stat -c %a "$HOME/.meter/"
                """, [directory.path, input])
            let mode = making.contains("755") ? "755" : "700"
            #expect(result.stdoutText == "status 0\n\(mode)\n", "\(result.stderrText)")
            #expect(String(decoding: directory.read("err"), as: UTF8.self) == """
                meter: warning: cannot keep the control channel in \(directory.path)/home/.meter (not a directory of \
                yours with mode 0700): -R and -Q go through a name that any local user could take

                """)
            #expect(directory.read("out") == directory.read("in"))
        }

        /// Runs `meter -q -L 100K -P DIR/pid` on 100 KB as the process ID that `python3 squat.py ARGUMENTS` took
        /// the channel of first (`$$` in ARGUMENTS and READY, a shell condition that holds once it has; `$4` is
        /// `$folder`, which SETUP sets), and checks that the copy went on whole. Returns what meter wrote on
        /// standard error, its process ID, and the temporary directory's path (the directory is gone).
        func squatted(_ setup: String, squat arguments: String, ready: String) -> (stderr: String, pid: String, directory: String) {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let input = directory.write("in", TestData.random(100_000, seed: 38))
            let squat = directory.write("squat.py", Array(Self.squatter.utf8))
            let result = shell("""
                export HOME="$1/home"; mkdir "$HOME"
                \(setup)
                sh -c '/usr/bin/python3 "$1" \(arguments) & echo $! > "$2/squatter"
                    n=0; until \(ready); do n=$((n+1)); test $n -gt 400 && exit 99; sleep 0.05; done
                    exec "$METER" -q -L 100K -P "$2/pid" "$3"' sh "$3" "$1" "$2" "$folder" > "$1/out" 2> "$1/err" & m=$!
                wait_for "$1/pid" || echo "no PID file"
                wait $m; echo "status $? $m"
                kill "$(cat "$1/squatter")"
                """, [directory.path, input, squat])
            let pid = result.stdoutText.split(separator: " ").last.map { String($0.dropLast()) } ?? "?"
            #expect(result.stdoutText == "status 0 \(pid)\n", "\(result.stderrText)")
            #expect(directory.read("out") == directory.read("in"))
            return (String(decoding: directory.read("err"), as: UTF8.self), pid, directory.path)
        }

        /// Something of the user's own already listens where meter would: meter says so once and copies
        /// without remote control; -P still writes its file.
        @Test("a socket already listening in the folder: one warning, the copy goes on without remote control",
              .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "python3 is not installed"))
        func channelTaken() {
            let run = squatted(
                #"folder="$(folder_of "$(id -u)" "$HOME")"; mkdir -p -m 700 "$folder""#,
                squat: #"file "$4/meter-$$.socket""#, ready: #"test -S "$4/meter-$$.socket""#)
            let folder = Self.hasRuntimeFolder ? "/run/user/\(geteuid())" : run.directory + "/home/.meter"
            #expect(run.stderr == """
                meter: warning: another process holds the control channel \(folder)/meter-\(run.pid).socket: -R and -Q \
                cannot reach this meter

                """)
        }

        /// Without a private folder the channel is on the abstract name, which anyone may have taken first.
        @Test("without a private folder, a taken abstract name: both said, the copy goes on",
              .enabled(if: !Self.hasRuntimeFolder && FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"),
                       "this user's /run/user folder comes before the abstract name; needs python3"))
        func abstractNameTaken() {
            let run = squatted(
                #"mkdir -m 755 "$HOME/.meter"; folder=unused"#,
                squat: #"abstract "meter/$(id -u)/$$""#, ready: #"grep -q " @meter/$(id -u)/$$$" /proc/net/unix"#)
            #expect(run.stderr == """
                meter: warning: cannot keep the control channel in \(run.directory)/home/.meter (not a directory of \
                yours with mode 0700): -R and -Q go through a name that any local user could take
                meter: warning: another process holds the control channel @meter/\(geteuid())/\(run.pid): -R and -Q \
                cannot reach this meter

                """)
        }

        /// A socket file that nothing listens on (its meter was killed) is replaced by the next meter with
        /// that process ID, which answers there and removes it at its end.
        @Test("a stale socket file is replaced, and removed at the end",
              .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "python3 is not installed"))
        func staleSocketReplaced() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let input = directory.write("in", TestData.random(1 << 20, seed: 39))
            let squat = directory.write("squat.py", Array(Self.squatter.utf8))
            let result = shell("""
                export HOME="$1/home"; mkdir "$HOME"
                folder="$(folder_of "$(id -u)" "$HOME")"; mkdir -p -m 700 "$folder"
                sh -c '/usr/bin/python3 "$1" stale "$4/meter-$$.socket"
                    exec "$METER" -q -L 256K -P "$2/pid" "$3"' sh "$3" "$1" "$2" "$folder" > "$1/out" 2> "$1/err" & m=$!
                wait_for "$1/pid" || echo "no PID file"
                "$METER" -R $m -L 0 || echo "-R failed"
                wait $m; echo "status $?"
                test -e "$folder/meter-$m.socket" && echo "socket left"
                """, [directory.path, input, squat])
            #expect(result.stdoutText == "status 0\n", "\(result.stderrText)")
            #expect(directory.read("err").isEmpty, "\(String(decoding: directory.read("err"), as: UTF8.self))")
            #expect(directory.read("out") == directory.read("in"))
        }

        // MARK: - -Q

        @Test("-Q draws a moving frame of a running meter until it ends")
        func query() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let input = directory.write("in", TestData.random(3 << 20, seed: 34))
            let result = shell("""
                "$METER" -q -L 1M -P "$1/pid" "$2" > "$1/out" & m=$!
                wait_for "$1/pid" || echo "no PID file"
                "$METER" -Q "$(cat "$1/pid")" -n -b -i 0.3; echo "status $?"
                wait $m
                """, [directory.path, input], timeout: 30)
            let lines = result.stderrText.split(separator: "\n").compactMap { UInt64($0) }
            #expect(result.stdoutText == "status 0\n")
            #expect(lines.count >= 3, "\(result.stderrText)")
            #expect(lines == lines.sorted() && Set(lines).count >= 3, "\(lines)")
            // The last frame is the watched meter's final state, not the one asked for a moment before it ended.
            #expect(lines.last == 3 << 20, "\(lines)")
            #expect(directory.read("out") == directory.read("in"))
        }

        /// With a long interval the last question comes well before the end: only the final state the
        /// watched meter sends as it ends can make the last frame 100%.
        @Test("-Q's last frame is the watched meter's final state, whatever its interval", arguments: [["-p", "-w", "40"], ["-n"]])
        func queryEndsOnTheFinalState(display: [String]) {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let input = directory.write("in", TestData.random(3 << 20, seed: 35))
            let result = shell("""
                "$METER" -q -L 2M -P "$1/pid" "$2" > "$1/out" & m=$!
                wait_for "$1/pid" || echo "no PID file"
                "$METER" -Q "$(cat "$1/pid")" -f \(display.joined(separator: " ")) -i 0.7; echo "status $?"
                wait $m
                """, [directory.path, input], timeout: 30)
            #expect(result.stdoutText == "status 0\n")
            let last = Frames.last(result.stderrText) ?? ""
            if display == ["-n"] {
                #expect(result.stderrText.split(separator: "\n").last == "100", "\(result.stderrText.debugDescription)")
            } else {
                #expect(last.hasSuffix("100%"), "\(last.debugDescription)")
            }
        }
    }
}
