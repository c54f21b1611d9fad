/// A command line as the kernel hands one over: each word's bytes. `argv("make", "-j8")`.
package func argv(_ words: String...) -> [[UInt8]] { words.map { Array($0.utf8) } }

/// `words` as the kernel hands a command line over: each word's bytes.
package func argv(_ words: [String]) -> [[UInt8]] { words.map { Array($0.utf8) } }
