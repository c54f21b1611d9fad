import MeterKit

/// The command's words in Finnish.
extension Finnish: CommandCatalogue {
    static func text(_ message: CommandMessage) -> String? {
        switch message {
        case .unknownOption(let option): return "tuntematon valitsin \(quoted(option))"
        case .ambiguousOption(let option, let candidates):
            return "valitsin \(quoted(option)) on monitulkintainen: se voi olla \(or(candidates))"
        case .execTakesNoValue: return "valitsin ”--exec” ei ota arvoa: anna komento sen jälkeen"
        case .takesNoValue(let option): return "valitsin \(quoted(option)) ei ota arvoa"
        case .needsValue(let option, let placeholder):
            return "valitsin \(quoted(option)) tarvitsee arvon <\(say(placeholder))>"
        case .invalidSize(let text):
            return """
                virheellinen koko \(quoted(text)) (odotettiin lukua ja valinnaista jälkiliitettä K, M, G, T, P tai E)
                """
        case .sizeTooLarge(let text): return "koko \(quoted(text)) on liian suuri"
        case .invalidSeconds(let text): return "virheellinen sekuntimäärä \(quoted(text))"
        case .invalidWholeNumber(let text): return "virheellinen kokonaisluku \(quoted(text))"
        case .outOfRange(let text, let lowest, let highest):
            return "\(quoted(text)) on sallitun alueen ulkopuolella (\(lowest)–\(highest))"
        case .invalidShell(let text, let choices):
            return "virheellinen kuori \(quoted(text)) (odotettiin \(or(choices)))"
        case .invalidChoice(let text, let choices):
            return "virheellinen arvo \(quoted(text)) (odotettiin \(or(choices)))"
        case .invalidFactor(let text): return "virheellinen kerroin \(quoted(text)) (odotettiin lukua, kuten 0.5 tai 2)"
        case .invalidColor(let text, let names):
            return """
                virheellinen väri \(quoted(text)) (odotettiin #RRGGBB, #RGB tai jotakin nimistä \
                \(names.joined(separator: ", ")))
                """
        case .unknownDisplay(let name):
            return "tuntematon näkymä \(quoted(name)) (odotettiin windowtitle tai processtitle)"
        case .namesNoDisplay(let text):
            return "\(quoted(text)) ei nimeä mitään näkymää (odotettiin windowtitle tai processtitle)"
        case .scriptNameEmpty: return "skriptitiedoston nimi on tyhjä"
        case .fileNameEmpty: return "tiedostonimi on tyhjä"
        case .outputNameEmpty: return "tulostetiedoston nimi on tyhjä"
        case .storeNameEmpty: return "tiedostonimi on tyhjä (”-” väliaikaiselle tiedostolle)"
        case .atNeedsFileName: return "”@” tarvitsee tiedostonimen"
        case .equalsNeedsProcessName: return "”=” tarvitsee perään prosessin nimen"
        case .invalidProcessPattern(let pattern, let reason):
            return "virheellinen säännöllinen lauseke \(quoted(pattern)) ”=”:n jälkeen: \(reason)"
        case .atNeedsListName: return "”@” tarvitsee perään tiedostonimen"
        case .invalidProgressPattern(let pattern, let reason):
            return "virheellinen säännöllinen lauseke \(quoted(pattern)): \(reason)"
        case .progressPatternWithoutCapture(let pattern, let presets):
            return """
                lausekkeessa \(quoted(pattern)) ei ole luettavaa ryhmää: laita luku sulkeisiin, kuten ”([0-9]+)%”, tai \
                anna \
                valmis malli (\(or(presets)))
                """
        case .progressPatternBackReference(let pattern, let reference):
            return """
                lausekkeessa \(quoted(pattern)) on takaisinviittaus (\(quoted(reference))): laajennetuissa \
                säännöllisissä lausekkeissa niitä ei ole, ja yhden rivin vertaaminen voi kestää \
                minuutteja
                """
        case .progressCapturesUnnamed(let pattern):
            return """
                lausekkeessa \(quoted(pattern)) on yli kaksi ryhmää: kerro kunkin merkitys kirjaimella ennen \
                kaksoispistettä, kuten ”dt-:” (p prosentti, d tehty, t kokonaismäärä, - ei lueta)
                """
        case .progressRolesMismatch(let roles, let pattern, let captures):
            return """
                roolit \(quoted(roles)) tarvitsevat kirjaimen jokaiselle lausekkeen \(quoted(pattern)) ryhmälle, joita \
                on \
                \(captures)
                """
        case .progressRolesInvalid(let roles):
            return "virheelliset roolit \(quoted(roles)): anna p, d ja t kukin enintään kerran ja vähintään yksi niistä"
        case .expectedWatchTarget(let text):
            return "odotettiin PID, PID:FD, =NIMI tai @LISTATIEDOSTO, ei \(quoted(text))"
        case .listNamesList(let text): return "luettelotiedosto ei voi nimetä toista luetteloa (\(quoted(text)))"
        case .listTooLarge: return "luettelo on suurempi kuin 1 MiB"
        case .sizeSentAsNumber: return "koko lähetetään lukuna"
        case .cannotTakeSize(let path, let error):
            return "kohteen \(quoted(path)) kokoa ei saada selville: \(say(error))"
        case .system(let error): return say(error)
        case .listLine(let path, let line): return "-d @\(path): rivi \(line)"
        case .rememberNeedsExec: return "--remember tarvitsee komennon: anna se valitsimella --exec"
        case .monitorNeedsExec: return "-M tarvitsee komennon: anna se valitsimella --exec"
        case .progressFromNeedsExec: return "--progress-from tarvitsee komennon: anna se valitsimella --exec"
        case .execWaitNeedsExec: return "--exec-wait tarvitsee komennon: anna se valitsimella --exec"
        case .progressFromNotWithMonitor:
            return "--progress-from ei käy yhteen valitsimen -M kanssa: komennon edistyminen ohjaa yhtä mittaria"
        case .execNeedsCommand: return "--exec tarvitsee komennon"
        case .operandWithExec(let operand):
            return """
                \(quoted(operand)): TIEDOSTO-operandeja ei voi käyttää valitsimen --exec kanssa (kaikki --exec:n \
                jälkeen on \
                komentoa)
                """
        case .notWithExec(let option): return "\(option) ei käy yhteen valitsimen --exec kanssa"
        case .copyOptionNotWithExec(let option):
            return "\(option) ei käy yhteen valitsimen --exec kanssa: se on kopioinnin valitsin"
        case .rememberNotWithMonitorIn:
            return "--remember ei käy yhteen valitsimen -M in kanssa: se muistaa komennon tulosteesta lasketun määrän"
        case .givenTooOften(let option, let times):
            return """
                \(option) on annettu \(times) kertaa: valitsimen -M both kanssa anna se kerran molemmille mittareille \
                tai kahdesti (ensin syötteen, sitten tulosteen)
                """
        case .notWithWatch(let option):
            return """
                \(option) ei käy yhteen valitsimen -d kanssa: meter ei silloin kopioi mitään, vaan seuraa tavusijaintia
                """
        case .notWithCopies(let option):
            return """
                \(option) ei käy yhteen valitsimen --copies kanssa: meter ei silloin kopioi mitään, vaan seuraa \
                muiden komentojen tiedostoja
                """
        case .operandWithCopies(let operand):
            return """
                \(quoted(operand)): TIEDOSTO-operandeja ei voi käyttää valitsimen --copies kanssa: komennot etsitään, \
                niitä ei nimetä (-d PID nimeää yhden)
                """
        case .monitorBothNotWithCopies:
            return """
                -M both ei käy yhteen valitsimen --copies kanssa: komennon rivi seuraa yhtä tiedostoa, luettua (in) \
                tai kirjoitettua (out)
                """
        case .stopNeedsSize:
            return "-S tarvitsee koon: anna se valitsimella -s (joidenkin syötteiden kokoa ei ehkä tiedetä)"
        case .replayTakesNoFile: return "--replay ei ota TIEDOSTO-operandia: skripti on syöte"
        case .notWithReplay(let option): return "\(option) ei käy yhteen valitsimen --replay kanssa"
        case .notWithRecord(let option): return "\(option) ei käy yhteen valitsimen --record kanssa"
        case .notWithRecordedCommand(let option): return "\(option) ei käy yhteen tallennetun komennon toiston kanssa"
        case .remoteAndQuery: return "-R ja -Q eivät käy yhteen"
        case .operandWithControl(let operand, let option):
            return """
                \(quoted(operand)): TIEDOSTO-operandeja ei voi käyttää valitsimen \(option) kanssa: tiedostot ovat \
                toisen meterin
                """
        case .notWithControl(let name, let option):
            return """
                \(name) ei käy yhteen valitsimen \(option) kanssa: \(option) ei kopioi mitään, se puhuu toiselle \
                meterille
                """
        case .sameFileTwice(let first, let second, let path):
            return "\(first) ja \(second) nimeävät saman tiedoston \(quoted(path)): anna kummallekin oma"
        case .sameFileAsStandardOutput(let option, let path):
            return """
                \(option) nimeää tiedoston \(quoted(path)), johon vakiotuloste jo kirjoittaa: anna sille oma tiedosto
                """
        case .pidFileNotRegular(let path):
            return "\(quoted(path)) ei ole tavallinen tiedosto: meter korvaa vain tavallisen tiedoston tai luo uuden"
        case .usageLine: return "Käyttö: \(language.usageForms[0])"
        case .seeHelp: return "Katso ”meter --help”."
        case .or: return "tai"
        case .warning(let message): return "varoitus: \(say(message))"
        case .ignoredValue(let option, let problem): return "\(option): \(say(problem)); ohitettu"
        case .cannotMakeTemporaryFile(let directory, let error):
            return "\(directory): väliaikaista tiedostoa ei voi luoda: \(say(error))"
        case .noProcessMatches(let target): return "\(target): mikään prosessin nimi ei täsmää"
        case .noSuchProcess(let target): return "\(target): prosessia ei ole"
        case .noSuchDescriptor(let target): return "\(target): prosessilla ei ole tätä tiedostokuvaajaa"
        case .notAFile(let target, let path):
            return "\(target): \(quoted(path)) ei ole tavallinen tiedosto eikä lohkolaite"
        case .cannotSeeFiles(let target, let error):
            return "\(target): prosessin tiedostoja ei voi tarkastella: \(say(error))"
        case .watchFailed(let target, let error): return "\(target): \(say(error))"
        case .noCacheDirectory: return "--remember: ei välimuistihakemistoa (sekä XDG_CACHE_HOME että HOME puuttuvat)"
        case .cannotRemember(let failure): return "määrää ei voi muistaa: \(say(failure))"
        case .ignoringRemembered(let failure): return "muistettu määrä ohitetaan: \(say(failure))"
        case .remoteIgnored(let names):
            return "-R: \(names.joined(separator: ", ")): ei muutettavissa mittarin käydessä, ohitettu"
        case .notAMeterOfYours(let process): return "prosessi \(process) ei ole sinun meterisi"
        case .noProcessWithID(let process): return "ei prosessia, jonka ID on \(process)"
        case .noMetersRunning: return "yksikään meterisi ei ole käynnissä"
        case .answererNotYours: return "vastaava prosessi ei ole sinun: mitään ei lähetetty"
        case .endedBeforeAnswer: return "meter päättyi ennen kuin vastasi"
        case .meterRefused(let reason): return "meter kieltäytyi: \(reason)"
        case .controlChannelUnprotected(let folder, let reason):
            return """
                ohjauskanavaa ei voi pitää hakemistossa \(folder) (\(say(reason))): -R ja -Q kulkevat nimen kautta, \
                jonka kuka tahansa paikallinen käyttäjä voi varata
                """
        case .notAPrivateFolder: return "ei ole sinun hakemistosi, jonka oikeudet ovat 0700"
        case .noHomeFolder: return "kotihakemistoa ei tunneta"
        case .controlChannelTaken(let address):
            return "toinen prosessi pitää ohjauskanavaa \(address): -R ja -Q eivät tavoita tätä meteriä"
        case .storeMeterName: return "(syöte)"
        case .overviewHeading: return "YLEISKUVAUS:"
        case .usageHeading: return "KÄYTTÖ:"
        case .argumentsHeading: return "ARGUMENTIT:"
        case .groupHeading(let group): return heading(group)
        case .overview:
            return """
                Kopioi vakiosyötteen tai jokaisen TIEDOSTON vakiotulosteeseen ja näyttää edistymisen \
                vakiovirhetulosteessa.
                """
        case .fileArgument:
            return "Kopioitava tiedosto, järjestyksessä. ”-” tai puuttuva TIEDOSTO tarkoittaa vakiosyötettä."
        case .seeManual: return "Muotoilusekvenssit, toistoskriptit, paluuarvot ja signaalit: katso ”man meter”."
        case .optionHelp(let id, _): return optionHelp(id)
        }
    }

