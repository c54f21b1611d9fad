import MeterKit

/// The command's words in German.
extension German: CommandCatalogue {
    static func text(_ message: CommandMessage) -> String? {
        switch message {
        case .unknownOption(let option): return "unbekannte Option \(quoted(option))"
        case .ambiguousOption(let option, let candidates):
            return "Option \(quoted(option)) ist mehrdeutig: möglich sind \(or(candidates))"
        case .execTakesNoValue: return "Option „--exec“ erwartet keinen Wert: den Befehl dahinter angeben"
        case .takesNoValue(let option): return "Option \(quoted(option)) erwartet keinen Wert"
        case .needsValue(let option, let placeholder):
            return "Option \(quoted(option)) braucht einen Wert <\(say(placeholder))>"
        case .invalidSize(let text):
            return "ungültige Größe \(quoted(text)) (erwartet: eine Zahl, wahlweise mit K, M, G, T, P oder E dahinter)"
        case .sizeTooLarge(let text): return "Größe \(quoted(text)) ist zu groß"
        case .invalidSeconds(let text): return "ungültige Sekundenzahl \(quoted(text))"
        case .invalidWholeNumber(let text): return "ungültige ganze Zahl \(quoted(text))"
        case .outOfRange(let text, let lowest, let highest):
            return "\(quoted(text)) liegt außerhalb des Bereichs (\(lowest) bis \(highest))"
        case .invalidShell(let text, let choices): return "ungültige Shell \(quoted(text)) (erwartet: \(or(choices)))"
        case .invalidChoice(let text, let choices): return "ungültiger Wert \(quoted(text)) (erwartet: \(or(choices)))"
        case .invalidFactor(let text): return "ungültiger Faktor \(quoted(text)) (erwartet: eine Zahl wie 0.5 oder 2)"
        case .invalidColor(let text, let names):
            return """
                ungültige Farbe \(quoted(text)) (erwartet: #RRGGBB, #RGB oder einer der Namen \
                \(names.joined(separator: ", ")))
                """
        case .unknownDisplay(let name):
            return "unbekannte Anzeige \(quoted(name)) (erwartet: windowtitle oder processtitle)"
        case .namesNoDisplay(let text):
            return "\(quoted(text)) nennt keine Anzeige (erwartet: windowtitle oder processtitle)"
        case .scriptNameEmpty: return "der Name der Skriptdatei ist leer"
        case .fileNameEmpty: return "der Dateiname ist leer"
        case .outputNameEmpty: return "der Name der Ausgabedatei ist leer"
        case .storeNameEmpty: return "der Dateiname ist leer („-“ für eine temporäre Datei)"
        case .atNeedsFileName: return "nach „@“ fehlt ein Dateiname"
        case .equalsNeedsProcessName: return "nach „=“ fehlt ein Prozessname"
        case .invalidProcessPattern(let pattern, let reason):
            return "ungültiger regulärer Ausdruck \(quoted(pattern)) nach „=“: \(reason)"
        case .atNeedsListName: return "nach „@“ fehlt ein Dateiname"
        case .invalidProgressPattern(let pattern, let reason):
            return "ungültiger regulärer Ausdruck \(quoted(pattern)): \(reason)"
        case .progressPatternWithoutCapture(let pattern, let presets):
            return """
                \(quoted(pattern)) hat keine Gruppe zum Lesen: die Zahl in Klammern setzen, wie in „([0-9]+)%“, oder \
                eine Vorgabe nennen (\(or(presets)))
                """
        case .progressPatternBackReference(let pattern, let reference):
            return """
                \(quoted(pattern)) enthält eine Rückreferenz (\(quoted(reference))): erweiterte reguläre \
                Ausdrücke kennen keine, und der Abgleich einer Zeile kann Minuten dauern
                """
        case .progressCapturesUnnamed(let pattern):
            return """
                \(quoted(pattern)) hat mehr als zwei Gruppen: mit je einem Buchstaben vor einem Doppelpunkt sagen, was \
                jede ist, wie in „dt-:“ (p Prozent, d erledigt, t gesamt, - nicht gelesen)
                """
        case .progressRolesMismatch(let roles, let pattern, let captures):
            return """
                die Rollen \(quoted(roles)) brauchen einen Buchstaben für jede Gruppe von \(quoted(pattern)), das \
                \(captures) hat
                """
        case .progressRolesInvalid(let roles):
            return "ungültige Rollen \(quoted(roles)): p, d und t je höchstens einmal nennen, mindestens eines davon"
        case .expectedWatchTarget(let text):
            return "erwartet: PID, PID:FD, =NAME oder @LISTENDATEI, nicht \(quoted(text))"
        case .listNamesList(let text): return "eine Listendatei kann keine weitere Liste nennen (\(quoted(text)))"
        case .listTooLarge: return "die Liste ist größer als 1 MiB"
        case .sizeSentAsNumber: return "eine Größe wird als Zahl gesendet"
        case .cannotTakeSize(let path, let error): return "Größe von \(quoted(path)) nicht bestimmbar: \(say(error))"
        case .system(let error): return say(error)
        case .listLine(let path, let line): return "-d @\(path): Zeile \(line)"
        case .rememberNeedsExec: return "--remember braucht einen Befehl: mit --exec angeben"
        case .monitorNeedsExec: return "-M braucht einen Befehl: mit --exec angeben"
        case .progressFromNeedsExec: return "--progress-from braucht einen Befehl: mit --exec angeben"
        case .execWaitNeedsExec: return "--exec-wait braucht einen Befehl: mit --exec angeben"
        case .progressFromNotWithMonitor:
            return """
                --progress-from ist nicht mit -M kombinierbar: der Fortschritt des Befehls treibt einen einzigen Zähler
                """
        case .execNeedsCommand: return "--exec braucht einen Befehl"
        case .operandWithExec(let operand):
            return """
                \(quoted(operand)): DATEI-Operanden sind nicht mit --exec kombinierbar (alles nach --exec ist der \
                Befehl)
                """
        case .notWithExec(let option): return "\(option) ist nicht mit --exec kombinierbar"
        case .copyOptionNotWithExec(let option):
            return "\(option) ist nicht mit --exec kombinierbar: es ist eine Option des Kopierens"
        case .rememberNotWithMonitorIn:
            return "--remember ist nicht mit -M in kombinierbar: es merkt sich die Zählung der Ausgabe des Befehls"
        case .givenTooOften(let option, let times):
            return """
                \(option) ist \(times)-mal angegeben: mit -M both einmal für beide Zähler angeben, oder zweimal (erst \
                für die Eingabe, dann für die Ausgabe)
                """
        case .notWithWatch(let option):
            return "\(option) ist nicht mit -d kombinierbar: meter kopiert dann nichts, es folgt einer Byteposition"
        case .notWithCopies(let option):
            return """
                \(option) ist nicht mit --copies kombinierbar: meter kopiert dann nichts, es folgt den Dateien \
                anderer Befehle
                """
        case .operandWithCopies(let operand):
            return """
                \(quoted(operand)): DATEI-Operanden sind nicht mit --copies kombinierbar: die Befehle werden gefunden, \
                nicht benannt (-d PID benennt einen)
                """
        case .monitorBothNotWithCopies:
            return """
                -M both ist nicht mit --copies kombinierbar: die Zeile eines Befehls folgt einer Datei, gelesen (in) \
                oder geschrieben (out)
                """
        case .stopNeedsSize: return "-S braucht eine Größe: mit -s angeben (nicht jede Eingabe hat eine bekannte Größe)"
        case .replayTakesNoFile: return "--replay erwartet keine DATEI: das Skript ist die Eingabe"
        case .notWithReplay(let option): return "\(option) ist nicht mit --replay kombinierbar"
        case .notWithRecord(let option): return "\(option) ist nicht mit --record kombinierbar"
        case .notWithRecordedCommand(let option):
            return "\(option) ist beim Abspielen eines aufgezeichneten Befehls nicht möglich"
        case .remoteAndQuery: return "-R und -Q sind nicht kombinierbar"
        case .operandWithControl(let operand, let option):
            return """
                \(quoted(operand)): DATEI-Operanden sind nicht mit \(option) kombinierbar: die Dateien sind die des \
                anderen meter
                """
        case .notWithControl(let name, let option):
            return """
                \(name) ist nicht mit \(option) kombinierbar: \(option) kopiert nichts, es spricht mit einem anderen \
                meter
                """
        case .sameFileTwice(let first, let second, let path):
            return "\(first) und \(second) nennen dieselbe Datei \(quoted(path)): jede braucht eine eigene"
        case .sameFileAsStandardOutput(let option, let path):
            return """
                \(option) nennt \(quoted(path)), die Datei, in die schon die Standardausgabe schreibt: eine eigene \
                angeben
                """
        case .pidFileNotRegular(let path):
            return """
                \(quoted(path)) ist keine reguläre Datei: meter ersetzt nur eine reguläre Datei oder legt eine neue an
                """
        case .usageLine: return "Aufruf: \(language.usageForms[0])"
        case .seeHelp: return "Siehe „meter --help“."
        case .or: return "oder"
        case .warning(let message): return "Warnung: \(say(message))"
        case .ignoredValue(let option, let problem): return "\(option): \(say(problem)); ignoriert"
        case .cannotMakeTemporaryFile(let directory, let error):
            return "\(directory): temporäre Datei nicht anlegbar: \(say(error))"
        case .noProcessMatches(let target): return "\(target): kein Prozessname passt"
        case .noSuchProcess(let target): return "\(target): kein solcher Prozess"
        case .noSuchDescriptor(let target): return "\(target): der Prozess hat keinen solchen Dateideskriptor"
        case .notAFile(let target, let path):
            return "\(target): \(quoted(path)) ist weder reguläre Datei noch blockorientiertes Gerät"
        case .cannotSeeFiles(let target, let error):
            return "\(target): die Dateien des Prozesses sind nicht einsehbar: \(say(error))"
        case .watchFailed(let target, let error): return "\(target): \(say(error))"
        case .noCacheDirectory: return "--remember: kein Cache-Verzeichnis (weder XDG_CACHE_HOME noch HOME ist gesetzt)"
        case .cannotRemember(let failure): return "Zählung nicht speicherbar: \(say(failure))"
        case .ignoringRemembered(let failure): return "gespeicherte Zählung wird ignoriert: \(say(failure))"
        case .remoteIgnored(let names):
            return "-R: \(names.joined(separator: ", ")) lassen sich nicht ändern, während ein meter läuft: ignoriert"
        case .notAMeterOfYours(let process): return "Prozess \(process) ist kein meter, der Ihnen gehört"
        case .noProcessWithID(let process): return "kein Prozess mit der ID \(process)"
        case .noMetersRunning: return "kein meter, der Ihnen gehört, läuft"
        case .answererNotYours: return "der antwortende Prozess gehört nicht Ihnen: nichts gesendet"
        case .endedBeforeAnswer: return "der meter endete, bevor er antwortete"
        case .meterRefused(let reason): return "der meter lehnte ab: \(reason)"
        case .controlChannelUnprotected(let folder, let reason):
            return """
                der Steuerkanal kann nicht in \(folder) liegen (\(say(reason))): -R und -Q laufen über einen Namen, \
                den jeder lokale Benutzer belegen könnte
                """
        case .notAPrivateFolder: return "kein Verzeichnis von Ihnen mit Modus 0700"
        case .noHomeFolder: return "kein Home-Verzeichnis bekannt"
        case .controlChannelTaken(let address):
            return "ein anderer Prozess belegt den Steuerkanal \(address): -R und -Q erreichen diesen meter nicht"
        case .storeMeterName: return "(Eingabe)"
        case .overviewHeading: return "ÜBERSICHT:"
        case .usageHeading: return "AUFRUF:"
        case .argumentsHeading: return "ARGUMENTE:"
        case .groupHeading(let group): return heading(group)
        case .overview:
            return """
                Kopiert die Standardeingabe oder jede DATEI in die Standardausgabe und zeigt den Fortschritt auf der \
                Standardfehlerausgabe.
                """
        case .fileArgument:
            return "Eine zu kopierende Datei, der Reihe nach. „-“ oder keine DATEI heißt Standardeingabe."
        case .seeManual: return "Formatsequenzen, Replay-Skripte, Rückgabewerte und Signale: siehe „man meter“."
        case .optionHelp(let id, _): return optionHelp(id)
        }
    }

