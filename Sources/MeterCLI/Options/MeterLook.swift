import MeterKit

/// What one meter of a run has of its own beside the run's options: the name and format its mode gives it
/// (each of `-M both`'s two meters, each file's line of `-d`), the unit it counts, and what a wrapped
/// command's meter adds to the default layout. Everything else is the run's ``Configuration``.
struct MeterLook: Sendable, Equatable {
    /// Its name (`-N`, or the mode's for it).
    var name: String?
    /// Its format (`-F`, or the mode's for it).
    var format: Template?
    /// What it counts.
    var unit: CountingUnit
    /// What a wrapped command's meter adds to the default layout (see ``DisplaySettings/commandFields``);
    /// nothing for other meters.
    var commandFields: Set<Template.Field>
}

extension Configuration {
    /// The look of a meter that has nothing of its own: the run's name, format, unit (its job's, bytes for a
    /// job that reads no data options: each of `-Q`'s meters counts in its own) and fields (a wrapped
    /// command's with `--exec`; a replayed command takes them too: see ``ReplayMode``).
    var look: MeterLook {
        MeterLook(
            name: display.name?.shownName, format: display.format, unit: job.stream?.transfer.unit ?? .bytes,
            commandFields: exec != nil ? display.commandFields : [])
    }
}
