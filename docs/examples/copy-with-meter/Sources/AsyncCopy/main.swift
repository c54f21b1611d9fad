import Dispatch
import Glibc
import MeterKit

// Copies a file to standard output with the async copy, in a tool whose other tasks go on meanwhile.
// Ctrl-C ends the copy as it ends the `meter` command: the final frame on its line, then the tool dies of
// SIGINT, so that the shell sees it was interrupted.
guard CommandLine.arguments.count == 2 else {
    print("usage: async-copy FILE > COPY")
    exit(64)
}
let board = Board()
let meter = board.add(Meter(name: "copy"))  // no total: the file's size is the total
let copier = Copier(inputs: [.file(CommandLine.arguments[1])], meter: meter, board: board)

// The tool takes SIGINT itself, and hands it to the copy.
signal(SIGINT, SIG_IGN)
let interrupts = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
interrupts.setEventHandler { @Sendable in copier.interrupt(.interrupt) }
interrupts.resume()

let outcome = await copier.run()
for problem in outcome.problems {
    board.print("copy: \(problem)")
}
if let signal = outcome.signal {
    signal.dieOf()
}
exit(outcome.status.meterExitStatus)
