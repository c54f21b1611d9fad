extension Style {
    /// Presets of fields (`--layout`), from the indicator alone to every field; a format (`-F`, or a
    /// ``Style/template`` set afterwards) still wins.
    public enum Layout: String, Sendable, Equatable, CaseIterable {
        /// The indicator alone, without its percentage.
        case mini
        /// The indicator and the percentage.
        case small
        /// pv's default fields: name, amount, timer, rate, the indicator and the ETA.
        case regular
        /// Every field, the average rate, the rate's sparkline, the finish time and the latest line included.
        case large

        /// The fields of the preset.
        package var fields: Set<Template.Field> {
            switch self {
            case .mini, .small: return [.progress]
            case .regular: return Template.defaultFields
            // Not the buffer fill or the last bytes written: those are pv's diagnostics (-T, -A), asked for by name.
            case .large: return [.name, .amount, .timer, .rate, .averageRate, .sparkline, .progress, .eta, .finishTime, .message]
            }
        }
    }
}