    private static func heading(_ group: OptionGroup) -> String {
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
    static func optionHelp(_ id: OptionID) -> String? {
        switch id {
        case .size:
            return """
                Erwartete Gesamtmenge: Bytes, wahlweise mit K, M, G, T, P oder E dahinter (1.5G), im Zeilenmodus eine \
                Anzahl, oder @DATEI für die Größe von DATEI (@VERZ: die Dateien unter VERZ); 0 für keine.
                """
        case .lineMode: return "Zeilen statt Bytes zählen."
        case .null: return "NUL-terminierte Datensätze zählen (schließt -l ein)."
        case .output: return "In DATEI statt in die Standardausgabe schreiben."
        case .discard: return "Lesen und zählen, aber nichts schreiben."
        case .si:
            return """
                Einheiten in Potenzen von 1000 statt 1024: die angezeigten und die Suffixe der danach angegebenen \
                Größen.
                """
        case .rateLimit:
            return """
                Höchstens RATE Bytes pro Sekunde kopieren (im Zeilenmodus Zeilen); Suffixe wie bei --size; 0 für \
                keine Grenze.
                """
        case .stopAtSize:
            return """
                Nach --size aufhören, ohne --size bei der Größe der Eingaben; im Bytemodus wird nichts darüber hinaus \
                gelesen.
                """
        case .skipErrors:
            return """
                Unlesbare Stellen einer Eingabe überspringen, erst ein Byte, bei anhaltenden Fehlern bis zu 512, und \
                NULs an ihre Stelle schreiben; zweimal: einmal je Datei melden.
                """
        case .errorSkipBlock:
            return """
                Mit -E (impliziert): den ganzen Block von BYTES überspringen, in dem ein Fehler liegt (-EE -Z 4K \
                /dev/sdX > disk.img).
                """
        case .bufferSize: return "Einen Puffer von BYTES verwenden (Suffixe wie bei --size)."
        case .noSplice: return "Nie splice(2) oder sendfile(2) verwenden; immer lesen und schreiben."
        case .sparse:
            return "In einer Ausgabedatei Löcher lassen, wo die Daten Blöcke aus Nullen haben, statt sie zu schreiben."
        case .sync:
            return """
                Eine Ausgabedatei oder ein Gerät nach jedem Schreiben synchronisieren, damit der Balken der Platte \
                folgt, nicht dem Cache.
                """
        case .directIO:
            return "Dateien und blockorientierte Geräte mit O_DIRECT lesen und schreiben, am Seitencache vorbei."
        case .storeAndForward:
            return """
                Erst alles in DATEI lesen („-“: eine temporäre Datei), dann ausschreiben, mit ihrer Größe als \
                Gesamtmenge.
                """
        case .progress: return "Balken und Prozentsatz anzeigen."
        case .timer: return "Die verstrichene Zeit anzeigen."
        case .eta: return "Die verbleibende Zeit anzeigen."
        case .fineta: return "Die Uhrzeit anzeigen, zu der die Übertragung fertig sein wird."
        case .rate: return "Die Rate seit der letzten Aktualisierung anzeigen."
        case .averageRate: return "Die mittlere Rate über das Zeitfenster (-m) anzeigen."
        case .bytes: return "Die bisherige Menge anzeigen."
        case .bits: return "Die bisherige Menge und die Raten in Bits statt Bytes anzeigen (wie pv, schließt -b ein)."
        case .bufferPercent:
            return "Anzeigen, wie voll der Puffer von meter ist, { 45%} (die Daten laufen dann durch ihn)."
        case .lastWritten:
            return "Die letzten ANZAHL geschriebenen Bytes anzeigen, jedes nicht druckbare Byte als „.“ (-A 16)."
        case .gauge:
            return "Ohne Gesamtmenge die Rate im Verhältnis zur bisher höchsten anzeigen statt eines wandernden Blocks."
        case .name: return "NAME vor die Anzeige setzen."
        case .format:
            return """
                Die Anzeige nach FORMAT aufbauen, mit den Sequenzen von pv: %p %t %e %I %r %a %b %T %nA %{sgr:red} \
                (und ihre Formen wie %{timer}) %N %L %%; ein Balken kann eine Breite haben (%20p); alles andere wird \
                unverändert angezeigt. Mit -n Zahlen: -n -F '{\"bytes\":%b}'.
                """
        case .numeric:
            return """
                Ganze Prozentsätze ausgeben, einen je Zeile (mit -b zuerst die Zählung, -r die Rate, -t die \
                verstrichenen Sekunden; mit -F seine Sequenzen als bloße Zahlen).
                """
        case .stats:
            return """
                Am Ende die niedrigste, mittlere und höchste Rate und ihre Abweichung auf einer eigenen Zeile \
                ausgeben, auch mit -q.
                """
        case .summary:
            return """
                Am Ende eine Zusammenfassung des Laufs schreiben, auch mit -q: die Menge, die mittlere, niedrigste \
                und höchste Rate, die Dauer, die Stockungen und die Rate des ganzen Laufs als Sparkline (nach der \
                Zeile von -v).
                """
        case .json:
            return """
                Statt der Anzeige je Bild ein JSON-Objekt auf die Standardfehlerausgabe schreiben und am Ende eine \
                Zusammenfassung, jedes eine Zeile, die mit {\"v\":1, beginnt (JSON PROGRESS im Handbuch).
                """
        case .jsonFile:
            return """
                Die Objekte von --json stattdessen in DATEI schreiben, neben der Anzeige auf der Standardfehlerausgabe \
                (--json-file progress.jsonl).
                """
        case .quiet: return "Gar nichts anzeigen."
        case .force: return "Die Anzeige auch dann zeichnen, wenn die Standardfehlerausgabe kein Terminal ist."
        case .interval: return "Alle SEK Sekunden aktualisieren (Vorgabe 1; begrenzt auf 0.1 bis 600)."
        case .width: return "SPALTEN breit zeichnen statt in der Breite des Terminals (0: die des Terminals)."
        case .height:
            return "Für die Skripte von pv akzeptiert und geprüft; meter erfragt die Höhe beim Terminal selbst."
        case .averageWindow: return "Rate und Restzeit über die letzten SEK Sekunden mitteln (Vorgabe 30)."
        case .wait: return "Nichts anzeigen, bis das erste Byte ankommt."
        case .delayStart: return "In den ersten SEK Sekunden nichts anzeigen."
        case .cursor:
            return """
                Diesen Zähler auf einer eigenen Zeile halten, sodass sich mehrere Zähler einer Pipeline im Terminal \
                stapeln (meter -c -N in a | gzip | meter -c -N out > b.gz).
                """
        case .extraDisplay:
            return """
                Die Anzeige auch im Titel des Terminalfensters (windowtitle) oder im Prozesstitel, den ps zeigt \
                (processtitle), wiedergeben: Namen durch Kommas getrennt, dann wahlweise „:FORMAT“ (-x \
                'windowtitle:%p %e').
                """
        case .indicatorStyle:
            return """
                Der Indikator: linear (ein Balken, die Vorgabe) oder circular (ein Ring, der sich im Uhrzeigersinn \
                neben dem Prozentsatz füllt: --style circular).
                """
        case .ring:
            return """
                Die Zeichen des Rings: braille (eine Zelle, 9 Zustände, die Vorgabe) oder pie (○◔◑◕●; --style \
                circular --ring pie).
                """
        case .barStyle:
            return """
                Die Zeichen des Balkens, wie pv: plain ([===>]), block, granular (Achtelzellen, die Vorgabe) oder \
                shaded (-u shaded).
                """
        case .spinnerSpeed:
            return "Den Kreisel ohne Gesamtmenge FAKTOR-mal so schnell drehen (Vorgabe 1; --spinner-speed 0.5)."
        case .layout:
            return """
                Eine Auswahl an Feldern anzeigen: mini (der Indikator), small (dazu der Prozentsatz), regular (die \
                Vorgabe von pv) oder large (jedes Feld); -F geht vor (--layout small).
                """
        case .color:
            return """
                Die Anzeige färben: auto (die Vorgabe: auf einem Terminal in einer UTF-8-Locale, außer NO_COLOR ist \
                gesetzt), always oder never (--color never).
                """
        case .tint:
            return """
                Mit FARBE füllen: #RRGGBB, #RGB oder ein Name wie orange, blue oder green (Vorgabe #FF5733; --tint \
                '#3584E4').
                """
        case .reduceMotion:
            return """
                Keine schmückende Bewegung: der Kreisel steht still, der Balken rückt in ganzen Zellen vor, eine \
                Zeile wird nur neu gezeichnet, wenn sich ein Wert darauf geändert hat (auch REDUCE_MOTION=1).
                """
        case .noReduceMotion: return "Auch dann animieren, wenn REDUCE_MOTION gesetzt ist."
        case .plain:
            return """
                Schlichte Zeilen für Bildschirmleser und Protokolle schreiben, auch wenn die Standardfehlerausgabe \
                kein Terminal ist: „in: 40% 400MiB von 1,0GiB, 12MiB/s, noch 0:00:50“ (auch bei TERM=dumb, und bei \
                ACCESSIBLE=1, wo meter zeichnet).
                """
        case .noPlain: return "Die Anzeige an Ort und Stelle zeichnen, auch wenn ACCESSIBLE gesetzt ist."
        case .heartbeat:
            return """
                Mit schlichten Zeilen: eine schreiben, sobald SEK Sekunden lang keine geschrieben wurde, damit ein \
                Protokoll nie verstummt (Vorgabe 60 außerhalb eines Terminals, auf einem keine; 0 für keine).
                """
        case .terminalProgress:
            return """
                Den Fortschritt auch im Tab oder in der Taskleiste des Terminals anzeigen (OSC 9;4): auto (die \
                Vorgabe: in Terminals, die ihn bekanntlich anzeigen, etwa Windows Terminal, Ghostty, WezTerm, iTerm2 \
                und dem von GNOME; auch METER_TERMINAL_PROGRESS), always oder never.
                """
        case .exec:
            return """
                BEFEHL mit den folgenden Argumenten ausführen (alles nach --exec ist der Befehl) und seine \
                Standardausgabe zählen; seine Standardfehlerausgabe, und seine Standardausgabe auf einem Terminal, \
                erscheinen über der Anzeige. meter endet mit dem Rückgabewert von BEFEHL.
                """
        case .remember:
            return """
                Mit --exec: die Endzählung dieses Befehls in diesem Verzeichnis merken und beim nächsten Mal als \
                Gesamtmenge erwarten.
                """
        case .monitor:
            return """
                Mit --exec: zählen, was der Befehl liest (in: die Standardeingabe von meter, an ihn weitergereicht), \
                was er schreibt (out, die Vorgabe), oder beides, auf zwei Zeilen, die der Eingabe zuerst, die der \
                Ausgabe mit dem Verhältnis von Ausgabe zu Eingabe (-M both --exec gzip -9 < big > big.gz).
                """
        case .progressFrom:
            return """
                Mit --exec: den Zähler dem Fortschritt folgen lassen, den der Befehl ausgibt, gelesen aus seiner \
                Ausgabe nach MUSTER. MUSTER ist eine Vorgabe (percent, count, rsync, ffmpeg, curl) oder ein \
                erweiterter regulärer Ausdruck mit einer Gruppe, einem Prozentwert, oder zweien, erledigt und gesamt \
                (--progress-from '([0-9]+) of ([0-9]+)').
                """
        case .execWait:
            return """
                Mit --exec: nach dem Ende des Befehls höchstens SEK Sekunden warten, bis die Prozesse, die er laufen \
                ließ, seine Ausgabe schließen, dann sie nicht mehr lesen und mit dem Status des Befehls enden \
                (Vorgabe: warten, bis sie sie schließen; --exec-wait 5).
                """
        case .watchfd:
            return """
                Nichts kopieren: die Dateien beobachten, die andere Prozesse offen haben, je eine Zeile, wie pv -d. \
                ZIEL ist PID (jede seiner Dateien, sobald er sie öffnet, bis er endet), PID:FD (eine Datei), =NAME \
                (die Prozesse, deren Name zum regulären Ausdruck NAME passt, wie bei pgrep) oder @LISTENDATEI (ein \
                Ziel je Zeile); weitere können als Operanden folgen (-d \"$(pidof gzip)\").
                """
        case .copies:
            return """
                Nichts kopieren: jeden Ihrer Befehle beobachten, der Dateien durchläuft (cp, mv, dd, cat, tar, gzip, \
                xz, zstd, rsync, sha256sum… wie im Handbuch aufgeführt; als root die aller Benutzer), je eine Zeile: \
                der Befehl, die größte Datei, die er liest (mit -M out: schreibt), wie weit er ist, die Rate und die \
                Restzeit. Später gestartete Befehle kommen hinzu, beendete hinterlassen ihre letzte Zeile, bis meter \
                unterbrochen wird.
                """
        case .remote:
            return """
                Die Einstellungen des laufenden meter mit der Prozess-ID PID ändern: er übernimmt die hier angegebenen \
                Anzeigeoptionen (-p -t -e -r -b -a -I, -F, -N; ein nicht angegebener Name wird gelöscht), --style, \
                --tint, --color, --reduce-motion, und -L, -s, -i, -w, wo angegeben und über 0 (meter -R 4242 -L 10M).
                """
        case .query:
            return """
                Den Fortschritt des laufenden meter PID hier anzeigen, mit den hier angegebenen Anzeigeoptionen, bis \
                er endet (meter -Q 4242 -pte).
                """
        case .meters:
            return """
                Jeden laufenden meter, der Ihnen gehört, hier anzeigen, je eine Zeile (ein Block für einen mit \
                mehreren), mit den hier angegebenen Anzeigeoptionen: Kopien, -d-Beobachter und --exec-meter, nicht \
                solche, die nur andere anzeigen; später gestartete meter kommen hinzu, bis alle beendet sind.
                """
        case .pidFile:
            return """
                Die Prozess-ID von meter in DATEI schreiben, bevor Daten kopiert werden, für -R und -Q; entfernt, wenn \
                meter endet.
                """
        case .replay:
            return """
                Den vorgetäuschten Datenstrom schreiben, den SKRIPT beschreibt, oder den darin aufgezeichneten Lauf \
                eines Befehls abspielen, und ihn sofort auf einer virtuellen Uhr zählen, mit den Bildern, die ein \
                echter Lauf zeichnen würde (schließt -f ein).
                """
        case .record:
            return """
                Ein Replay-Skript dessen, was ankommt oder was der Befehl von --exec tut, in DATEI schreiben, \
                Zeitpunkte in Millisekunden.
                """
        case .help: return "Hilfe anzeigen."
        case .version: return "Die Version anzeigen."
        case .completionScript:
            return """
                Das Vervollständigungsskript für SHELL ausgeben (bash, zsh oder fish); mit meters die Prozess-IDs \
                Ihrer laufenden meter, eine pro Zeile, wie die Skripte sie nach -Q und -R anbieten.
                """
        }
    }
}

extension German {
    /// The metavariables of `--help` and the usage line in German, as GNU's catalogues name them.
    static func metavariable(_ name: Metavariable) -> String {
        switch name {
        case .size: return "GRÖẞE"
        case .file: return "DATEI"
        case .rate: return "RATE"
        case .bytes: return "BYTES"
        case .count: return "ANZAHL"
        case .name: return "NAME"
        case .format: return "FORMAT"
        case .seconds: return "SEK"
        case .columns: return "SPALTEN"
        case .rows: return "ZEILEN"
        case .spec: return "ANGABE"
        case .style: return "STIL"
        case .glyphs: return "ZEICHEN"
        case .factor: return "FAKTOR"
        case .layout: return "LAYOUT"
        case .when: return "WANN"
        case .color: return "FARBE"
        case .command: return "BEFEHL"
        case .stream: return "STROM"
        case .pattern: return "MUSTER"
        case .target: return "ZIEL"
        case .pid: return "PID"
        case .script: return "SKRIPT"
        case .shell: return "SHELL"
        case .options: return "OPTIONEN"
        case .argument: return "ARGUMENT"
        case .descriptor: return "FD"
        case .directory: return "VERZ"
        case .listFile: return "LISTENDATEI"
        }
    }
}
