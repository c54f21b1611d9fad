/// The one rule for clocks that meet (a board and the clock its deadline is asked on, a replay and the board
/// it draws): a manual clock meets only itself. Real clocks may meet each other: `SuspendingClock` and
/// `ContinuousClock` read the same time while the machine is awake, and a tool's own clock is its to keep
/// in step. A manual clock beside any other clock would draw frames of times that never come, or of none:
/// the program is stopped at once, with a message that says what to pass.
enum ClockMatch {
    /// Stops the program with `message` when `a` and `b` may not meet.
    static func require(_ a: any MeterClock, matches b: any MeterClock, _ message: @autoclosure () -> String) {
        let first = a as? VirtualClock
        let second = b as? VirtualClock
        guard first != nil || second != nil else { return }
        precondition(first === second, message())
    }
}
