import CSystem
import Glibc

/// The `meter` command's timer that interrupts blocking calls: SIGALRM, caught by a handler that does
/// nothing, repeating at the interval a run asks for.
package final class AlarmTimer: InterruptTimer {
    package init() {}

    package func arm(every seconds: Double) { SignalSetup.interruptBlockingCalls(every: seconds) }
}
