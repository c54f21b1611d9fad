import MeterKit

/// The command's words in Polish.
extension Polish: CommandCatalogue {
    static func text(_ message: CommandMessage) -> String? {
        switch message {
        case .unknownOption(let option): return "nieznana opcja \(quoted(option))"
        case .ambiguousOption(let option, let candidates):
            return "opcja \(quoted(option)) jest niejednoznaczna: może to być \(or(candidates))"
        case .execTakesNoValue: return "opcja „--exec” nie przyjmuje wartości: polecenie podaje się po niej"
        case .takesNoValue(let option): return "opcja \(quoted(option)) nie przyjmuje wartości"
        case .needsValue(let option, let placeholder):
            return "opcja \(quoted(option)) wymaga wartości <\(say(placeholder))>"
        case .invalidSize(let text):
            return """
                nieprawidłowy rozmiar \(quoted(text)) (oczekiwano liczby z opcjonalnym przyrostkiem \
                K, M, G, T, P lub E)
                """
        case .sizeTooLarge(let text): return "rozmiar \(quoted(text)) jest za duży"
        case .invalidSeconds(let text): return "nieprawidłowa liczba sekund \(quoted(text))"
        case .invalidWholeNumber(let text): return "nieprawidłowa liczba całkowita \(quoted(text))"
        case .outOfRange(let text, let lowest, let highest):
            return "\(quoted(text)) jest poza zakresem (od \(lowest) do \(highest))"
        case .invalidShell(let text, let choices):
            return "nieprawidłowa powłoka \(quoted(text)) (oczekiwano: \(or(choices)))"
        case .invalidChoice(let text, let choices):
            return "nieprawidłowa wartość \(quoted(text)) (oczekiwano: \(or(choices)))"
        case .invalidFactor(let text): return "nieprawidłowy mnożnik \(quoted(text)) (oczekiwano liczby, np. 0.5 lub 2)"
        case .invalidColor(let text, let names):
            return """
                nieprawidłowy kolor \(quoted(text)) (oczekiwano #RRGGBB, #RGB lub jednej z nazw: \
                \(names.joined(separator: ", ")))
                """
        case .unknownDisplay(let name):
            return "nieznane miejsce wyświetlania \(quoted(name)) (oczekiwano windowtitle lub processtitle)"
        case .namesNoDisplay(let text):
            return "w \(quoted(text)) nie podano żadnego miejsca wyświetlania (oczekiwano windowtitle lub processtitle)"
        case .scriptNameEmpty: return "nazwa pliku skryptu jest pusta"
        case .fileNameEmpty: return "nazwa pliku jest pusta"
        case .outputNameEmpty: return "nazwa pliku wyjściowego jest pusta"
        case .storeNameEmpty: return "nazwa pliku jest pusta („-” dla pliku tymczasowego)"
        case .atNeedsFileName: return "„@” wymaga nazwy pliku"
        case .equalsNeedsProcessName: return "po „=” musi być nazwa procesu"
        case .invalidProcessPattern(let pattern, let reason):
            return "nieprawidłowe wyrażenie regularne \(quoted(pattern)) po „=”: \(reason)"
        case .atNeedsListName: return "po „@” musi być nazwa pliku"
        case .invalidProgressPattern(let pattern, let reason):
            return "nieprawidłowe wyrażenie regularne \(quoted(pattern)): \(reason)"
        case .progressPatternWithoutCapture(let pattern, let presets):
            return """
                \(quoted(pattern)) nie ma grupy do odczytania: ujmij liczbę w nawiasy, jak w „([0-9]+)%”, albo podaj \
                gotowy \
                wzorzec (\(or(presets)))
                """
        case .progressPatternBackReference(let pattern, let reference):
            return """
                \(quoted(pattern)) zawiera odwołanie wsteczne (\(quoted(reference))): rozszerzone wyrażenia \
                regularne ich nie mają, a dopasowanie jednego wiersza może trwać minuty
                """
        case .progressCapturesUnnamed(let pattern):
            return """
                \(quoted(pattern)) ma więcej niż dwie grupy: określ każdą literą przed dwukropkiem, jak w „dt-:” (p \
                procent, d zrobione, t łącznie, - nieczytana)
                """
        case .progressRolesMismatch(let roles, let pattern, let captures):
            return "role \(quoted(roles)) wymagają litery dla każdej grupy \(quoted(pattern)), a ma ich \(captures)"
        case .progressRolesInvalid(let roles):
            return "nieprawidłowe role \(quoted(roles)): podaj p, d i t najwyżej raz każde i co najmniej jedno z nich"
        case .expectedWatchTarget(let text):
            return "oczekiwano PID, PID:FD, =NAZWA lub @PLIK_LISTY, a nie \(quoted(text))"
        case .listNamesList(let text): return "plik listy nie może wskazywać innej listy (\(quoted(text)))"
        case .listTooLarge: return "lista jest większa niż 1 MiB"
        case .sizeSentAsNumber: return "rozmiar wysyła się jako liczbę"
        case .cannotTakeSize(let path, let error): return "nie można ustalić rozmiaru \(quoted(path)): \(say(error))"
        case .system(let error): return say(error)
        case .listLine(let path, let line): return "-d @\(path): wiersz \(line)"
        case .rememberNeedsExec: return "opcja --remember wymaga polecenia: podaj je przez --exec"
        case .monitorNeedsExec: return "opcja -M wymaga polecenia: podaj je przez --exec"
        case .progressFromNeedsExec: return "opcja --progress-from wymaga polecenia: podaj je przez --exec"
        case .execWaitNeedsExec: return "opcja --exec-wait wymaga polecenia: podaj je przez --exec"
        case .progressFromNotWithMonitor:
            return "opcji --progress-from nie można używać z -M: postęp polecenia napędza jeden licznik"
        case .execNeedsCommand: return "opcja --exec wymaga polecenia"
        case .operandWithExec(let operand):
            return "\(quoted(operand)): argumentów PLIK nie można używać z --exec (wszystko po --exec to polecenie)"
        case .notWithExec(let option): return "opcji \(option) nie można używać z --exec"
        case .copyOptionNotWithExec(let option):
            return "opcji \(option) nie można używać z --exec: to opcja kopiowania"
        case .rememberNotWithMonitorIn:
            return "opcji --remember nie można używać z -M in: zapamiętuje wynik zliczania wyjścia polecenia"
        case .givenTooOften(let option, let times):
            return """
                opcję \(option) podano \(times) razy: przy -M both podaj ją raz dla obu liczników albo dwa razy \
                (najpierw dla \
                wejścia, potem dla wyjścia)
                """
        case .notWithWatch(let option):
            return "opcji \(option) nie można używać z -d: meter nic wtedy nie kopiuje, śledzi pozycję w bajtach"
        case .stopNeedsSize:
            return "opcja -S wymaga rozmiaru: podaj go przez -s (nie każde wejście musi mieć znany rozmiar)"
        case .replayTakesNoFile: return "opcja --replay nie przyjmuje argumentu PLIK: wejściem jest skrypt"
        case .notWithReplay(let option): return "opcji \(option) nie można używać z --replay"
        case .notWithRecord(let option): return "opcji \(option) nie można używać z --record"
        case .notWithRecordedCommand(let option):
            return "opcji \(option) nie można używać przy odtwarzaniu nagranego polecenia"
        case .remoteAndQuery: return "opcji -R i -Q nie można używać razem"
        case .notWithCopies(let option):
            return """
                opcji \(option) nie można używać z --copies: meter nic wtedy nie kopiuje, śledzi pliki innych poleceń
                """
        case .operandWithCopies(let operand):
            return """
                \(quoted(operand)): argumentów PLIK nie można używać z --copies: polecenia są wyszukiwane, nie \
                wskazywane (jedno wskazuje -d PID)
                """
        case .monitorBothNotWithCopies:
            return """
                opcji -M both nie można używać z --copies: wiersz polecenia śledzi jeden plik, czytany (in) lub \
                zapisywany (out)
                """
        case .operandWithControl(let operand, let option):
            return "\(quoted(operand)): argumentów PLIK nie można używać z \(option): pliki należą do innego meter"
        case .notWithControl(let name, let option):
            return "opcji \(name) nie można używać z \(option): \(option) nic nie kopiuje, komunikuje się z innym meter"
        case .sameFileTwice(let first, let second, let path):
            return "\(first) i \(second) wskazują ten sam plik \(quoted(path)): każda musi mieć własny"
        case .sameFileAsStandardOutput(let option, let path):
            return """
                \(option) wskazuje \(quoted(path)), plik, do którego już pisze standardowe wyjście: podaj osobny plik
                """
        case .pidFileNotRegular(let path):
            return "\(quoted(path)) nie jest zwykłym plikiem: meter zastępuje tylko zwykły plik albo tworzy nowy"
        case .usageLine: return "Użycie: \(language.usageForms[0])"
        case .seeHelp: return "Zobacz „meter --help”."
        case .or: return "lub"
        case .warning(let message): return "ostrzeżenie: \(say(message))"
        case .ignoredValue(let option, let problem): return "\(option): \(say(problem)); zignorowano"
        case .cannotMakeTemporaryFile(let directory, let error):
            return "\(directory): nie można utworzyć pliku tymczasowego: \(say(error))"
        case .noProcessMatches(let target): return "\(target): żadna nazwa procesu nie pasuje"
        case .noSuchProcess(let target): return "\(target): nie ma takiego procesu"
        case .noSuchDescriptor(let target): return "\(target): proces nie ma takiego deskryptora pliku"
        case .notAFile(let target, let path):
            return "\(target): \(quoted(path)) nie jest zwykłym plikiem ani urządzeniem blokowym"
        case .cannotSeeFiles(let target, let error): return "\(target): nie widać plików procesu: \(say(error))"
        case .watchFailed(let target, let error): return "\(target): \(say(error))"
        case .noCacheDirectory:
            return "--remember: brak katalogu pamięci podręcznej (nie ustawiono XDG_CACHE_HOME ani HOME)"
        case .cannotRemember(let failure): return "nie można zapamiętać wyniku zliczania: \(say(failure))"
        case .ignoringRemembered(let failure): return "pominięto zapamiętany wynik zliczania: \(say(failure))"
        case .remoteIgnored(let names):
            return "-R: \(names.joined(separator: ", ")) nie można zmieniać w trakcie pracy licznika: pominięto"
        case .notAMeterOfYours(let process): return "proces \(process) nie jest twoim meter"
        case .noProcessWithID(let process): return "brak procesu o ID \(process)"
        case .noMetersRunning: return "nie działa żaden twój meter"
        case .answererNotYours: return "odpowiadający proces nie należy do ciebie: nic nie wysłano"
        case .endedBeforeAnswer: return "meter zakończył się przed odpowiedzią"
        case .meterRefused(let reason): return "meter odmówił: \(reason)"
        case .controlChannelUnprotected(let folder, let reason):
            return """
                kanał sterujący nie może być w \(folder) (\(say(reason))): -R i -Q idą przez nazwę, którą może zająć \
                każdy lokalny użytkownik
                """
        case .notAPrivateFolder: return "to nie jest twój katalog z uprawnieniami 0700"
        case .noHomeFolder: return "nieznany katalog domowy"
        case .controlChannelTaken(let address):
            return "inny proces zajmuje kanał sterujący \(address): -R i -Q nie dotrą do tego meter"
        case .storeMeterName: return "(wejście)"
        case .overviewHeading: return "OPIS:"
        case .usageHeading: return "UŻYCIE:"
        case .argumentsHeading: return "ARGUMENTY:"
        case .groupHeading(let group): return heading(group)
        case .overview:
            return """
                Kopiuje standardowe wejście lub każdy PLIK na standardowe wyjście, pokazując postęp na standardowym \
                wyjściu błędów.
                """
        case .fileArgument: return "Plik do skopiowania, po kolei. „-” lub brak PLIKU oznacza standardowe wejście."
        case .seeManual: return "Sekwencje formatu, skrypty odtwarzania, kody wyjścia i sygnały: zobacz „man meter”."
        case .optionHelp(let id, _): return optionHelp(id)
        }
    }

