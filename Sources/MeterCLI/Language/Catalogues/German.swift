import MeterKit

/// The command's words in German.
extension German: CommandCatalogue {
    static func text(_ message: CommandMessage) -> String? {
        switch message {
        case .unknownOption(let option): return "unbekannte Option '\(option)'"
        case .execTakesNoValue: return "Option '--exec' nimmt keinen Wert: der Befehl folgt ihr"
        case .takesNoValue(let option): return "Option '\(option)' nimmt keinen Wert"
        case .needsValue(let option, let placeholder): return "Option '\(option)' braucht einen Wert <\(placeholder)>"
        case .invalidSize(let text): return "ungültige Größe '\(text)' (erwartet: eine Zahl, wahlweise mit K, M, G, T, P oder E dahinter)"
        case .sizeTooLarge(let text): return "Größe '\(text)' ist zu groß"
        case .invalidSeconds(let text): return "ungültige Anzahl Sekunden '\(text)'"
        case .atMost(let text, let maximum): return "'\(text)' liegt außerhalb des Bereichs (höchstens \(maximum))"
        case .invalidWholeNumber(let text): return "ungültige ganze Zahl '\(text)'"
        case .outOfRange(let text, let lowest, let highest): return "'\(text)' liegt außerhalb des Bereichs (\(lowest) bis \(highest))"
        case .invalidShell(let text, let choices): return "ungültige Shell '\(text)' (erwartet: \(or(choices)))"
        case .invalidChoice(let text, let choices): return "ungültiger Wert '\(text)' (erwartet: \(or(choices)))"
        case .invalidFactor(let text): return "ungültiger Faktor '\(text)' (erwartet: eine Zahl wie 0.5 oder 2)"
        case .invalidColour(let text, let names):
            return "ungültige Farbe '\(text)' (erwartet: #RRGGBB, #RGB oder einer von \(names.joined(separator: ", ")))"
        case .unknownDisplay(let name): return "unbekannte Anzeige '\(name)' (erwartet: windowtitle oder processtitle)"
        case .namesNoDisplay(let text): return "'\(text)' nennt keine Anzeige (erwartet: windowtitle oder processtitle)"
        case .scriptNameEmpty: return "der Name der Skriptdatei ist leer"
        case .fileNameEmpty: return "der Dateiname ist leer"
        case .outputNameEmpty: return "der Name der Ausgabedatei ist leer"
        case .storeNameEmpty: return "der Dateiname ist leer ('-' für eine temporäre Datei)"
        case .rateNotPositive: return "die Rate muss größer als 0 sein"
        case .windowNotPositive: return "das Zeitfenster muss länger als 0 Sekunden sein"
        case .atNeedsFileName: return "nach '@' fehlt ein Dateiname"
        case .equalsNeedsProcessName: return "nach '=' fehlt ein Prozessname"
        case .atNeedsListName: return "nach '@' fehlt ein Dateiname"
        case .expectedWatchTarget(let text): return "erwartet: PID, PID:FD, =NAME oder @LISTFILE, nicht '\(text)'"
        case .listNamesList(let text): return "eine Listendatei kann keine weitere Liste nennen ('\(text)')"
        case .listTooLarge: return "die Liste ist größer als 1 MiB"
        case .sizeSentAsNumber: return "eine Größe wird als Zahl gesendet"
        case .cannotTakeSize(let path, let error): return "Größe von '\(path)' nicht bestimmbar: \(say(error))"
        case .hasNoSize(let path): return "'\(path)' hat keine Größe (weder Datei noch blockorientiertes Gerät noch Verzeichnis)"
        case .system(let error): return say(error)
        case .listLine(let path, let line): return "-d @\(path): Zeile \(line)"
        case .rememberNeedsExec: return "--remember braucht einen Befehl: mit --exec angeben"
        case .monitorNeedsExec: return "-M braucht einen Befehl: mit --exec angeben"
        case .execNeedsCommand: return "--exec braucht einen Befehl"
        case .operandWithExec(let operand):
            return "'\(operand)': FILE-Operanden gehen nicht mit --exec (alles nach --exec ist der Befehl)"
        case .notWithExec(let option): return "\(option) geht nicht mit --exec"
        case .copyOptionNotWithExec(let option): return "\(option) geht nicht mit --exec: es ist eine Option des Kopierens"
        case .rememberNotWithMonitorIn: return "--remember geht nicht mit -M in: es merkt sich die Zählung der Ausgabe des Befehls"
        case .givenTooOften(let option, let times):
            return "\(option) ist \(times)-mal angegeben: mit -M both einmal für beide Zähler angeben, oder zweimal (erst für die Eingabe, dann für die Ausgabe)"
        case .notWithWatch(let option): return "\(option) geht nicht mit -d: meter kopiert dann nichts, es folgt einer Byteposition"
        case .stopNeedsSize: return "-S braucht eine Größe: mit -s angeben"
        case .replayTakesNoFile: return "--replay nimmt keine FILE: das Skript ist die Eingabe"
        case .notWithReplay(let option): return "\(option) geht nicht mit --replay"
        case .remoteAndQuery: return "-R und -Q gehen nicht zusammen"
        case .operandWithControl(let operand, let option):
            return "'\(operand)': FILE-Operanden gehen nicht mit \(option): die Dateien sind die des anderen meter"
        case .notWithControl(let name, let option):
            return "\(name) geht nicht mit \(option): \(option) kopiert nichts, es spricht mit einem anderen meter"
        case .usageLine: return "Aufruf: meter [OPTIONS] [FILE ...]"
        case .seeHelp: return "Siehe 'meter --help'."
        case .or: return "oder"
        case .warning(let message): return "Warnung: \(say(message))"
        case .cannotMakeTemporaryFile(let directory, let error): return "\(directory): temporäre Datei nicht anlegbar: \(say(error))"
        case .noProcessNamed(let target): return "\(target): kein Prozess trägt diesen Namen"
        case .noSuchProcess(let target): return "\(target): kein solcher Prozess"
        case .noSuchDescriptor(let target): return "\(target): der Prozess hat keinen solchen Dateideskriptor"
        case .notAFile(let target, let path): return "\(target): '\(path)' ist weder reguläre Datei noch blockorientiertes Gerät"
        case .cannotSeeFiles(let target, let error): return "\(target): die Dateien des Prozesses sind nicht einsehbar: \(say(error))"
        case .watchFailed(let target, let error): return "\(target): \(say(error))"
        case .noCacheDirectory: return "--remember: kein Cache-Verzeichnis (weder XDG_CACHE_HOME noch HOME ist gesetzt)"
        case .cannotRemember(let failure): return "Zählung nicht speicherbar: \(say(failure))"
        case .ignoringRemembered(let failure): return "gespeicherte Zählung wird ignoriert: \(say(failure))"
        case .remoteIgnored(let names): return "-R: \(names.joined(separator: ", ")) lässt sich im Lauf nicht ändern: ignoriert"
        case .notAMeterOfYours(let process): return "Prozess \(process) ist kein meter von Ihnen"
        case .noProcessWithID(let process): return "kein Prozess mit der ID \(process)"
        case .answererNotYours: return "der antwortende Prozess gehört nicht Ihnen: nichts gesendet"
        case .endedBeforeAnswer: return "der meter endete, bevor er antwortete"
        case .meterRefused(let reason): return "der meter lehnte ab: \(reason)"
        case .storeMeterName: return "(Eingabe)"
        case .overviewHeading: return "ÜBERSICHT:"
        case .usageHeading: return "AUFRUF:"
        case .argumentsHeading: return "ARGUMENTE:"
        case .groupHeading(let group): return heading(group)
        case .overview: return "Kopiert die Standardeingabe oder jede FILE in die Standardausgabe und zeigt den Fortschritt auf der Standardfehlerausgabe."
        case .fileArgument: return "Eine zu kopierende Datei, der Reihe nach. '-' oder keine FILE heißt Standardeingabe."
        case .seeManual: return "Formatsequenzen, Replay-Skripte, Rückgabewerte und Signale: siehe 'man meter'."
        case .optionHelp(let id): return optionHelp[id]
        }
    }

