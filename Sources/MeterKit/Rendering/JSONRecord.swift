/// The objects `--json` writes, one a line, version 1 of their schema (the manual's JSON PROGRESS):
///
/// ```
/// {"v":1,"type":"progress","elapsed":12.5,"unit":"bytes","count":1048576,"total":4194304,"percent":25.0,"rate":83886.1,"average_rate":83886.1,"eta":37.5,"name":"backup"}
/// {"v":1,"type":"summary","elapsed":50.0,"unit":"bytes","count":4194304,"total":4194304,"percent":100.0,"min_rate":0.0,"average_rate":83886.1,"max_rate":90000.0,"status":0,"end":"done","signal":null,"name":"backup"}
/// ```
///
/// Every line starts with `{"v":1,`; every key of its type is always there, `null` when its value is not
/// known; `id` follows `type` where a run has meters of several things (`-d`, `-M`), and `reported` follows
/// `percent` where a wrapped command's output is read for its progress (`--progress-from`): `false` while
/// it has reported none and the amounts are its output's, `true` once they are what it reported;
/// `command_exited` ends a progress object of a wrapped command (`--exec`), `true` once it has exited while
/// meter still reads what processes it left running write. In the
/// units a command reports, `percent` and `seconds`, `count` and `total` are decimal numbers; in the
/// others, whole numbers. Keys and values are
/// the same in every locale. A new key may be added within a version; a key changes meaning only with a
/// new `v`.
package enum JSONRecord {
    /// The version of the schema, the first key of every line.
    package static let version = 1

    /// A frame: the count, the total and the rates as the frame measured them.
    package static func progress(_ snapshot: Snapshot, id: String?) -> String {
        var object = start("progress", id: id, snapshot)
        object.number("rate", rate(snapshot.rate, snapshot), decimals: rateDecimals(snapshot))
        object.number("average_rate", rate(snapshot.averageRate, snapshot), decimals: rateDecimals(snapshot))
        object.number("eta", snapshot.remainingSeconds, decimals: 1)
        object.string("name", snapshot.name)
        // Added after the first keys of version 1: only for a wrapped command (`--exec`).
        if let exited = snapshot.commandExited { object.raw("command_exited", exited ? "true" : "false") }
        return object.line
    }

    /// The end of a meter: its final values (those of its last progress object), the whole run's average
    /// rate and the lowest and highest over whole seconds of it (``Snapshot/runRates``), the exit status
    /// and how the run ended.
    package static func summary(_ snapshot: Snapshot, id: String?, status: Int32, ending: RunEnding) -> String {
        var object = start("summary", id: id, snapshot)
        let rates = snapshot.runRates
        let decimals = rateDecimals(snapshot)
        object.number("min_rate", rates.lowest.map { rate($0, snapshot) }, decimals: decimals)
        object.number("average_rate", rate(rates.average, snapshot), decimals: decimals)
        object.number("max_rate", rates.highest.map { rate($0, snapshot) }, decimals: decimals)
        let elapsed = snapshot.elapsedSeconds
        object.raw("status", String(status))
        object.string("end", ending.word)
        object.string("signal", ending.signalName)
        object.string("name", snapshot.name)
        // Added after the first keys of version 1, which readers of it keep reading as they were.
        object.raw("stalls", String(snapshot.history.stalls))
        object.number("longest_stall", snapshot.history.longestStall, decimals: 1)
        let shares = snapshot.history.runRates(cells: historyCells, elapsed: elapsed)
        let history = shares.map { NumberFormat.fixed(rate($0, snapshot), decimals: max(decimals, 1)) }
        object.raw("history", "[" + history.joined(separator: ",") + "]")
        return object.line
    }

    /// How many shares of the run the summary's `history` has.
    static let historyCells = 60

    /// The keys every type shares: the version, the type, the id, the time, the unit, the amounts.
    private static func start(_ type: String, id: String?, _ snapshot: Snapshot) -> JSONWriter {
        var object = JSONWriter()
        object.raw("v", String(version))
        object.string("type", type)
        if let id { object.string("id", id) }
        object.number("elapsed", snapshot.elapsedSeconds, decimals: 3)
        object.string("unit", snapshot.unit.name)
        amount("count", snapshot.count, of: snapshot.unit, in: &object)
        amount("total", snapshot.total, of: snapshot.unit, in: &object)
        // Cut, not rounded, as pv cuts its percentage: 99.96 % is not done.
        object.number("percent", snapshot.percentDone.map { ($0 * 10).rounded(.down) / 10 }, decimals: 1)
        if let reported = snapshot.progressReported { object.raw("reported", reported ? "true" : "false") }
        return object
    }

    /// A count or total: a whole number, or in the units a command reported, a number of percent or
    /// seconds (`45.2`, `83.45`) rather than their hundredths or thousandths.
    private static func amount(_ key: String, _ value: UInt64?, of unit: CountingUnit, in object: inout JSONWriter) {
        guard unit.steps > 1 else { return object.integer(key, value) }
        object.number(key, value.map { Double($0) / Double(unit.steps) }, decimals: unit == .percent ? 2 : 3)
    }

    /// A rate in the units of `snapshot`: per second of their percent or seconds, not of their steps.
    private static func rate(_ value: Double, _ snapshot: Snapshot) -> Double {
        value / Double(snapshot.unit.steps)
    }

    /// The decimals of a rate: three for percent or seconds a second, which are small numbers, else one.
    private static func rateDecimals(_ snapshot: Snapshot) -> Int {
        snapshot.unit.steps > 1 ? 3 : 1
    }
}