    private static func heading(_ group: OptionGroup) -> String {
        switch group {
        case .data: return "DATAN VALITSIMET:"
        case .display: return "NÄKYMÄN VALITSIMET:"
        case .style: return "TYYLIN VALITSIMET:"
        case .command: return "KOMENNON VALITSIMET:"
        case .control: return "OHJAUKSEN VALITSIMET:"
        case .testing: return "TESTAUKSEN VALITSIMET:"
        case .general: return "VALITSIMET:"
        }
    }

    private static func or(_ words: [String]) -> String { language.alternatives(words) }

    /// Each option's help in Finnish.
    static func optionHelp(_ id: OptionID) -> String? {
        switch id {
        case .size:
            return """
                Odotettu kokonaismäärä: tavuja ja valinnainen jälkiliite K, M, G, T, P tai E (1.5G), rivitilassa \
                laskettu \
                lukumäärä, tai @TIEDOSTO, jolloin TIEDOSTON koko (@HAKEMISTO: HAKEMISTON tiedostot); 0: ei \
                kokonaismäärää.
                """
        case .lineMode: return "Laske rivejä tavujen sijaan."
        case .null: return "Laske NUL-loppuisia tietueita (sisältää -l)."
        case .output: return "Kirjoita TIEDOSTOON vakiotulosteen sijaan."
        case .discard: return "Lue ja laske, mutta älä kirjoita mitään."
        case .si:
            return "Yksiköt 1000:n eikä 1024:n potensseina: näytetyt sekä myöhemmin annettujen kokojen jälkiliitteet."
        case .rateLimit:
            return """
                Kopioi enintään NOPEUS tavua sekunnissa (rivitilassa rivejä); jälkiliitteet kuten --size; 0: ei rajaa.
                """
        case .stopAtSize:
            return """
                Lopeta --size-määrän jälkeen, tai ilman sitä syötteiden omaan kokoon; tavutilassa sen yli ei lueta \
                mitään.
                """
        case .skipErrors:
            return """
                Ohita syötteen lukukelvottomat kohdat, ensin tavu ja virheiden jatkuessa enintään 512, ja kirjoita \
                niiden tilalle NUL-tavuja; kahdesti: ilmoita kerran tiedostoa kohden.
                """
        case .errorSkipBlock:
            return """
                Valitsimen -E kanssa (sisältyy): ohita koko TAVUT-kokoinen lohko, jossa virhe on (-EE -Z 4K /dev/sdX > \
                disk.img).
                """
        case .bufferSize: return "Käytä TAVUT-kokoista puskuria (jälkiliitteet kuten --size)."
        case .noSplice: return "Älä koskaan käytä kutsuja splice(2) tai sendfile(2); lue ja kirjoita aina."
        case .sparse:
            return "Jätä tulostetiedostoon aukkoja siihen, missä datassa on nollalohkoja, niiden kirjoittamisen sijaan."
        case .sync:
            return """
                Synkronoi tulostetiedosto tai -laite jokaisen kirjoituksen jälkeen, jotta palkki seuraa levyä eikä \
                välimuistia.
                """
        case .directIO: return "Lue ja kirjoita tiedostoja ja lohkolaitteita O_DIRECT-tilassa sivuvälimuistin ohi."
        case .storeAndForward:
            return """
                Lue ensin kaikki TIEDOSTOON (”-”: väliaikainen tiedosto), kirjoita se sitten ulos, sen koko \
                kokonaismääränä.
                """
        case .progress: return "Näytä palkki ja prosentit."
        case .timer: return "Näytä kulunut aika."
        case .eta: return "Näytä jäljellä oleva aika."
        case .fineta: return "Näytä kellonaika, jolloin siirto valmistuu."
        case .rate: return "Näytä nopeus edellisestä päivityksestä."
        case .averageRate: return "Näytä keskimääräinen nopeus ikkunan (-m) ajalta."
        case .bytes: return "Näytä tähänastinen määrä."
        case .bits: return "Näytä tähänastinen määrä ja nopeudet bitteinä tavujen sijaan (kuten pv, sisältää -b)."
        case .bufferPercent: return "Näytä, kuinka täynnä meterin puskuri on, { 45%} (data kulkee silloin sen kautta)."
        case .lastWritten:
            return "Näytä viimeiset MÄÄRÄ kirjoitettua tavua, jokainen tulostumaton tavu merkkinä ”.” (-A 16)."
        case .gauge:
            return "Ilman kokonaismäärää näytä nopeus suhteessa tähänastiseen suurimpaan liikkuvan lohkon sijaan."
        case .name: return "Lisää NIMI näkymän eteen."
        case .format:
            return """
                Muotoile näkymä MUOTO-muodon mukaan pv:n sekvensseillä: %p %t %e %I %r %a %b %T %nA %{sgr:red} (ja \
                niiden %{timer}-muodot) %N %L %%; palkille voi antaa leveyden (%20p); kaikki muu näytetään \
                sellaisenaan. Valitsimen -n kanssa lukuja: -n -F '{\"bytes\":%b}'.
                """
        case .numeric:
            return """
                Tulosta kokonaisia prosentteja, yksi riville (-b:n kanssa ensin laskettu määrä, -r nopeus, -t kuluneet \
                sekunnit; -F:n kanssa sen sekvenssit paljaina lukuina).
                """
        case .stats:
            return """
                Kirjoita lopuksi pienin, keskimääräinen ja suurin nopeus sekä niiden hajonta omalle rivilleen, myös \
                valitsimen -q kanssa.
                """
        case .summary:
            return """
                Kirjoita lopuksi yhteenveto ajosta, myös valitsimen -q kanssa: määrä, keskimääräinen, pienin ja \
                suurin nopeus, aika, pysähdykset ja koko ajon nopeus sparkline-kuvana (valitsimen -v rivin jälkeen).
                """
        case .json:
            return """
                Kirjoita näkymän sijaan vakiovirhetulosteeseen yksi JSON-olio kuvaa kohti ja lopuksi yhteenveto, \
                kukin rivillä, joka alkaa {\"v\":1, (ohjesivun JSON PROGRESS).
                """
        case .jsonFile:
            return """
                Kirjoita --json:n oliot sen sijaan TIEDOSTOON, näkymän rinnalla vakiovirhetulosteessa \
                (--json-file progress.jsonl).
                """
        case .quiet: return "Älä näytä mitään."
        case .force: return "Näytä näkymä, vaikka vakiovirhetuloste ei ole pääte."
        case .interval: return "Päivitä SEK sekunnin välein (oletus 1; rajattu välille 0.1–600)."
        case .width: return "Piirrä SARAKKEET sarakkeen levyisenä päätteen leveyden sijaan (0: päätteen leveys)."
        case .height:
            return "Hyväksytään ja tarkistetaan pv:n skriptejä varten; meter lukee korkeuden suoraan päätteeltä."
        case .averageWindow:
            return "Keskiarvoista nopeus ja jäljellä oleva aika viimeisten SEK sekunnin ajalta (oletus 30)."
        case .wait: return "Älä näytä mitään ennen ensimmäisen tavun saapumista."
        case .delayStart: return "Älä näytä mitään ensimmäisten SEK sekunnin aikana."
        case .cursor:
            return """
                Pidä tämä mittari omalla rivillään, jotta saman putken useat mittarit pinoutuvat päätteellä (meter -c \
                -N in a | gzip | meter -c -N out > b.gz).
                """
        case .extraDisplay:
            return """
                Näytä näkymä myös pääteikkunan otsikossa (windowtitle) tai ps:n näyttämässä prosessin otsikossa \
                (processtitle): nimet pilkuin eroteltuina, sitten valinnainen ”:MUOTO” (-x 'windowtitle:%p %e').
                """
        case .indicatorStyle:
            return """
                Ilmaisin: linear (palkki, oletus) tai circular (rengas, joka täyttyy myötäpäivään prosenttien \
                vieressä: --style circular).
                """
        case .ring:
            return "Renkaan merkit: braille (yksi solu, 9 tilaa, oletus) tai pie (○◔◑◕●; --style circular --ring pie)."
        case .barStyle:
            return """
                Palkin merkit, kuten pv: plain ([===>]), block, granular (kahdeksasosasolut, oletus) tai shaded (-u \
                shaded).
                """
        case .spinnerSpeed:
            return """
                Pyöritä ilman kokonaismäärää näytettävää pyörijää KERROIN kertaa niin nopeasti (oletus 1; \
                --spinner-speed 0.5).
                """
        case .layout:
            return """
                Näytä valmis kenttäjoukko: mini (ilmaisin), small (ja prosentit), regular (pv:n oletus) tai large \
                (kaikki kentät); -F voittaa silti (--layout small).
                """
        case .color:
            return """
                Väritä näkymä: auto (oletus: päätteellä UTF-8-lokaalissa, ellei NO_COLOR ole asetettu), always tai \
                never (--color never).
                """
        case .tint:
            return """
                Täytä värillä VÄRI: #RRGGBB, #RGB tai nimi kuten orange, blue tai green (oletus #FF5733; --tint \
                ”#3584E4”).
                """
        case .reduceMotion:
            return """
                Ei koristeellista liikettä: pyörijä seisoo, palkki etenee kokonaisin soluin, rivi piirretään \
                uudelleen vain, kun jokin sen arvo muuttui (myös REDUCE_MOTION=1).
                """
        case .noReduceMotion: return "Animoi, vaikka REDUCE_MOTION on asetettu."
        case .plain:
            return """
                Kirjoita pelkkiä rivejä ruudunlukijoille ja lokeihin, vaikka vakiovirhetuloste ei ole pääte: ”in: 40 % \
                400MiB, yhteensä 1,0GiB, 12MiB/s, jäljellä 0:00:50” (myös kun TERM=dumb, ja kun ACCESSIBLE=1 siellä, \
                missä meter piirtää).
                """
        case .noPlain: return "Piirrä näkymä paikalleen, vaikka ACCESSIBLE on asetettu."
        case .heartbeat:
            return """
                Pelkillä riveillä: kirjoita rivi aina, kun yhtään ei ole kirjoitettu SEK sekuntiin, jottei loki \
                koskaan hiljene (oletus 60 muualla kuin päätteessä, päätteessä ei lainkaan; 0: ei lainkaan).
                """
        case .terminalProgress:
            return """
                Näytä eteneminen myös päätteen välilehdessä tai tehtäväpalkissa (OSC 9;4): auto (oletus: päätteissä, \
                joiden tiedetään näyttävän sen, kuten Windows Terminal, Ghostty, WezTerm, iTerm2 ja GNOMEn pääte; \
                myös METER_TERMINAL_PROGRESS), always tai never.
                """
        case .exec:
            return """
                Suorita KOMENTO perässä tulevin argumentein (kaikki --exec:n jälkeen on komentoa) ja laske sen \
                vakiotulostetta; sen vakiovirhetuloste, ja päätteellä sen vakiotuloste, näkyvät näkymän yläpuolella. \
                meter \
                päättyy KOMENNON paluuarvolla.
                """
        case .remember:
            return """
                Valitsimen --exec kanssa: muista tämän komennon lopullinen laskettu määrä tässä hakemistossa ja odota \
                sitä \
                kokonaismääränä seuraavalla kerralla.
                """
        case .monitor:
            return """
                Valitsimen --exec kanssa: laske, mitä komento lukee (in: meterin vakiosyöte, kopioituna sille), mitä \
                se kirjoittaa (out, oletus), tai molempia, kahdella rivillä, ensin syötteen, sitten tulosteen ja sen \
                suhteen syötteeseen (-M both --exec gzip -9 < big > big.gz).
                """
        case .progressFrom:
            return """
                Valitsimen --exec kanssa: mittari seuraa komennon tulostamaa edistymistä, joka luetaan sen \
                tulosteesta mallilla HAHMO. HAHMO on valmis malli (percent, count, rsync, ffmpeg, curl) tai \
                laajennettu säännöllinen lauseke, jossa on yksi ryhmä, prosentti, tai kaksi, tehty ja kokonaismäärä \
                (--progress-from '([0-9]+) of ([0-9]+)').
                """
        case .execWait:
            return """
                Valitsimen --exec kanssa: komennon päätyttyä odota enintään SEK sekuntia, että sen käyntiin jättämät \
                prosessit sulkevat sen tulosteen, lopeta sitten sen lukeminen ja päätä komennon tilalla (oletus: \
                odota, kunnes ne sulkevat sen; --exec-wait 5).
                """
        case .watchfd:
            return """
                Älä kopioi mitään: seuraa muiden prosessien avoimia tiedostoja, kutakin omalla rivillään, kuten pv \
                -d. KOHDE on PID (sen jokainen tiedosto sitä mukaa kuin se avaa niitä, kunnes se päättyy), PID:FD \
                (yksi tiedosto), =NIMI (prosessit, joiden nimeen säännöllinen lauseke NIMI täsmää, kuten pgrepissä) \
                tai @LISTATIEDOSTO (yksi kohde riviä kohden); lisää voi seurata operandeina (-d \"$(pidof gzip)\").
                """
        case .copies:
            return """
                Älä kopioi mitään: seuraa jokaista omaa komentoasi, joka käy läpi tiedostoja (cp, mv, dd, cat, tar, \
                gzip, xz, zstd, rsync, sha256sum… käyttöohjeen luettelon mukaan; pääkäyttäjänä kaikkien käyttäjien), \
                kutakin omalla rivillään: komento, suurin tiedosto, jota se lukee (valitsimella -M out kirjoittaa), \
                kuinka pitkällä se on, nopeus ja jäljellä oleva aika. Myöhemmin käynnistyvät komennot tulevat mukaan \
                ja päättyneet jättävät viimeisen rivinsä, kunnes meter keskeytetään.
                """
        case .remote:
            return """
                Muuta käynnissä olevan meter-prosessin PID asetuksia: se ottaa tässä annetut näkymän valitsimet (-p -t \
                -e -r -b -a -I, \
                -F, -N; antamatta jäänyt nimi poistetaan), --style, --tint, --color, --reduce-motion sekä -L, -s, -i, \
                -w, jos annettu ja yli 0 (meter -R 4242 -L 10M).
                """
        case .query:
            return """
                Näytä tässä käynnissä olevan meter-prosessin PID edistyminen, tässä annetuin näkymän valitsimin, \
                kunnes se \
                päättyy (meter -Q 4242 -pte).
                """
        case .meters:
            return """
                Näytä tässä jokainen käynnissä oleva meterisi, kukin omalla rivillään (usean rivin meter lohkona), \
                tässä annetuin näkymän valitsimin: kopioinnit, -d-seurannat ja --exec-meterit, ei niitä, jotka vain \
                näyttävät muita; myöhemmin käynnistyvät tulevat mukaan, kunnes kaikki ovat päättyneet.
                """
        case .pidFile:
            return """
                Kirjoita meterin prosessitunnus TIEDOSTOON ennen tiedonsiirron alkua, valitsimia -R ja -Q \
                varten; poistetaan, kun meter päättyy.
                """
        case .replay:
            return """
                Kirjoita SKRIPTI-skriptin kuvaama tekaistu virta tai toista sen tallentama komennon ajo ja laske se \
                heti virtuaalisella kellolla samoin kuvin kuin todellinen ajo piirtäisi (sisältää -f).
                """
        case .record:
            return """
                Kirjoita TIEDOSTOON toistoskripti saapuvasta datasta tai siitä, mitä valitsimen --exec komento tekee, \
                ajankohdat millisekunteina.
                """
        case .help: return "Näytä ohje."
        case .version: return "Näytä versio."
        case .completionScript:
            return """
                Tulosta täydennysskripti kuorelle KUORI (bash, zsh tai fish); arvolla meters käynnissä olevien \
                meteriesi prosessitunnisteet, yksi riviä kohden, niin kuin skriptit tarjoavat niitä valitsimien -Q ja \
                -R jälkeen.
                """
        }
    }
}

