import FuzzHarness
import FuzzEntries
import MeterKit

// The fuzz target for a wrapped command's output read for its progress (`--progress-from`).
// Built with `-DFUZZING -sanitize=fuzzer` (scripts/fuzz) it is a libFuzzer binary; otherwise it runs the
// files it is given through the same check once. SwiftPM links an executable's entry point as `main`, so
// libFuzzer's own main is not used: the fuzzing build's main hands over to libFuzzer's driver.

/// libFuzzer's entry point: one input through the target's check.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzHarness.require(FuzzEntry.progressLines(UnsafeRawBufferPointer(start: data, count: size)))
    return 0
}

@main enum FuzzProgressLines {
    static func main() {
        #if FUZZING
        FuzzHarness.fuzz(fuzzOneInput)
        #else
        FuzzHarness.replay(FuzzEntry.progressLines)
        #endif
    }
}
