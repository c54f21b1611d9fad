import Glibc
import Testing
@testable import MeterKit

/// The environment as read at start-up, by bytes rather than by `Character`.
@Suite struct EnvironmentTests {
    @Test func readsEveryVariableWithEqualsSignsInValuesKept() {
        setenv("METER_TEST_PLAIN", "value", 1)
        setenv("METER_TEST_EQUALS", "a=b=c", 1)
        setenv("METER_TEST_EMPTY", "", 1)
        setenv("METER_TEST_UTF8", "größe ✓", 1)
        defer { for name in ["METER_TEST_PLAIN", "METER_TEST_EQUALS", "METER_TEST_EMPTY", "METER_TEST_UTF8"] { unsetenv(name) } }
        let environment = ProcessEnvironment.current()
        #expect(environment["METER_TEST_PLAIN"] == "value")
        #expect(environment["METER_TEST_EQUALS"] == "a=b=c")
        #expect(environment["METER_TEST_EMPTY"] == "")
        #expect(environment["METER_TEST_UTF8"] == "größe ✓")
        #expect(environment["PATH"] == String(cString: getenv("PATH")))
    }

    @Test(arguments: [
        ("en_US.UTF-8", true), ("C.utf8", true), ("de_DE.Utf-8@euro", true), ("UTF8", true), ("en_US.ISO-8859-1", false),
        ("C", false), ("POSIX", false), ("utf-", false), ("utf", false), ("UTF-16", false), ("utf\r8", false),
    ])
    func localeNamesUTF8(_ value: String, expected: Bool) {
        #expect(TerminalCapabilities.localeIsUTF8(["LANG": value]) == expected)
    }

    @Test func firstSetLocaleVariableDecides() {
        #expect(TerminalCapabilities.localeIsUTF8(["LC_ALL": "C", "LANG": "en_US.UTF-8"]) == false)
        #expect(TerminalCapabilities.localeIsUTF8(["LC_ALL": "", "LC_CTYPE": "C.UTF-8", "LANG": "C"]) == true)
        #expect(TerminalCapabilities.localeIsUTF8([:]) == false)
    }
}
