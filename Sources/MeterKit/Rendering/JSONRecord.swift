/// The objects `--json` writes, one a line, version 1 of their schema (the manual's JSON PROGRESS):
///
/// ```
/// {"v":1,"type":"progress","elapsed":12.5,"unit":"bytes","count":1048576,"total":4194304,"percent":25.0,"rate":83886.1,"average_rate":83886.1,"eta":37.5,"name":"backup"}
/// {"v":1,"type":"summary","elapsed":50.0,"unit":"bytes","count":4194304,"total":4194304,"percent":100.0,"min_rate":0.0,"average_rate":83886.1,"max_rate":90000.0,"status":0,"end":"done","signal":null,"name":"backup"}
/// ```
///
/// Every line starts with `{"v":1,`; every key of its type is always there, `null` when its value is not
/// known; `id` follows `type` where a run has meters of several things (`-d`, `-M`). Keys and values are
/// the same in every locale. A new key may be added within a version; a key changes meaning only with a
/// new `v`.
package enum JSONRecord {
    /// The version of the schema, the first key of every line.
    package static let version = 1

    /// A frame: the count, the total and the rates as the frame measured them.
    package static func progress(_ snapshot: Snapshot, id: String?) -> String {
        var object = start("progress", id: id, snapshot)
        object.number("rate", snapshot.rate, decimals: 1)
        object.number("average_rate", snapshot.averageRate, decimals: 1)
        object.number("eta", snapshot.remainingSeconds, decimals: 1)
        object.string("name", snapshot.name)
        return object.line
    }

    /// The end of a meter: its final values, the lowest and highest rate measured at its frames and the
    /// whole run's average, the exit status and how the run ended.
    package static func summary(
        _ snapshot: Snapshot, statistics: RateStatistics, id: String?, status: Int32, ending: RunEnding
    ) -> String {
        var object = start("summary", id: id, snapshot)
        let measured = statistics.count > 0
        object.number("min_rate", measured ? statistics.minimum : nil, decimals: 1)
        let elapsed = snapshot.elapsedSeconds
        object.number("average_rate", elapsed > 0 ? Double(snapshot.count) / elapsed : 0, decimals: 1)
        object.number("max_rate", measured ? statistics.maximum : nil, decimals: 1)
        object.raw("status", String(status))
        object.string("end", ending.word)
        object.string("signal", ending.signalName)
        object.string("name", snapshot.name)
        // Added after the first keys of version 1, which readers of it keep reading as they were.
        object.raw("stalls", String(snapshot.history.stalls))
        object.number("longest_stall", snapshot.history.longestStall, decimals: 1)
        let shares = snapshot.history.runRates(cells: historyCells, elapsed: elapsed)
        object.raw("history", "[" + shares.map { NumberFormat.fixed($0, decimals: 1) }.joined(separator: ",") + "]")
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
        object.integer("count", snapshot.count)
        object.integer("total", snapshot.total)
        // Cut, not rounded, as pv cuts its percentage: 99.96 % is not done.
        object.number("percent", snapshot.percentage.map { ($0 * 10).rounded(.down) / 10 }, decimals: 1)
        return object
    }
}
