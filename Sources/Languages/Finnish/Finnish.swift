/// meter's messages in Finnish.
package enum Finnish: Catalogue {
    package static let language = Language.finnish

    package static func text(_ message: Message) -> String? {
        switch message {
        case .failed(let name, let error): return "\(say(name)): \(say(error))"
        case .readFailed(let name, let error): return "\(say(name)): lukeminen epäonnistui: \(say(error))"
        case .writeFailed(let name, let error): return "\(say(name)): kirjoittaminen epäonnistui: \(say(error))"
        case .truncateFailed(let name, let error): return "\(say(name)): katkaiseminen epäonnistui: \(say(error))"
        case .syncFailed(let name, let error): return "\(say(name)): synkronointi epäonnistui: \(say(error))"
        case .inputIsOutput(let name): return "\(say(name)): syötetiedosto on myös tulostetiedosto"
        case .directIOUnsupported(let name, let error):
            return "\(say(name)): suoraa siirräntää ei tueta (\(say(error))); kopiointi jatkuu sivuvälimuistin kautta"
        case .skipped(let name, let error, let bytes, let offset):
            return "\(say(name)): \(say(error)): \(skipped(bytes)) kohdassa \(offset)"
        case .skippedInRegions(let name, let error, let bytes, let regions, let offset):
            let place = regions == 1
                ? "1 alueelta kohdassa \(offset)"
                : "\(regions) alueelta, ensimmäinen kohdassa \(offset)"
            return "\(say(name)): \(say(error)): \(skipped(bytes)) \(place)"
        case .unreadablePastReportedSize(let name, let offset):
            return """
                \(say(name)): mitään ei voitu lukea 1 MiB:n matkalta ilmoitetun koon jälkeen; lopetettiin kohdassa \
                \(offset)
                """
        case .commandNotFound(let command): return "\(command): komentoa ei löydy"
        case .countFileTooLarge(let path): return "\(path): liian suuri laskuritiedostoksi"
        case .notACountFile(let path): return "\(path): ei laskuritiedosto, jonka meter osaa lukea"
        case .notARequest: return "pyyntö, jota meter ei ymmärrä"
        case .scriptLineMalformed(let line): return "odotettiin ”HETKI MÄÄRÄ”, löytyi \(quoted(line))"
        case .scriptOffsetInvalid(let word): return "virheellinen ajankohta \(quoted(word)) (sekunteina, esim. 1.5)"
        case .scriptOffsetEarlier(let word): return "ajankohta \(word) on aiempi kuin edellisellä rivillä"
        case .scriptAmountInvalid(let word):
            return "virheellinen määrä \(quoted(word)) (luku ja valinnainen jälkiliite K, M, G, T, P tai E)"
        case .scriptTooLarge: return "skripti on suurempi kuin 64 MiB"
        case .scriptOffsetTooLate(let word):
            return "ajankohta \(word) on yli 86400 sekunnin (vuorokauden) päässä, pisin aika, jonka toisto saa kestää"
        case .scriptHeaderUnknown(let line):
            return """
                \(quoted(line)) ei ole skripti, jota tämä meter osaa toistaa (se toistaa kaksisarakkeisia skriptejä ja \
                
                """
                + "muotoa ”meter-replay 2 command”)"
        case .scriptCommandLineMalformed(let line):
            return "odotettiin tallennetun komennon asetusta tai riviä ”HETKI TAPAHTUMA”, löytyi \(quoted(line))"
        case .scriptWithoutEnd: return "tallenne päättyy ennen ajon loppua: se katkesi kesken"
        case .scriptLineTooLong: return "rivi on pidempi kuin 1 MiB"
        case .rateNotMeasured: return "nopeutta ei mitattu"
        case .rateStatistics(let minimum, let mean, let maximum, let deviation, let unit):
            return "nopeus min/ka/maks/hajonta = \(minimum)/\(mean)/\(maximum)/\(deviation) \(unit)"
        case .standardInput: return "(vakiosyöte)"
        case .standardOutput: return "(vakiotuloste)"
        case .commandInput: return "(komennon syöte)"
        case .temporaryFile: return "(väliaikainen tiedosto)"
        case .replayOutput: return "(tuloste)"
        case .etaLabel: return "ETA"
        case .finishLabel: return "klo"
        case .ratioLabel: return "suhde"
        case .plainOfTotal(let percent, let count, let total):
            return "\(language.percent(percent)) \(count), yhteensä \(total)"
        case .lines(let category): return form(category, one: "rivi", other: "riviä")
        case .records(let category): return form(category, one: "tietue", other: "tietuetta")
        case .linesOfTotal(let category): return text(.lines(category))
        case .recordsOfTotal(let category): return text(.records(category))
        case .linesPerSecond: return "riviä/s"
        case .recordsPerSecond: return "tietuetta/s"
        case .timeLeft(let duration): return "jäljellä \(duration)"
        case .timeElapsed(let duration): return "kulunut \(duration)"
        case .averageRate(let rate): return "keskimäärin \(rate)"
        case .took(let duration): return "kesti \(duration)"
        case .stalled(let amounts, let duration): return "pysähtynyt kohtaan \(amounts), liikkumatta \(duration)"
        case .movingAgain(let progress): return "liikkuu taas, \(progress)"
        case .lowestRate(let rate): return "alimmillaan \(rate)"
        case .highestRate(let rate): return "korkeimmillaan \(rate)"
        case .stalls(let count, let longest):
            return count == 1 ? "1 pysähdys, kesto \(longest)" : "\(count) pysähdystä, pisin \(longest)"
        case .noStalls: return "ei pysähdyksiä"
        case .steady: return "tasainen"
        case .speedingUp: return "kiihtyy"
        case .slowing: return "hidastuu"
        case .noProgressRead: return "komennon tulosteesta ei luettu edistymistä; sen sijaan laskettiin sen tuloste"
        case .awaitingProgress(let duration): return "odotetaan komennon edistymistä, kulunut \(duration)"
        case .waitingForLeftRunning:
            return "odotetaan, että komennon käyntiin jättämät prosessit sulkevat sen tulosteen"
        case .stoppedWaitingForLeftRunning:
            return """
                komennon käyntiin jättämien prosessien odottaminen lopetettiin; mitä ne tästä eteenpäin \
                kirjoittavat, menetetään
                """
        }
    }

    /// "ohitettiin 1 tavu", "ohitettiin 512 tavua".
    private static func skipped(_ bytes: Int64) -> String {
        form(bytes, one: "ohitettiin \(bytes) tavu", other: "ohitettiin \(bytes) tavua")
    }

    package static func systemError(_ error: Errno) -> String? {
        switch error {
        case .notPermitted: return "Toiminto ei ole sallittu"
        case .noSuchEntry: return "Tiedostoa tai hakemistoa ei ole"
        case .noSuchProcess: return "Prosessia ei ole"
        case .inputOutput: return "Syöttö- tai tulostusvirhe"
        case .noDeviceOrAddress: return "Laitetta tai osoitetta ei ole"
        case .accessDenied: return "Lupa evätty"
        case .busy: return "Laite tai resurssi on varattu"
        case .exists: return "Tiedosto on jo olemassa"
        case .noDevice: return "Laitetta ei ole"
        case .notADirectory: return "Ei ole hakemisto"
        case .isADirectory: return "On hakemisto"
        case .invalid: return "Virheellinen argumentti"
        case .tooManyOpenFiles: return "Liian monta avointa tiedostoa"
        case .fileTooLarge: return "Tiedosto on liian suuri"
        case .noSpace: return "Laitteella ei ole enää tilaa"
        case .readOnlyFileSystem: return "Tiedostojärjestelmä on vain luettavissa"
        case .brokenPipe: return "Putki katkesi"
        case .nameTooLong: return "Tiedostonimi on liian pitkä"
        case .symbolicLinkLoop: return "Liian monta symbolisten linkkien tasoa"
        case .quotaExceeded: return "Levykiintiö ylittyi"
        case .notExecutable: return "Virheellinen ohjelmatiedoston muoto"
        case .textFileBusy: return "Ohjelmatiedosto on käytössä"
        case .outOfMemory: return "Muisti ei riitä"
        case .connectionRefused: return "Yhteys torjuttiin"
        default: return nil
        }
    }
}