    private static func heading(_ group: OptionGroup) -> String {
        switch group {
        case .data: return "OPCJE DANYCH:"
        case .display: return "OPCJE WYŚWIETLANIA:"
        case .style: return "OPCJE STYLU:"
        case .command: return "OPCJE POLECENIA:"
        case .control: return "OPCJE STEROWANIA:"
        case .testing: return "OPCJE TESTOWE:"
        case .general: return "OPCJE:"
        }
    }

    private static func or(_ words: [String]) -> String { language.alternatives(words) }

    /// Each option's help in Polish.
    static func optionHelp(_ id: OptionID) -> String? {
        switch id {
        case .size:
            return """
                Oczekiwany łączny rozmiar: bajty z opcjonalnym przyrostkiem K, M, G, T, P lub E (1.5G), w trybie \
                wierszy ich zliczona ilość, albo @PLIK dla rozmiaru PLIKU (@KATALOG: pliki w KATALOGU); 0: brak.
                """
        case .lineMode: return "Liczyć wiersze zamiast bajtów."
        case .null: return "Liczyć rekordy zakończone NUL (oznacza -l)."
        case .output: return "Pisać do PLIKU zamiast na standardowe wyjście."
        case .discard: return "Czytać i liczyć, ale nic nie pisać."
        case .si: return "Jednostki w potęgach 1000, nie 1024: pokazywane i przyrostki rozmiarów podanych po niej."
        case .rateLimit:
            return """
                Kopiować najwyżej PRĘDKOŚĆ bajtów na sekundę (w trybie wierszy: wierszy); przyrostki jak w --size; 0 \
                oznacza brak limitu.
                """
        case .stopAtSize:
            return """
                Zatrzymywać się po --size, a bez niego przy rozmiarze wejść; w trybie bajtów nic ponad to nie jest \
                czytane.
                """
        case .skipErrors:
            return """
                Pomijać nieczytelne części wejścia, najpierw bajt, a póki błędy trwają, do 512, pisząc w ich miejsce \
                NUL; dwa razy: zgłaszać raz na plik.
                """
        case .errorSkipBlock:
            return """
                Z -E (włączanym automatycznie): pomijać cały blok o rozmiarze BAJTY, w którym jest błąd (-EE -Z 4K \
                /dev/sdX > \
                disk.img).
                """
        case .bufferSize: return "Używać bufora o rozmiarze BAJTY (przyrostki jak w --size)."
        case .noSplice: return "Nigdy nie używać splice(2) ani sendfile(2); zawsze czytać i pisać."
        case .sparse: return "Zostawiać dziury w pliku wyjściowym tam, gdzie dane mają bloki zer, zamiast je zapisywać."
        case .sync:
            return """
                Synchronizować plik lub urządzenie wyjściowe po każdym zapisie, aby pasek nadążał za dyskiem, a nie \
                za pamięcią podręczną.
                """
        case .directIO:
            return "Czytać i pisać pliki i urządzenia blokowe z O_DIRECT, z pominięciem pamięci podręcznej stron."
        case .storeAndForward:
            return """
                Najpierw wczytywać wszystko do PLIKU („-”: plik tymczasowy), potem je zapisywać, z jego rozmiarem jako \
                łącznym rozmiarem.
                """
        case .progress: return "Pokazywać pasek i procent."
        case .timer: return "Pokazywać czas, który upłynął."
        case .eta: return "Pokazywać pozostały czas."
        case .fineta: return "Pokazywać godzinę, o której przesyłanie się skończy."
        case .rate: return "Pokazywać prędkość od ostatniej aktualizacji."
        case .averageRate: return "Pokazywać średnią prędkość w oknie (-m)."
        case .bytes: return "Pokazywać dotychczasową ilość."
        case .bits: return "Pokazywać dotychczasową ilość i prędkości w bitach zamiast bajtów (jak pv, oznacza -b)."
        case .bufferPercent:
            return "Pokazywać zapełnienie bufora meter, { 45%} (dane przechodzą wtedy przez niego)."
        case .lastWritten:
            return "Pokazywać ostatnie LICZBA zapisanych bajtów, każdy niedrukowalny bajt jako „.” (-A 16)."
        case .gauge:
            return "Bez łącznego rozmiaru pokazywać prędkość względem najwyższej dotąd zamiast wędrującego bloku."
        case .name: return "Umieszczać NAZWĘ przed wyświetlanym postępem."
        case .format:
            return """
                Układać wyświetlany postęp według FORMATU, z sekwencjami pv: %p %t %e %I %r %a %b %T %nA %{sgr:red} (i \
                ich formy \
                %{timer}) %N %L %%; pasek przyjmuje szerokość (%20p); wszystko inne jest pokazywane tak, jak jest. Z \
                -n liczby: -n -F '{\"bytes\":%b}'.
                """
        case .numeric:
            return """
                Wypisywać całe procenty, jeden na wiersz (z -b najpierw wynik zliczania, -r prędkość, -t sekundy, \
                które \
                upłynęły; z \
                -F jego sekwencje jako zwykłe liczby).
                """
        case .stats:
            return """
                Na końcu wypisywać najniższą, średnią i najwyższą prędkość oraz ich odchylenie w osobnym wierszu, \
                nawet \
                z -q.
                """
        case .summary:
            return """
                Na końcu wypisywać podsumowanie przebiegu, także z -q: ilość, średnią, najniższą i najwyższą prędkość, \
                czas, przestoje i prędkość całego przebiegu jako sparkline (po wierszu -v).
                """
        case .json:
            return """
                Zamiast wyświetlania pisać na standardowe wyjście błędów jeden obiekt JSON na klatkę, a na końcu \
                podsumowanie, każde w wierszu zaczynającym się od {\"v\":1, (JSON PROGRESS w podręczniku).
                """
        case .jsonFile:
            return """
                Pisać obiekty --json zamiast tego do PLIKU, obok wyświetlanego postępu na standardowym wyjściu błędów \
                (--json-file progress.jsonl).
                """
        case .quiet: return "Nic nie pokazywać."
        case .force: return "Rysować wyświetlany postęp, nawet gdy standardowe wyjście błędów nie jest terminalem."
        case .interval: return "Odświeżać co SEK sekund (domyślnie 1; w zakresie od 0.1 do 600)."
        case .width: return "Rysować na szerokość KOLUMNY kolumn zamiast szerokości terminala (0: szerokość terminala)."
        case .height:
            return "Przyjmowane i sprawdzane dla skryptów pv; meter odczytuje wysokość bezpośrednio z terminala."
        case .averageWindow: return "Uśredniać prędkość i pozostały czas z ostatnich SEK sekund (domyślnie 30)."
        case .wait: return "Nic nie pokazywać do nadejścia pierwszego bajtu."
        case .delayStart: return "Nic nie pokazywać przez pierwsze SEK sekund."
        case .cursor:
            return """
                Trzymać ten licznik we własnym wierszu, aby kilka liczników jednego potoku układało się w terminalu \
                jeden pod drugim (meter -c -N in a | gzip | meter -c -N out > b.gz).
                """
        case .extraDisplay:
            return """
                Pokazywać wyświetlany postęp także w tytule okna terminala (windowtitle) lub w tytule procesu \
                widocznym w ps \
                (processtitle): nazwy rozdzielone przecinkami, potem opcjonalnie „:FORMAT” \
                (-x 'windowtitle:%p %e').
                """
        case .indicatorStyle:
            return """
                Wskaźnik: linear (pasek, domyślnie) lub circular (pierścień wypełniający się zgodnie z ruchem \
                wskazówek zegara obok procentu: --style circular).
                """
        case .ring:
            return """
                Znaki pierścienia: braille (jedna komórka, 9 stanów, domyślnie) lub pie (○◔◑◕●; --style circular \
                --ring pie).
                """
        case .barStyle:
            return """
                Znaki paska, jak w pv: plain ([===>]), block, granular (ósme części komórki, domyślnie) lub shaded \
                (-u shaded).
                """
        case .spinnerSpeed:
            return """
                Obracać wiatraczek, pokazywany bez łącznego rozmiaru, MNOŻNIK razy szybciej (domyślnie 1; \
                --spinner-speed 0.5).
                """
        case .layout:
            return """
                Pokazywać zestaw pól: mini (wskaźnik), small (i procent), regular (domyślny układ pv) lub large \
                (wszystkie pola); -F nadal ma pierwszeństwo (--layout small).
                """
        case .color:
            return """
                Kolorować wyświetlany postęp: auto (domyślnie: na terminalu w locale UTF-8, chyba że ustawiono \
                NO_COLOR), \
                always lub never (--color never).
                """
        case .tint:
            return """
                Wypełniać kolorem KOLOR: #RRGGBB, #RGB lub nazwą jak orange, blue czy green (domyślnie #FF5733; \
                --tint '#3584E4').
                """
        case .reduceMotion:
            return """
                Bez ozdobnego ruchu: wiatraczek stoi, pasek przesuwa się o całe komórki, wiersz jest odrysowywany \
                tylko po zmianie jakiejś jego wartości (także REDUCE_MOTION=1).
                """
        case .noReduceMotion: return "Animować, nawet gdy ustawiono REDUCE_MOTION."
        case .plain:
            return """
                Pisać proste wiersze dla czytników ekranu i dzienników, nawet gdy standardowe wyjście błędów nie jest \
                terminalem: „in: 40% 400MiB z 1,0GiB, 12MiB/s, zostało 0:00:50” (także przy TERM=dumb oraz przy \
                ACCESSIBLE=1 tam, gdzie meter rysuje).
                """
        case .noPlain: return "Rysować wyświetlany postęp w miejscu, nawet gdy ustawiono ACCESSIBLE."
        case .heartbeat:
            return """
                Przy prostych wierszach: pisać wiersz, ilekroć przez SEK sekund nie napisano żadnego, aby dziennik \
                nigdy nie milkł (domyślnie 60 poza terminalem, na terminalu wcale; 0: wcale).
                """
        case .terminalProgress:
            return """
                Pokazywać postęp także na karcie lub pasku zadań terminala (OSC 9;4): auto (domyślnie: w terminalach, \
                o których wiadomo, że go pokazują, jak Windows Terminal, Ghostty, WezTerm, iTerm2 i terminal GNOME; \
                także METER_TERMINAL_PROGRESS), always lub never.
                """
        case .exec:
            return """
                Uruchamiać POLECENIE z następującymi argumentami (wszystko po --exec to polecenie), zliczając jego \
                standardowe wyjście; jego standardowe wyjście błędów, a na terminalu także standardowe wyjście, \
                pojawiają się nad wyświetlanym postępem. meter kończy się z kodem wyjścia POLECENIA.
                """
        case .remember:
            return """
                Z --exec: zapamiętywać końcowy wynik zliczania tego polecenia w tym katalogu i następnym razem \
                oczekiwać go jako łącznego rozmiaru.
                """
        case .monitor:
            return """
                Z --exec: zliczać, co polecenie czyta (in: standardowe wejście meter, kopiowane do niego), co pisze \
                (out, domyślnie), albo oba, w dwóch wierszach, najpierw wejście, potem wyjście ze stosunkiem wyjścia \
                do wejścia (-M both --exec gzip -9 < big > big.gz).
                """
        case .progressFrom:
            return """
                Z --exec: licznik podąża za postępem, który wypisuje polecenie, odczytanym z jego wyjścia według \
                wzorca WZORZEC. WZORZEC to gotowy wzorzec (percent, count, rsync, ffmpeg, curl) albo rozszerzone \
                wyrażenie regularne z jedną grupą, procentem, lub dwiema, zrobione i łącznie (--progress-from \
                '([0-9]+) of ([0-9]+)').
                """
        case .execWait:
            return """
                Z --exec: po zakończeniu polecenia czekać najwyżej SEK sekund, aż pozostawione przez nie procesy \
                zamkną jego wyjście, potem przestać je czytać i zakończyć się ze statusem polecenia (domyślnie: \
                czekać, aż je zamkną; --exec-wait 5).
                """
        case .watchfd:
            return """
                Nic nie kopiować: śledzić pliki otwarte przez inne procesy, każdy w wierszu, jak pv -d. CEL to PID \
                (każdy jego plik, gdy go otwiera, aż do końca procesu), PID:FD (jeden plik), =NAZWA (procesy, których \
                nazwa pasuje do wyrażenia regularnego NAZWA, jak w pgrep) lub @PLIK_LISTY (jeden cel na wiersz); \
                kolejne \
                mogą być podane jako argumenty (-d \"$(pidof gzip)\").
                """
        case .copies:
            return """
                Nic nie kopiować: śledzić każde twoje polecenie, które przechodzi przez pliki (cp, mv, dd, cat, tar, \
                gzip, xz, zstd, rsync, sha256sum… według listy w podręczniku; jako root polecenia wszystkich \
                użytkowników), każde w wierszu: polecenie, największy plik, który czyta (z -M out: który zapisuje), \
                jak daleko doszło, prędkość i pozostały czas. Polecenia uruchomione później dołączają, zakończone \
                zostawiają swój ostatni wiersz, aż meter zostanie przerwany.
                """
        case .remote:
            return """
                Zmieniać ustawienia działającego meter o ID procesu PID: przejmuje podane tu opcje wyświetlania (-p -t \
                -e -r -b -a -I, -F, -N; niepodana nazwa jest usuwana), --style, --tint, --color, --reduce-motion oraz \
                -L, -s, -i, -w, jeśli podane i większe niż 0 (meter -R 4242 -L 10M).
                """
        case .query:
            return """
                Pokazywać tutaj postęp działającego meter o ID procesu PID, z podanymi tu opcjami wyświetlania, aż do \
                jego końca (meter -Q 4242 -pte).
                """
        case .meters:
            return """
                Pokazywać tutaj każdy twój działający meter, każdy w wierszu (blok dla takiego, który ma ich kilka), \
                z podanymi tu opcjami wyświetlania: kopiowania, obserwacje -d i meter z --exec, ale nie te, które \
                tylko pokazują inne; meter uruchomione później dołączają, aż wszystkie się zakończą.
                """
        case .pidFile:
            return """
                Zapisywać ID procesu meter do PLIKU przed rozpoczęciem przesyłania, dla -R i -Q; PLIK jest usuwany, \
                gdy meter się kończy.
                """
        case .replay:
            return """
                Zapisywać fikcyjny strumień opisany przez SKRYPT albo odtwarzać nagrane w nim uruchomienie polecenia i \
                od razu zliczać je na wirtualnym zegarze, z klatkami, które narysowałoby prawdziwe uruchomienie \
                (oznacza -f).
                """
        case .record:
            return """
                Zapisywać do PLIKU skrypt odtwarzania tego, co nadchodzi, albo tego, co robi polecenie z --exec, \
                chwile w \
                milisekundach.
                """
        case .help: return "Pokazywać pomoc."
        case .version: return "Pokazywać wersję."
        case .completionScript:
            return """
                Wypisywać skrypt uzupełniania dla POWŁOKI (bash, zsh lub fish); z meters identyfikatory procesów \
                twoich działających meter, po jednym w wierszu, tak jak skrypty podpowiadają je po -Q i -R.
                """
        }
    }
}

