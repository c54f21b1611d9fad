/// meter's messages in German.
package enum German: Catalogue {
    package static let language = Language.german

    package static func text(_ message: Message) -> String? {
        switch message {
        case .failed(let name, let error): return "\(say(name)): \(say(error))"
        case .readFailed(let name, let error): return "\(say(name)): Lesen fehlgeschlagen: \(say(error))"
        case .writeFailed(let name, let error): return "\(say(name)): Schreiben fehlgeschlagen: \(say(error))"
        case .truncateFailed(let name, let error): return "\(say(name)): Kürzen fehlgeschlagen: \(say(error))"
        case .syncFailed(let name, let error): return "\(say(name)): Synchronisieren fehlgeschlagen: \(say(error))"
        case .inputIsOutput(let name): return "\(say(name)): Eingabedatei ist zugleich die Ausgabedatei"
        case .directIOUnsupported(let name, let error):
            return "\(say(name)): direkte Ein-/Ausgabe nicht unterstützt (\(say(error))); weiter über den Seitencache"
        case .skipped(let name, let error, let bytes, let offset):
            return "\(say(name)): \(say(error)): \(skipped(bytes)) an Position \(offset)"
        case .skippedInRegions(let name, let error, let bytes, let regions, let offset):
            let place = regions == 1
                ? "in 1 Bereich an Position \(offset)"
                : "in \(regions) Bereichen, der erste an Position \(offset)"
            return "\(say(name)): \(say(error)): \(skipped(bytes)) \(place)"
        case .unreadablePastReportedSize(let name, let offset):
            return "\(say(name)): 1 MiB lang nichts lesbar hinter der gemeldeten Größe; an Position \(offset) aufgehört"
        case .commandNotFound(let command): return "\(command): Befehl nicht gefunden"
        case .countFileTooLarge(let path): return "\(path): zu groß für eine Zähldatei"
        case .notACountFile(let path): return "\(path): keine Zähldatei, die meter lesen kann"
        case .notARequest: return "keine Anfrage, die meter versteht"
        case .scriptLineMalformed(let line): return "„ZEITPUNKT MENGE“ erwartet, \(quoted(line)) gefunden"
        case .scriptOffsetInvalid(let word): return "ungültiger Zeitpunkt \(quoted(word)) (in Sekunden, etwa 1.5)"
        case .scriptOffsetEarlier(let word): return "Zeitpunkt \(word) liegt vor dem der vorigen Zeile"
        case .scriptAmountInvalid(let word):
            return "ungültige Menge \(quoted(word)) (eine Zahl, wahlweise mit K, M, G, T, P oder E dahinter)"
        case .scriptTooLarge: return "das Skript ist größer als 64 MiB"
        case .scriptOffsetTooLate(let word):
            return "Zeitpunkt \(word) liegt nach 86400 Sekunden (einem Tag), der längsten Dauer einer Wiedergabe"
        case .scriptHeaderUnknown(let line):
            return """
                \(quoted(line)) ist kein Skript, das dieses meter abspielen kann (es spielt zweispaltige Skripte \
                und „meter-replay 2 command“)
                """
        case .scriptCommandLineMalformed(let line):
            return """
                Einstellung oder „ZEITPUNKT EREIGNIS“ eines aufgezeichneten Befehls erwartet, \(quoted(line)) gefunden
                """
        case .scriptWithoutEnd: return "die Aufzeichnung endet vor dem Ende des Laufs: sie wurde abgebrochen"
        case .scriptLineTooLong: return "die Zeile ist länger als 1 MiB"
        case .rateNotMeasured: return "Rate nicht gemessen"
        case .rateStatistics(let minimum, let mean, let maximum, let deviation, let unit):
            return "Rate min/Mittel/max/Abw. = \(minimum)/\(mean)/\(maximum)/\(deviation) \(unit)"
        case .standardInput: return "(Standardeingabe)"
        case .standardOutput: return "(Standardausgabe)"
        case .commandInput: return "(Eingabe des Befehls)"
        case .temporaryFile: return "(temporäre Datei)"
        case .replayOutput: return "(Ausgabe)"
        case .etaLabel: return "ETA"
        case .finishLabel: return "bis"
        case .ratioLabel: return "Verhältnis"
        case .plainOfTotal(let percent, let count, let total):
            return "\(language.percent(percent)) \(count) von \(total)"
        case .lines(let category): return form(category, one: "Zeile", other: "Zeilen")
        case .records(let category): return form(category, one: "Datensatz", other: "Datensätze")
        case .linesOfTotal(let category): return text(.lines(category))
        case .recordsOfTotal(let category): return form(category, one: "Datensatz", other: "Datensätzen")
        case .linesPerSecond: return "Zeilen/s"
        case .recordsPerSecond: return "Datensätze/s"
        case .timeLeft(let duration): return "noch \(duration)"
        case .timeElapsed(let duration): return "\(duration) vergangen"
        case .averageRate(let rate): return "\(rate) im Mittel"
        case .took(let duration): return "Dauer \(duration)"
        case .stalled(let amounts, let duration): return "stockt bei \(amounts), \(duration) lang nichts"
        case .movingAgain(let progress): return "läuft wieder, \(progress)"
        case .lowestRate(let rate): return "min. \(rate)"
        case .highestRate(let rate): return "max. \(rate)"
        case .stalls(let count, let longest):
            return count == 1 ? "1 Stockung von \(longest)" : "\(count) Stockungen, die längste \(longest)"
        case .noStalls: return "keine Stockungen"
        case .steady: return "gleichmäßig"
        case .speedingUp: return "wird schneller"
        case .slowing: return "wird langsamer"
        case .noProgressRead:
            return "kein Fortschritt aus der Ausgabe des Befehls gelesen; stattdessen wurde seine Ausgabe gezählt"
        case .awaitingProgress(let duration): return "wartet auf den Fortschritt des Befehls, \(duration) vergangen"
        case .waitingForLeftRunning:
            return "warte, bis die Prozesse, die der Befehl laufen ließ, seine Ausgabe schließen"
        case .stoppedWaitingForLeftRunning:
            return """
                Warten auf die Prozesse, die der Befehl laufen ließ, beendet; was sie ab jetzt schreiben, geht \
                verloren
                """
        }
    }

    /// "1 Byte übersprungen", "512 Bytes übersprungen".
    private static func skipped(_ bytes: Int64) -> String {
        form(bytes, one: "\(bytes) Byte übersprungen", other: "\(bytes) Bytes übersprungen")
    }

    package static func systemError(_ error: Errno) -> String? {
        switch error {
        case .notPermitted: return "Die Operation ist nicht erlaubt"
        case .noSuchEntry: return "Datei oder Verzeichnis nicht gefunden"
        case .noSuchProcess: return "Kein passender Prozess gefunden"
        case .inputOutput: return "Eingabe-/Ausgabefehler"
        case .noDeviceOrAddress: return "Kein solches Gerät oder keine solche Adresse"
        case .accessDenied: return "Keine Berechtigung"
        case .busy: return "Gerät oder Ressource belegt"
        case .exists: return "Datei existiert bereits"
        case .noDevice: return "Kein passendes Gerät gefunden"
        case .notADirectory: return "Ist kein Verzeichnis"
        case .isADirectory: return "Ist ein Verzeichnis"
        case .invalid: return "Ungültiges Argument"
        case .tooManyOpenFiles: return "Zu viele offene Dateien"
        case .fileTooLarge: return "Datei zu groß"
        case .noSpace: return "Kein Platz mehr auf dem Gerät"
        case .readOnlyFileSystem: return "Dateisystem nur lesbar"
        case .brokenPipe: return "Datenübergabe unterbrochen (broken pipe)"
        case .nameTooLong: return "Dateiname zu lang"
        case .symbolicLinkLoop: return "Zu viele Ebenen symbolischer Links"
        case .quotaExceeded: return "Plattenkontingent überschritten"
        case .notExecutable: return "Falsches Format der ausführbaren Datei"
        case .textFileBusy: return "Programmdatei wird gerade benutzt"
        case .outOfMemory: return "Nicht genug Speicher"
        case .connectionRefused: return "Verbindung abgelehnt"
        default: return nil
        }
    }
}
