import MeterKit

// The code of the article "Meters in concurrent code", compiled against the public API and run by
// ConcurrencyTests. (The boards are parameters so that a test can hand in a captured screen and a manual
// clock.)

// article: Concurrency
/// Runs `jobs` at most four at a time, one meter each on one board that draws itself meanwhile.
func runAll(_ jobs: [(name: String, steps: Int)], on board: Board, step: @escaping @Sendable (String) async -> Void) async {
    async let drawing: Void = board.drawContinuously()
    await withTaskGroup(of: Void.self) { group in
        for (index, job) in jobs.enumerated() {
            if index >= 4 { await group.next() }
            let meter = board.add(Meter(total: UInt64(job.steps), unit: .items, name: job.name))
            group.addTask {
                for _ in 0..<job.steps {
                    await step(job.name)
                    meter.add(1)
                }
                board.finish(meter)  // its final line, above the others still going
            }
        }
    }
    board.finish()  // and the drawing task ends
    await drawing
}
// end

// article: Concurrency
/// Waits until `screen` shows `text`, reading it between yields: the pool's threads stay free for the
/// board and the copy, however few they are.
func waitForScreen(_ screen: CapturedTarget, toShow text: String) async {
    while !screen.text.contains(text) {
        await Task.yield()
    }
}
// end

// article: Concurrency
/// Copies `path` to standard output; cancelling the task that runs this ends the copy early, its line
/// ended, and says so.
func copyFile(_ path: String, board: Board) async -> TransferOutcome {
    let meter = board.add(Meter(name: "copy"))  // no total: the file's size is the total
    let outcome = await Copier(inputs: [.file(path)], meter: meter, board: board).run()
    if outcome.cancelled { board.print("copy: stopped before the end") }
    return outcome
}
// end