extension Polish {
    /// The metavariables of `--help` and the usage line in Polish, as GNU's catalogues name them.
    static func metavariable(_ name: Metavariable) -> String {
        switch name {
        case .size: return "ROZMIAR"
        case .file: return "PLIK"
        case .rate: return "PRĘDKOŚĆ"
        case .bytes: return "BAJTY"
        case .count: return "LICZBA"
        case .name: return "NAZWA"
        case .format: return "FORMAT"
        case .seconds: return "SEK"
        case .columns: return "KOLUMNY"
        case .rows: return "WIERSZE"
        case .spec: return "OPIS"
        case .style: return "STYL"
        case .glyphs: return "ZNAKI"
        case .factor: return "MNOŻNIK"
        case .layout: return "UKŁAD"
        case .when: return "KIEDY"
        case .color: return "KOLOR"
        case .command: return "POLECENIE"
        case .stream: return "STRUMIEŃ"
        case .pattern: return "WZORZEC"
        case .target: return "CEL"
        case .pid: return "PID"
        case .script: return "SKRYPT"
        case .shell: return "POWŁOKA"
        case .options: return "OPCJE"
        case .argument: return "ARG"
        case .descriptor: return "FD"
        case .directory: return "KATALOG"
        case .listFile: return "PLIK_LISTY"
        }
    }
}
