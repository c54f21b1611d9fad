import Foundation
import Testing

extension EndToEnd {
    /// The harness's own choices, so that a test it skips is skipped for a reason.
    @Suite("The harness") struct Harness {
        /// The tests that preload a shim skip a meter that cannot load one; the debug build, which `swift test`
        /// uses, must be able to, or those tests would never run.
        @Test("the meter that swift test runs can load an LD_PRELOAD shim; a file that is not ELF cannot")
        func preloading() throws {
            if ProcessInfo.processInfo.environment["METER_BINARY"] == nil {
                #expect(PreloadedShim.meterCanLoadOne, "\(MeterBinary.path)")
            }
            #expect(PreloadedShim.hasInterpreter("/proc/self/exe"))
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            #expect(!PreloadedShim.hasInterpreter(directory.write("script", Array("#!/bin/sh\n".utf8))))
            #expect(!PreloadedShim.hasInterpreter(directory.file("absent")))
        }
    }
}
