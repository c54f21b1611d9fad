/// meter's messages in Czech.
package enum Czech: Catalogue {
    package static let language = Language.czech

    package static func text(_ message: Message) -> String? {
        switch message {
        case .failed(let name, let error): return "\(say(name)): \(say(error))"
        case .readFailed(let name, let error): return "\(say(name)): čtení selhalo: \(say(error))"
        case .writeFailed(let name, let error): return "\(say(name)): zápis selhal: \(say(error))"
        case .truncateFailed(let name, let error): return "\(say(name)): zkrácení selhalo: \(say(error))"
        case .syncFailed(let name, let error): return "\(say(name)): synchronizace selhala: \(say(error))"
        case .inputIsOutput(let name): return "\(say(name)): vstupní soubor je zároveň výstupním souborem"
        case .directIOUnsupported(let name, let error):
            return """
                \(say(name)): přímý vstup/výstup není podporován (\(say(error))); pokračuje se přes mezipaměť stránek
                """
        case .skipped(let name, let error, let bytes, let offset):
            return "\(say(name)): \(say(error)): \(skipped(bytes)) na pozici \(offset)"
        case .skippedInRegions(let name, let error, let bytes, let regions, let offset):
            let place = regions == 1
                ? "v 1 oblasti na pozici \(offset)"
                : "v \(regions) oblastech, první na pozici \(offset)"
            return "\(say(name)): \(say(error)): \(skipped(bytes)) \(place)"
        case .unreadablePastReportedSize(let name, let offset):
            return "\(say(name)): za hlášenou velikostí nelze 1 MiB nic přečíst; zastaveno na pozici \(offset)"
        case .commandNotFound(let command): return "\(command): příkaz nenalezen"
        case .countFileTooLarge(let path): return "\(path): na soubor s počtem je příliš velký"
        case .notACountFile(let path): return "\(path): není soubor s počtem, který meter umí přečíst"
        case .notARequest: return "požadavek, kterému meter nerozumí"
        case .scriptLineMalformed(let line): return "očekáváno „ČAS MNOŽSTVÍ“, nalezeno \(quoted(line))"
        case .scriptOffsetInvalid(let word): return "neplatný čas \(quoted(word)) (v sekundách, například 1.5)"
        case .scriptOffsetEarlier(let word): return "čas \(word) je dřívější než na předchozím řádku"
        case .scriptAmountInvalid(let word):
            return "neplatné množství \(quoted(word)) (číslo s nepovinnou příponou K, M, G, T, P nebo E)"
        case .scriptTooLarge: return "skript je větší než 64 MiB"
        case .scriptOffsetTooLate(let word):
            return "čas \(word) přesahuje 86400 sekund (den), nejdelší dobu, kterou přehrávání smí trvat"
        case .scriptHeaderUnknown(let line):
            return "\(quoted(line)) není skript, který tento meter umí přehrát (umí dvousloupcové skripty a "
                + "„meter-replay 2 command“)"
        case .scriptCommandLineMalformed(let line):
            return "očekáváno nastavení nebo „ČAS UDÁLOST“ zaznamenaného příkazu, nalezeno \(quoted(line))"
        case .scriptWithoutEnd: return "záznam končí dřív než běh: byl přerušen"
        case .scriptLineTooLong: return "řádek je delší než 1 MiB"
        case .rateNotMeasured: return "rychlost nebyla změřena"
        case .rateStatistics(let minimum, let mean, let maximum, let deviation, let unit):
            return "rychlost min/prům/max/odch = \(minimum)/\(mean)/\(maximum)/\(deviation) \(unit)"
        case .standardInput: return "(standardní vstup)"
        case .standardOutput: return "(standardní výstup)"
        case .commandInput: return "(vstup příkazu)"
        case .temporaryFile: return "(dočasný soubor)"
        case .replayOutput: return "(výstup)"
        case .etaLabel: return "ETA"
        case .finishLabel: return "do"
        case .ratioLabel: return "poměr"
        case .plainOfTotal(let percent, let count, let total):
            return "\(language.percent(percent)) \(count) z \(total)"
        case .lines(let category): return form(category, one: "řádek", few: "řádky", other: "řádků")
        case .records(let category): return form(category, one: "záznam", few: "záznamy", other: "záznamů")
        case .linesOfTotal(let category): return form(category, one: "řádku", other: "řádků")
        case .recordsOfTotal(let category): return form(category, one: "záznamu", other: "záznamů")
        case .linesPerSecond: return "řádků/s"
        case .recordsPerSecond: return "záznamů/s"
        case .timeLeft(let duration): return "zbývá \(duration)"
        case .timeElapsed(let duration): return "uplynulo \(duration)"
        case .averageRate(let rate): return "průměrně \(rate)"
        case .took(let duration): return "trvalo \(duration)"
        case .stalled(let amounts, let duration): return "stojí na \(amounts), už \(duration) nic nepřišlo"
        case .movingAgain(let progress): return "znovu v pohybu, \(progress)"
        case .lowestRate(let rate): return "minimum \(rate)"
        case .highestRate(let rate): return "maximum \(rate)"
        case .stalls(let count, let longest):
            return count == 1 ? "1 zastavení trvající \(longest)" : "\(count) zastavení, nejdelší \(longest)"
        case .noStalls: return "žádné zastavení"
        case .steady: return "stabilní"
        case .speedingUp: return "zrychluje"
        case .slowing: return "zpomaluje"
        case .noProgressRead:
            return "z výstupu příkazu se nepodařilo přečíst žádný průběh; místo toho se počítal jeho výstup"
        case .awaitingProgress(let duration): return "čeká se na průběh příkazu, uplynulo \(duration)"
        case .waitingForLeftRunning:
            return "čeká se, až procesy, které příkaz nechal běžet, uzavřou jeho výstup"
        case .stoppedWaitingForLeftRunning:
            return "čekání na procesy, které příkaz nechal běžet, skončilo; co od teď zapíší, se ztratí"
        }
    }

    /// "přeskočen 1 bajt", "přeskočeny 3 bajty", "přeskočeno 512 bajtů".
    private static func skipped(_ bytes: Int64) -> String {
        form(
            bytes,
            one: "přeskočen \(bytes) bajt",
            few: "přeskočeny \(bytes) bajty",
            other: "přeskočeno \(bytes) bajtů"
        )
    }

    package static func systemError(_ error: Errno) -> String? {
        switch error {
        case .notPermitted: return "Operace není povolena"
        case .noSuchEntry: return "Soubor nebo adresář neexistuje"
        case .noSuchProcess: return "Takový proces neexistuje"
        case .inputOutput: return "Chyba vstupu/výstupu"
        case .noDeviceOrAddress: return "Takové zařízení nebo adresa neexistuje"
        case .accessDenied: return "Přístup odepřen"
        case .busy: return "Zařízení nebo prostředek je zaneprázdněn"
        case .exists: return "Soubor již existuje"
        case .noDevice: return "Takové zařízení neexistuje"
        case .notADirectory: return "Není adresářem"
        case .isADirectory: return "Je adresářem"
        case .invalid: return "Neplatný argument"
        case .tooManyOpenFiles: return "Příliš mnoho otevřených souborů"
        case .fileTooLarge: return "Soubor je příliš velký"
        case .noSpace: return "Na zařízení nezbývá místo"
        case .readOnlyFileSystem: return "Souborový systém je jen pro čtení"
        case .brokenPipe: return "Roura přerušena"
        case .nameTooLong: return "Název souboru je příliš dlouhý"
        case .symbolicLinkLoop: return "Příliš mnoho úrovní symbolických odkazů"
        case .quotaExceeded: return "Disková kvóta překročena"
        case .notExecutable: return "Chybný formát spustitelného souboru"
        case .textFileBusy: return "Spustitelný soubor se právě používá"
        case .outOfMemory: return "Nedostatek paměti"
        case .connectionRefused: return "Spojení odmítnuto"
        default: return nil
        }
    }
}
