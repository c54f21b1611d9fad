/// Whether each display may be drawn on, asked once for one draw of the board: the displays whose answer
/// is their target's (``Display/visibilityTarget``) share one question per target. On standard error the
/// question is the terminal's foreground process group (`tcgetpgrp(3)`); asked for each of a thousand lines
/// (`meter -d`), it was a thousand system calls a frame, or two with a line drawn below a command's text.
struct FrameVisibility {
    /// The targets asked so far in this draw, and their answers: few (one, mostly), so a list.
    private var answers: [(target: ObjectIdentifier, visible: Bool)] = []

    /// Whether `display` may be drawn on now.
    mutating func of(_ display: Display) -> Bool {
        guard let target = display.visibilityTarget else { return display.isVisible }
        return of(target)
    }

    /// Whether `target` may be written now.
    mutating func of(_ target: FrameTarget) -> Bool {
        let id = ObjectIdentifier(target)
        if let known = answers.first(where: { $0.target == id }) { return known.visible }
        let visible = target.isVisible
        answers.append((id, visible))
        return visible
    }
}
