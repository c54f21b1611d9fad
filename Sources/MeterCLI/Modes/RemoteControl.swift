import MeterKit

/// How a running meter takes a `meter -R PID OPTIONS` request, as pv's remote control does: what is shown
/// (the field switches, `-F`, `-N`: a name not given is cleared) and how (`--style`, `--tint`, `--color`,
/// `--reduce-motion`…) are replaced; `-L`, `-s`, `-i` and `-w` change only where given and above 0. Every
/// meter of the run takes the change.
final class RemoteControl {
    private var configuration: Configuration
    private let capabilities: TerminalCapabilities
    private let board: Board?
    private let meters: RunMeters
    private let sources: [RunSource]

    init(run: RunContext, sources: [RunSource]) {
        configuration = run.configuration
        capabilities = run.capabilities
        board = run.board
        meters = run.meters
        self.sources = sources
    }

    /// The run's control channel, answering `meter -R` and `meter -Q` on `listener` for `run`'s meters and
    /// `sources`.
    static func channel(listening listener: ControlListener, run: RunContext, sources: [RunSource]) -> ControlSource {
        let control = RemoteControl(run: run, sources: sources)
        return ControlSource(listener: listener, clock: run.clock, language: run.capabilities.language, handle: control.answer)
    }

    /// Listens at `place`, saying once what the user should know: a channel on the abstract name (any local
    /// user could take it first), or one that another process already holds (nil: the meter then runs
    /// without remote control, and `-P` still writes its file).
    static func listen(at place: ControlChannel.Place, language: Language) -> ControlListener? {
        let listening = ControlChannel.listen(at: place, process: ProcessQueries.current)
        if let unprotected = listening.unprotected {
            let reason: CommandMessage
            switch unprotected.problem {
            case .notPrivate: reason = .notAPrivateFolder
            case .noHome: reason = .noHomeFolder
            case .system(let error): reason = .system(error)
            }
            let message = CommandMessage.controlChannelUnprotected(SafeText(unprotected.folder), reason: reason)
            StandardError.report(CommandMessage.warning(message), in: language)
        }
        if let taken = listening.taken {
            let address: SafeText
            switch taken {
            case .file(let path): address = SafeText(path)
            case .abstract(let name): address = SafeText("@" + name)
            }
            StandardError.report(CommandMessage.warning(.controlChannelTaken(address)), in: language)
        }
        return listening.listener
    }

    /// Answers a request on the control channel.
    func answer(_ request: ControlMessage.Request) -> ControlMessage.Reply {
        switch request {
        // A follower is told the same, when the run ends.
        case .query, .follow:
            return .ok(meters.all.map { entry in
                let meter = entry.meter
                return ControlMessage.MeterState(
                    count: meter.count, total: meter.total, unit: meter.unit, elapsed: meter.elapsed(at: meter.clock.now()),
                    name: meter.name)
            })
        case .remote(let arguments):
            return apply(arguments)
        }
    }

    /// Takes the settings of `arguments`, the options given beside `-R`.
    private func apply(_ arguments: [String]) -> ControlMessage.Reply {
        let request: Configuration
        let size: UInt64?
        do throws(UsageError) {
            request = try Configuration.from(CommandLineParser.parse(arguments))
            // `-R` sends sizes as numbers: a file named here is never opened by the running meter (a FIFO
            // would stop it).
            if case .file? = request.job.stream?.size { throw UsageError("-s", .sizeSentAsNumber) }
            size = try request.job.stream?.explicitTotal()
        } catch {
            // Said in this meter's language: the other side shows the reason as it came.
            return .refused(error.text(in: capabilities.language))
        }
        var changed = configuration
        changed.display.fields = request.display.fields
        changed.display.format = request.display.format
        changed.display.name = request.display.name
        changed.display.bits = request.display.bits
        changed.display.gauge = request.display.gauge
        changed.display.lastWrittenCount = request.display.lastWrittenCount
        var style = request.display.styleSettings
        style.cursor = configuration.display.styleSettings.cursor
        style.plain = configuration.display.styleSettings.plain
        changed.display.styleSettings = style
        if let width = request.display.width, width > 0 { changed.display.width = width }
        if request.display.intervalGiven {
            changed.display.timing.interval = request.display.timing.interval
            changed.display.intervalGiven = true
            board?.setInterval(request.display.timing.interval)
        }
        // Without -L the limit stays as it is; -L 0 lifts it.
        if let stream = request.job.stream, stream.rateLimitGiven {
            let change = RateLimitChange(rate: stream.transfer.unitsPerSecondLimit ?? 0)
            for source in sources { source.take(change) }
        }
        for (meter, name) in meters.all {
            meter.name = changed.display.name?.shownName ?? name
            if let size, size > 0 { meter.total = size }
        }
        configuration = changed
        redraw()
        return .ok([])
    }

    /// Every meter's display made again for the new settings; a meter with a line of its own (`-c`), or a
    /// line in a block of lines, keeps its line and takes the new style.
    private func redraw() {
        let capabilities = self.capabilities
        let meters = self.meters
        let common = self.configuration
        board?.replaceDisplays { meter, display in
            // A line named by its mode (a -d file) keeps its name in front of a format without `%N`, as pv.
            var look = common.look
            if let format = look.format, !format.contains(.name),
                meters.all.contains(where: { $0.meter === meter && $0.name != nil })
            {
                look.format = Template(segments: [.field(.name, width: nil), .text(" ")] + format.segments)
            }
            // What the frames show of the data, as far as the copy sees it (a splice shows dots, as pv's).
            let shown = DataInFrames(templates: common.displayTemplates(for: look))
            if meter.dataShown != shown { meter.dataShown = shown }
            return RemoteControl.remade(display, common, look: look, capabilities: capabilities)
        }
    }

    /// `display` made again for `configuration`, a meter drawn with `look`.
    private static func remade(
        _ display: Display, _ configuration: Configuration, look: MeterLook, capabilities: TerminalCapabilities
    ) -> Display {
        // With nothing drawn (-v alone), nothing is drawn after the change either.
        if display is UnseenDisplay { return display }
        // JSON objects go on as they were, beside the remade display, if any.
        if let json = display as? JSONDisplay {
            json.inner = json.inner.map { remade($0, configuration, look: look, capabilities: capabilities) }
            return json
        }
        // The titles of -x go on around the remade display, their saved title kept.
        if let titled = display as? TitledDisplay {
            titled.inner = remade(titled.inner, configuration, look: look, capabilities: capabilities)
            titled.style = DisplayFactory.titleStyle(configuration, look: look, capabilities: capabilities)
            return titled
        }
        if let cursor = display as? CursorDisplay {
            cursor.style = DisplayFactory.makeStyle(configuration, look: look, capabilities: capabilities)
            return cursor
        }
        // A line of a block (-d's files, -M both) keeps its place in the block.
        if let row = display as? StackedLines.Row {
            row.style = DisplayFactory.makeStyle(configuration, look: look, capabilities: capabilities)
            return row
        }
        let target = DisplayFactory.makeTarget(configuration, capabilities: capabilities)
        return DisplayFactory.makeDisplay(configuration, look: look, capabilities: capabilities, target: target)
    }
}
