import MeterKit

// The code of the article "Embedding a meter in a Swift tool", compiled against the public API and run by
// ArticleExampleTests. (`board` is a parameter here so that a test can hand in a captured screen.)

// article: EmbeddingAMeter
func processAll(_ files: [String], board: Board = Board(interval: .milliseconds(200)), process: (String) throws -> Void) rethrows {
    let meter = board.add(Meter(total: UInt64(files.count), unit: .named("file", plural: "files")))
    for file in files {
        try process(file)
        meter.add(1)
        board.update()  // draws when a frame is due, and does nothing otherwise
    }
    board.finish()  // the final frame, then a newline
}
// end

// article: EmbeddingAMeter
func myStyle() throws -> Style {
    var style = Style.automatic()
    style.template = try Template.parse("%N %b %20p %e")
    return style
}
// end
