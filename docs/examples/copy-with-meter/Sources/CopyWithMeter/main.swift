import Glibc
import MeterKit

// Copies standard input to standard output and shows how it goes on standard error, exactly as the
// `meter` command draws it (and, like the command, draws nothing when standard error is not a terminal).
let board = Board()
let meter = board.add(Meter(name: "copy"))
let outcome = await Copier(meter: meter, board: board).run()
for problem in outcome.problems {
    board.print("copy: \(problem)")
}
exit(outcome.status.meterExitStatus)
