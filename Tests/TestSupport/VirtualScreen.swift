import MeterKit

/// The tests' terminal: the library's own, which ``CapturedTarget/screen(rows:)`` applies.
package typealias VirtualScreen = TerminalScreen
