import Glibc

/// Waits until `condition` holds, looking again each millisecond, for up to `seconds` (generous: a test
/// under ThreadSanitizer beside a build can be slow, and one that fails still ends). A millisecond's sleep
/// between looks leaves the CPU to the thread being waited for, where a spin on `sched_yield` would burn
/// a core (two under a sanitizer) against it. Returns whether it held.
public func waitUntil(seconds: Double = 60, _ condition: () -> Bool) -> Bool {
    let looks = Int(seconds * 1000)
    for _ in 0..<looks {
        if condition() { return true }
        usleep(1000)
    }
    return condition()
}
