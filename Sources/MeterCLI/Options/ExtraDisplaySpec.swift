import MeterKit

/// What `-x SPEC` asks for, as pv reads it: where else the display goes (names separated by commas), and
/// optionally, after a colon, a format of its own.
struct ExtraDisplaySpec: Sendable, Equatable {
    /// A place the display is shown besides standard error.
    enum Destination: String, Sendable, CaseIterable {
        /// The terminal window's title, set with OSC 2.
        case windowtitle
        /// The process title that `ps` shows (its arguments).
        case processtitle

        /// pv's names for each destination.
        static let names: [String: Destination] = [
            "windowtitle": .windowtitle, "window": .windowtitle,
            "processtitle": .processtitle, "proctitle": .processtitle, "process": .processtitle, "proc": .processtitle,
        ]
    }

    var destinations: Set<Destination>
    /// The names given that name no place, in order: pv ignores them silently, meter with a warning.
    var unknownNames: [String] = []
    /// The format after the colon, or `nil` for the display's own.
    var format: Template?

    /// Reads `windowtitle`, `window,process:%t %b` and the like; unknown names are set aside in
    /// ``unknownNames``, so that a pv command line never stops for one.
    init(parsing text: String) {
        let colon = text.firstIndex(of: ":")
        let names = text[..<(colon ?? text.endIndex)].split(separator: ",", omittingEmptySubsequences: true)
        destinations = []
        for name in names {
            guard let destination = Destination.names[String(name)] else {
                unknownNames.append(String(name))
                continue
            }
            destinations.insert(destination)
        }
        let format = colon.map { text[text.index(after: $0)...] } ?? ""
        self.format = format.isEmpty ? nil : Template.lenient(String(format))
    }
}