    private static func heading(_ group: OptionSpec.Group) -> String {
        switch group {
        case .data: return "DATEN:"
        case .display: return "ANZEIGE:"
        case .style: return "STIL:"
        case .command: return "BEFEHL:"
        case .control: return "STEUERUNG:"
        case .testing: return "TESTEN:"
        case .general: return "ALLGEMEIN:"
        }
    }

    private static func or(_ words: [String]) -> String { language.alternatives(words) }
}

extension German {
    /// Each option's help in German.
    static let optionHelp: [OptionID: String] = [
        .size: "Erwartete Gesamtmenge: Bytes, wahlweise mit K, M, G, T, P oder E dahinter (1.5G), im Zeilenmodus eine Anzahl, oder @FILE für die Größe von FILE (@DIR: die Dateien unter DIR); 0 für keine.",
        .lineMode: "Zeilen statt Bytes zählen.",
        .null: "NUL-terminierte Datensätze zählen (schließt -l ein).",
        .output: "In FILE statt in die Standardausgabe schreiben.",
        .discard: "Lesen und zählen, aber nichts schreiben.",
        .si: "Einheiten in Potenzen von 1000 statt 1024: die angezeigten und die Suffixe der danach angegebenen Größen.",
        .rateLimit: "Höchstens RATE Bytes pro Sekunde kopieren (im Zeilenmodus Zeilen); Suffixe wie bei --size.",
        .stopAtSize: "Nach --size aufhören; im Bytemodus wird nichts darüber hinaus gelesen.",
        .skipErrors: "Unlesbare Stellen einer Eingabe überspringen, erst ein Byte, bei anhaltenden Fehlern bis zu 512, und NULs an ihre Stelle schreiben; zweimal: einmal je Datei melden.",
        .errorSkipBlock: "Mit -E (eingeschlossen): den ganzen Block von BYTES überspringen, in dem ein Fehler liegt (-EE -Z 4K /dev/sdX > disk.img).",
        .bufferSize: "Einen Puffer von BYTES verwenden (Suffixe wie bei --size).",
        .noSplice: "Nie splice(2) oder sendfile(2) verwenden; immer lesen und schreiben.",
        .sparse: "In einer Ausgabedatei Löcher lassen, wo die Daten Blöcke aus Nullen haben, statt sie zu schreiben.",
        .sync: "Eine Ausgabedatei oder ein Gerät nach jedem Schreiben synchronisieren, damit der Balken der Platte folgt, nicht dem Cache.",
        .directIO: "Dateien und blockorientierte Geräte mit O_DIRECT lesen und schreiben, am Seitencache vorbei.",
        .storeAndForward: "Erst alles in FILE lesen ('-': eine temporäre Datei), dann ausschreiben, mit ihrer Größe als Gesamtmenge.",
        .progress: "Balken und Prozentsatz zeigen.",
        .timer: "Die verstrichene Zeit zeigen.",
        .eta: "Die verbleibende Zeit zeigen.",
        .fineta: "Die Uhrzeit zeigen, zu der die Übertragung fertig sein wird.",
        .rate: "Die Rate seit der letzten Aktualisierung zeigen.",
        .averageRate: "Die mittlere Rate über das Zeitfenster (-m) zeigen.",
        .bytes: "Die bisherige Menge zeigen.",
        .bits: "Die bisherige Menge und die Raten in Bits statt Bytes zeigen (wie pv, schließt -b ein).",
        .bufferPercent: "Zeigen, wie voll der Puffer von meter ist, { 45%} (die Daten laufen dann durch ihn).",
        .lastWritten: "Die letzten COUNT geschriebenen Bytes zeigen, jedes nicht druckbare als '.' (-A 16).",
        .gauge: "Ohne Gesamtmenge die Rate im Verhältnis zur bisher höchsten zeigen statt eines wandernden Blocks.",
        .name: "NAME vor die Anzeige setzen.",
        .format: "Die Anzeige nach FORMAT aufbauen, mit den Sequenzen von pv: %p %t %e %I %r %a %b %T %nA %{sgr:red} (und ihre Formen wie %{timer}) %N %L %%; ein Balken nimmt eine Breite (%20p); alles andere wird gezeigt, wie es ist. Mit -n Zahlen: -n -F '{\"bytes\":%b}'.",
        .numeric: "Ganze Prozentsätze ausgeben, einen je Zeile (mit -b zuerst die Zählung, -r die Rate, -t die verstrichenen Sekunden; mit -F seine Sequenzen als bloße Zahlen).",
        .stats: "Am Ende die niedrigste, mittlere und höchste Rate und ihre Abweichung auf einer eigenen Zeile ausgeben, auch mit -q.",
        .quiet: "Gar nichts zeigen.",
        .force: "Die Anzeige auch zeigen, wenn die Standardfehlerausgabe kein Terminal ist.",
        .interval: "Alle SEC Sekunden aktualisieren (Vorgabe 1; begrenzt auf 0.1 bis 600).",
        .width: "COLUMNS Spalten breit zeichnen statt in der Breite des Terminals (0: die des Terminals).",
        .height: "Für die Skripte von pv angenommen und geprüft; meter braucht keine Höhe (-c fragt nie das Terminal).",
        .averageWindow: "Rate und Restzeit über die letzten SEC Sekunden mitteln (Vorgabe 30).",
        .wait: "Nichts zeigen, bis das erste Byte ankommt.",
        .delayStart: "In den ersten SEC Sekunden nichts zeigen.",
        .cursor: "Diesen Zähler auf einer eigenen Zeile halten, sodass sich mehrere Zähler einer Pipeline im Terminal stapeln (meter -c -N in a | gzip | meter -c -N out > b.gz).",
        .extraDisplay: "Die Anzeige auch im Titel des Terminalfensters (windowtitle) oder im Prozesstitel, den ps zeigt (processtitle), zeigen: Namen durch Kommas getrennt, dann wahlweise ':FORMAT' (-x 'windowtitle:%p %e').",
        .indicatorStyle: "Die Anzeige: linear (ein Balken, die Vorgabe) oder circular (ein Ring, der sich im Uhrzeigersinn neben dem Prozentsatz füllt: --style circular).",
        .ring: "Die Zeichen des Rings: braille (eine Zelle, 9 Zustände, die Vorgabe) oder pie (○◔◑◕●; --style circular --ring pie).",
        .barStyle: "Die Zeichen des Balkens, wie pv: plain ([===>]), block, granular (Achtelzellen, die Vorgabe) oder shaded (-u shaded).",
        .spinnerSpeed: "Den Kreisel ohne Gesamtmenge FACTOR-mal so schnell drehen (Vorgabe 1; --spinner-speed 0.5).",
        .layout: "Eine Auswahl an Feldern zeigen: mini (die Anzeige), small (dazu der Prozentsatz), regular (die Vorgabe von pv) oder large (jedes Feld); -F geht vor (--layout small).",
        .color: "Die Anzeige färben: auto (die Vorgabe: auf einem Terminal in einer UTF-8-Locale, außer NO_COLOR ist gesetzt), always oder never (--color never).",
        .tint: "Mit COLOR füllen: #RRGGBB, #RGB oder ein Name wie orange, blue oder green (Vorgabe #FF5733; --tint '#3584E4').",
        .reduceMotion: "Keine schmückende Bewegung: der Kreisel steht still, der Balken rückt in ganzen Zellen vor, eine Zeile wird nur neu gezeichnet, wenn sich ein Wert darauf geändert hat (auch REDUCE_MOTION=1).",
        .noReduceMotion: "Auch dann animieren, wenn REDUCE_MOTION gesetzt ist.",
        .plain: "Schlichte Zeilen für Bildschirmleser und Protokolle schreiben, auch wenn die Standardfehlerausgabe kein Terminal ist: 'in: 40% 400MiB von 1,0GiB, 12MiB/s, noch 0:00:50' (auch bei TERM=dumb).",
        .exec: "COMMAND mit den folgenden Argumenten ausführen (alles nach --exec ist der Befehl) und seine Standardausgabe zählen; seine Standardfehlerausgabe, und seine Standardausgabe auf einem Terminal, erscheinen über der Anzeige. meter endet mit dem Rückgabewert von COMMAND.",
        .remember: "Mit --exec: die Endzählung dieses Befehls in diesem Verzeichnis merken und beim nächsten Mal als Gesamtmenge erwarten.",
        .monitor: "Mit --exec: zählen, was der Befehl liest (in: die Standardeingabe von meter, an ihn weitergereicht), was er schreibt (out, die Vorgabe), oder beides, auf zwei Zeilen, die der Eingabe zuerst, die der Ausgabe mit dem Verhältnis von Ausgabe zu Eingabe (-M both --exec gzip -9 < big > big.gz).",
        .watchfd: "Nichts kopieren: die Dateien beobachten, die andere Prozesse offen haben, je eine Zeile, wie pv -d. TARGET ist PID (jede seiner Dateien, sobald er sie öffnet, bis er endet), PID:FD (eine Datei), =NAME (die Prozesse dieses Namens) oder @LISTFILE (ein Ziel je Zeile); weitere können als Operanden folgen (-d \"$(pidof gzip)\").",
        .remote: "Den laufenden meter PID ändern: er übernimmt die hier angegebenen Anzeigeoptionen (-p -t -e -r -b -a -I, -F, -N; ein nicht angegebener Name wird gelöscht), --style, --tint, --color, --reduce-motion, und -L, -s, -i, -w, wo angegeben und über 0 (meter -R 4242 -L 10M).",
        .query: "Den Fortschritt des laufenden meter PID hier zeigen, mit den hier angegebenen Anzeigeoptionen, bis er endet (meter -Q 4242 -pte).",
        .pidFile: "Die Prozess-ID von meter in FILE schreiben, bevor sich etwas bewegt, für -R und -Q; entfernt, wenn meter endet.",
        .replay: "Den vorgetäuschten Datenstrom schreiben, den SCRIPT beschreibt, und ihn sofort auf einer virtuellen Uhr zählen, mit den Bildern, die ein echter Lauf zeichnen würde (schließt -f ein).",
        .record: "Ein Replay-Skript dessen, was ankommt, in FILE schreiben, Zeitpunkte in Millisekunden.",
        .help: "Hilfe zeigen.",
        .version: "Die Version zeigen.",
        .completionScript: "Das Vervollständigungsskript für SHELL ausgeben (bash, zsh oder fish).",
    ]
}