extension Finnish {
    /// The metavariables of `--help` and the usage line in Finnish, as GNU's catalogues name them.
    static func metavariable(_ name: Metavariable) -> String {
        switch name {
        case .size: return "KOKO"
        case .file: return "TIEDOSTO"
        case .rate: return "NOPEUS"
        case .bytes: return "TAVUT"
        case .count: return "MÄÄRÄ"
        case .name: return "NIMI"
        case .format: return "MUOTO"
        case .seconds: return "SEK"
        case .columns: return "SARAKKEET"
        case .rows: return "RIVIT"
        case .spec: return "MÄÄRITYS"
        case .style: return "TYYLI"
        case .glyphs: return "MERKIT"
        case .factor: return "KERROIN"
        case .layout: return "ASETTELU"
        case .when: return "MILLOIN"
        case .color: return "VÄRI"
        case .command: return "KOMENTO"
        case .stream: return "VIRTA"
        case .pattern: return "HAHMO"
        case .target: return "KOHDE"
        case .pid: return "PID"
        case .script: return "SKRIPTI"
        case .shell: return "KUORI"
        case .options: return "VALITSIMET"
        case .argument: return "ARG"
        case .descriptor: return "FD"
        case .directory: return "HAKEMISTO"
        case .listFile: return "LISTATIEDOSTO"
        }
    }
}
