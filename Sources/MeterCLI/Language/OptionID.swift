/// Which option an entry of the option table is: what the parser, the settings and the modes name an option
/// by, and what each language's catalogue keys the option's help by (``CommandCatalogue/optionHelp(_:)``).
/// Declared with the command's words, below the option table (in Options) that gives each its names and value.
enum OptionID: Sendable, Hashable {
    // Data
    case size, lineMode, null, output, discard, si, rateLimit, stopAtSize, skipErrors, bufferSize, noSplice

    // Data, for disks: the options of pv that stand in for dd
    case errorSkipBlock, sparse, sync, directIO, storeAndForward

    // Display
    case force, quiet, interval, wait, delayStart, name, bytes, timer, eta, fineta, rate, averageRate
    case averageWindow, progress, numeric, format, width, height, cursor
    case bits, gauge, bufferPercent, lastWritten, extraDisplay, stats, summary, json, jsonFile

    // Style
    case indicatorStyle, ring, barStyle, spinnerSpeed, layout, color, tint, reduceMotion, noReduceMotion, plain, noPlain
    case heartbeat, terminalProgress

    // Command
    case exec, remember, monitor, progressFrom, execWait, watchfd, copies

    // Control of a running meter
    case remote, query, meters, pidFile

    // Testing
    case replay, record

    // General
    case help, version, completionScript
}
