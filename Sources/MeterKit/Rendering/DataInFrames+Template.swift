extension DataInFrames {
    /// What `templates` show between them: the widest `%A`, and whether any shows `%L` or `%T`.
    package init(templates: [Template]) {
        self.init()
        for template in templates {
            for case .field(let field, let width) in template.segments {
                switch field.kind {
                case .lastWritten: lastWritten = max(lastWritten, width ?? 0)
                case .message: previousLine = true
                case .bufferPercent: bufferFill = true
                default: break
                }
            }
        }
    }
}
