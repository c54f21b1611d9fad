import CTestSupport

/// Pipes for tests, made close-on-exec in the one call that makes them: the tests run side by side in one
/// process, and a pipe end a child of another test inherited would keep this test's reader from ever
/// seeing the end of its input (or its writer from seeing the reader go).
public enum TestPipes {
    /// A new pipe's ends, both close-on-exec; stops the test run if the process has no descriptor left.
    public static func make() -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        precondition(ctest_pipe(&fds) == 0, "pipe2 failed")
        return (fds[0], fds[1])
    }
}
