/// meter's messages in Polish.
package enum Polish: Catalogue {
    package static let language = Language.polish

    package static func text(_ message: Message) -> String? {
        switch message {
        case .failed(let name, let error): return "\(say(name)): \(say(error))"
        case .readFailed(let name, let error): return "\(say(name)): błąd odczytu: \(say(error))"
        case .writeFailed(let name, let error): return "\(say(name)): błąd zapisu: \(say(error))"
        case .truncateFailed(let name, let error): return "\(say(name)): błąd przycinania: \(say(error))"
        case .syncFailed(let name, let error): return "\(say(name)): błąd synchronizacji: \(say(error))"
        case .inputIsOutput(let name): return "\(say(name)): plik wejściowy jest zarazem plikiem wyjściowym"
        case .directIOUnsupported(let name, let error):
            return """
                \(say(name)): bezpośrednie we/wy nie jest obsługiwane (\(say(error))); kopiowanie trwa dalej przez \
                pamięć podręczną stron
                """
        case .skipped(let name, let error, let bytes, let offset):
            return "\(say(name)): \(say(error)): \(skipped(bytes)) na pozycji \(offset)"
        case .skippedInRegions(let name, let error, let bytes, let regions, let offset):
            let place = regions == 1
                ? "w 1 obszarze na pozycji \(offset)"
                : "w \(regions) obszarach, pierwszy na pozycji \(offset)"
            return "\(say(name)): \(say(error)): \(skipped(bytes)) \(place)"
        case .unreadablePastReportedSize(let name, let offset):
            return """
                \(say(name)): nic do odczytania przez 1 MiB za zgłoszonym rozmiarem; zatrzymano na pozycji \(offset)
                """
        case .commandNotFound(let command): return "\(command): nie znaleziono polecenia"
        case .countFileTooLarge(let path): return "\(path): za duży jak na plik zliczania"
        case .notACountFile(let path): return "\(path): to nie jest plik zliczania, który meter potrafi odczytać"
        case .notARequest: return "żądanie niezrozumiałe dla meter"
        case .scriptLineMalformed(let line): return "oczekiwano „CHWILA ILOŚĆ”, znaleziono \(quoted(line))"
        case .scriptOffsetInvalid(let word): return "nieprawidłowa chwila \(quoted(word)) (w sekundach, np. 1.5)"
        case .scriptOffsetEarlier(let word): return "chwila \(word) jest wcześniejsza niż w poprzednim wierszu"
        case .scriptAmountInvalid(let word):
            return "nieprawidłowa ilość \(quoted(word)) (liczba z opcjonalnym przyrostkiem K, M, G, T, P lub E)"
        case .scriptTooLarge: return "skrypt jest większy niż 64 MiB"
        case .scriptOffsetTooLate(let word):
            return "chwila \(word) wypada po 86400 sekundach (dobie), najdłuższym czasie odtwarzania"
        case .scriptHeaderUnknown(let line):
            return "\(quoted(line)) nie jest skryptem, który ten meter potrafi odtworzyć (odtwarza skrypty "
                + "dwukolumnowe i „meter-replay 2 command”)"
        case .scriptCommandLineMalformed(let line):
            return "oczekiwano ustawienia lub „CHWILA ZDARZENIE” nagranego polecenia, znaleziono \(quoted(line))"
        case .scriptWithoutEnd: return "nagranie kończy się przed końcem uruchomienia: zostało przerwane"
        case .scriptLineTooLong: return "wiersz jest dłuższy niż 1 MiB"
        case .rateNotMeasured: return "nie zmierzono prędkości"
        case .rateStatistics(let minimum, let mean, let maximum, let deviation, let unit):
            return "prędkość min/śr/maks/odch = \(minimum)/\(mean)/\(maximum)/\(deviation) \(unit)"
        case .standardInput: return "(standardowe wejście)"
        case .standardOutput: return "(standardowe wyjście)"
        case .commandInput: return "(wejście polecenia)"
        case .temporaryFile: return "(plik tymczasowy)"
        case .replayOutput: return "(wyjście)"
        case .etaLabel: return "ETA"
        case .finishLabel: return "do"
        case .ratioLabel: return "stosunek"
        case .plainOfTotal(let percent, let count, let total):
            return "\(language.percent(percent)) \(count) z \(total)"
        case .lines(let category):
            return form(category, one: "wiersz", few: "wiersze", many: "wierszy", other: "wiersza")
        case .records(let category):
            return form(category, one: "rekord", few: "rekordy", many: "rekordów", other: "rekordu")
        case .linesOfTotal(let category): return form(category, one: "wiersza", other: "wierszy")
        case .recordsOfTotal(let category): return form(category, one: "rekordu", other: "rekordów")
        case .linesPerSecond: return "wierszy/s"
        case .recordsPerSecond: return "rekordów/s"
        case .timeLeft(let duration): return "zostało \(duration)"
        case .timeElapsed(let duration): return "upłynęło \(duration)"
        case .averageRate(let rate): return "średnio \(rate)"
        case .took(let duration): return "trwało \(duration)"
        case .stalled(let amounts, let duration): return "przestój przy \(amounts), brak danych od \(duration)"
        case .movingAgain(let progress): return "znów w ruchu, \(progress)"
        case .lowestRate(let rate): return "min. \(rate)"
        case .highestRate(let rate): return "maks. \(rate)"
        case .stalls(let count, let longest):
            guard count != 1 else { return "1 przestój trwający \(longest)" }
            return form(
                count,
                one: "\(count) przestój, najdłuższy \(longest)",
                few: "\(count) przestoje, najdłuższy \(longest)",
                other: "\(count) przestojów, najdłuższy \(longest)"
            )
        case .noStalls: return "bez przestojów"
        case .steady: return "stabilnie"
        case .speedingUp: return "przyspiesza"
        case .slowing: return "zwalnia"
        case .noProgressRead: return "nie odczytano postępu z wyjścia polecenia; zamiast tego policzono jego wyjście"
        case .awaitingProgress(let duration): return "oczekiwanie na postęp polecenia, upłynęło \(duration)"
        case .waitingForLeftRunning:
            return "oczekiwanie, aż procesy pozostawione przez polecenie zamkną jego wyjście"
        case .stoppedWaitingForLeftRunning:
            return """
                przerwano oczekiwanie na procesy pozostawione przez polecenie; to, co zapiszą od teraz, zostanie \
                utracone
                """
        }
    }

    /// "pominięto 1 bajt", "pominięto 3 bajty", "pominięto 512 bajtów".
    private static func skipped(_ bytes: Int64) -> String {
        form(bytes, one: "pominięto \(bytes) bajt", few: "pominięto \(bytes) bajty", many: "pominięto \(bytes) bajtów",
             other: "pominięto \(bytes) bajta")
    }

    package static func systemError(_ error: Errno) -> String? {
        switch error {
        case .notPermitted: return "Operacja niedozwolona"
        case .noSuchEntry: return "Nie ma takiego pliku ani katalogu"
        case .noSuchProcess: return "Nie ma takiego procesu"
        case .inputOutput: return "Błąd wejścia/wyjścia"
        case .noDeviceOrAddress: return "Nie ma takiego urządzenia ani adresu"
        case .accessDenied: return "Brak dostępu"
        case .busy: return "Urządzenie lub zasób jest zajęty"
        case .exists: return "Plik już istnieje"
        case .noDevice: return "Nie ma takiego urządzenia"
        case .notADirectory: return "To nie jest katalog"
        case .isADirectory: return "To jest katalog"
        case .invalid: return "Nieprawidłowy argument"
        case .tooManyOpenFiles: return "Za dużo otwartych plików"
        case .fileTooLarge: return "Plik jest za duży"
        case .noSpace: return "Brak miejsca na urządzeniu"
        case .readOnlyFileSystem: return "System plików tylko do odczytu"
        case .brokenPipe: return "Przerwany potok"
        case .nameTooLong: return "Nazwa pliku jest za długa"
        case .symbolicLinkLoop: return "Za dużo poziomów dowiązań symbolicznych"
        case .quotaExceeded: return "Przekroczony przydział dyskowy"
        case .notExecutable: return "Błędny format pliku wykonywalnego"
        case .textFileBusy: return "Plik wykonywalny jest w użyciu"
        case .outOfMemory: return "Brak pamięci"
        case .connectionRefused: return "Połączenie odrzucone"
        default: return nil
        }
    }
}
