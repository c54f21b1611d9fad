import MeterKit

/// The command's words in Polish.
extension Polish: CommandCatalogue {
    static func text(_ message: CommandMessage) -> String? {
        switch message {
        case .unknownOption(let option): return "nieznana opcja '\(option)'"
        case .ambiguousOption(let option, let candidates):
            return "opcja '\(option)' jest niejednoznaczna: może to być \(or(candidates))"
        case .execTakesNoValue: return "opcja '--exec' nie przyjmuje wartości: polecenie podaje się po niej"
        case .takesNoValue(let option): return "opcja '\(option)' nie przyjmuje wartości"
        case .needsValue(let option, let placeholder): return "opcja '\(option)' wymaga wartości <\(placeholder)>"
        case .invalidSize(let text):
            return "nieprawidłowy rozmiar '\(text)' (oczekiwano liczby z opcjonalnym przyrostkiem K, M, G, T, P lub E)"
        case .sizeTooLarge(let text): return "rozmiar '\(text)' jest za duży"
        case .invalidSeconds(let text): return "nieprawidłowa liczba sekund '\(text)'"
        case .invalidWholeNumber(let text): return "nieprawidłowa liczba całkowita '\(text)'"
        case .outOfRange(let text, let lowest, let highest):
            return "'\(text)' jest poza zakresem (od \(lowest) do \(highest))"
        case .invalidShell(let text, let choices): return "nieprawidłowa powłoka '\(text)' (oczekiwano: \(or(choices)))"
        case .invalidChoice(let text, let choices):
            return "nieprawidłowa wartość '\(text)' (oczekiwano: \(or(choices)))"
        case .invalidFactor(let text): return "nieprawidłowy mnożnik '\(text)' (oczekiwano liczby, np. 0.5 lub 2)"
        case .invalidColour(let text, let names):
            return """
                nieprawidłowy kolor '\(text)' (oczekiwano #RRGGBB, #RGB lub jednej z nazw: \
                \(names.joined(separator: ", ")))
                """
        case .unknownDisplay(let name): return "nieznany wskaźnik '\(name)' (oczekiwano windowtitle lub processtitle)"
        case .namesNoDisplay(let text):
            return "w '\(text)' nie podano żadnego wskaźnika (oczekiwano windowtitle lub processtitle)"
        case .scriptNameEmpty: return "nazwa pliku skryptu jest pusta"
        case .fileNameEmpty: return "nazwa pliku jest pusta"
        case .outputNameEmpty: return "nazwa pliku wyjściowego jest pusta"
        case .storeNameEmpty: return "nazwa pliku jest pusta ('-' dla pliku tymczasowego)"
        case .atNeedsFileName: return "'@' wymaga nazwy pliku"
        case .equalsNeedsProcessName: return "po '=' musi być nazwa procesu"
        case .invalidProcessPattern(let pattern, let reason):
            return "nieprawidłowe wyrażenie regularne '\(pattern)' po '=': \(reason)"
        case .atNeedsListName: return "po '@' musi być nazwa pliku"
        case .invalidProgressPattern(let pattern, let reason):
            return "nieprawidłowe wyrażenie regularne '\(pattern)': \(reason)"
        case .progressPatternWithoutCapture(let pattern, let presets):
            return """
                '\(pattern)' nie ma grupy do odczytania: ujmij liczbę w nawiasy, jak w '([0-9]+)%', albo podaj gotowy \
                wzorzec (\(or(presets)))
                """
        case .progressPatternBackReference(let pattern, let reference):
            return """
                '\(pattern)' zawiera odwołanie wsteczne ('\(reference)'): rozszerzone wyrażenia \
                regularne ich nie mają, a dopasowanie jednego wiersza może trwać minuty
                """
        case .progressCapturesUnnamed(let pattern):
            return """
                '\(pattern)' ma więcej niż dwie grupy: określ każdą literą przed dwukropkiem, jak w 'dt-:' (p \
                procent, d zrobione, t całość, - nieczytana)
                """
        case .progressRolesMismatch(let roles, let pattern, let captures):
            return "role '\(roles)' wymagają litery dla każdej grupy '\(pattern)', a ma ich \(captures)"
        case .progressRolesInvalid(let roles):
            return "nieprawidłowe role '\(roles)': podaj p, d i t najwyżej raz każde i co najmniej jedno z nich"
        case .expectedWatchTarget(let text): return "oczekiwano PID, PID:FD, =NAME lub @LISTFILE, a nie '\(text)'"
        case .listNamesList(let text): return "plik listy nie może wskazywać innej listy ('\(text)')"
        case .listTooLarge: return "lista jest większa niż 1 MiB"
        case .sizeSentAsNumber: return "rozmiar wysyła się jako liczbę"
        case .cannotTakeSize(let path, let error): return "nie można ustalić rozmiaru '\(path)': \(say(error))"
        case .system(let error): return say(error)
        case .listLine(let path, let line): return "-d @\(path): wiersz \(line)"
        case .rememberNeedsExec: return "--remember wymaga polecenia: podaj je przez --exec"
        case .monitorNeedsExec: return "-M wymaga polecenia: podaj je przez --exec"
        case .progressFromNeedsExec: return "--progress-from wymaga polecenia: podaj je przez --exec"
        case .execWaitNeedsExec: return "--exec-wait wymaga polecenia: podaj je przez --exec"
        case .progressFromNotWithMonitor:
            return "--progress-from nie można użyć z -M: postęp polecenia napędza jeden licznik"
        case .execNeedsCommand: return "--exec wymaga polecenia"
        case .operandWithExec(let operand):
            return "'\(operand)': argumentów FILE nie można użyć z --exec (wszystko po --exec to polecenie)"
        case .notWithExec(let option): return "\(option) nie można użyć z --exec"
        case .copyOptionNotWithExec(let option): return "\(option) nie można użyć z --exec: to opcja kopiowania"
        case .rememberNotWithMonitorIn:
            return "--remember nie można użyć z -M in: zapamiętuje licznik wyjścia polecenia"
        case .givenTooOften(let option, let times):
            return """
                \(option) podano \(times) razy: przy -M both podaj raz dla obu liczników albo dwa razy (najpierw dla \
                wejścia, potem dla wyjścia)
                """
        case .notWithWatch(let option):
            return "\(option) nie można użyć z -d: meter nic wtedy nie kopiuje, śledzi pozycję w bajtach"
        case .notWithCopies(let option):
            return "\(option) nie można użyć z --copies: meter nic wtedy nie kopiuje, śledzi pliki innych poleceń"
        case .operandWithCopies(let operand):
            return """
                '\(operand)': argumentów FILE nie można użyć z --copies: polecenia są wyszukiwane, nie wskazywane \
                (jedno wskazuje -d PID)
                """
        case .monitorBothNotWithCopies:
            return """
                -M both nie można użyć z --copies: wiersz polecenia śledzi jeden plik, czytany (in) lub zapisywany \
                (out)
                """
        case .stopNeedsSize: return "-S wymaga rozmiaru: podaj go przez -s (nie każde wejście ma znany rozmiar)"
        case .replayTakesNoFile: return "--replay nie przyjmuje FILE: wejściem jest skrypt"
        case .notWithReplay(let option): return "\(option) nie można użyć z --replay"
        case .notWithRecord(let option): return "\(option) nie można użyć z --record"
        case .notWithRecordedCommand(let option): return "\(option) nie można użyć przy odtwarzaniu nagranego polecenia"
        case .remoteAndQuery: return "-R i -Q nie można użyć razem"
        case .operandWithControl(let operand, let option):
            return "'\(operand)': argumentów FILE nie można użyć z \(option): pliki należą do innego meter"
        case .notWithControl(let name, let option):
            return "\(name) nie można użyć z \(option): \(option) nic nie kopiuje, komunikuje się z innym meter"
        case .sameFileTwice(let first, let second, let path):
            return "\(first) i \(second) wskazują ten sam plik '\(path)': każda musi mieć własny"
        case .sameFileAsStandardOutput(let option, let path):
            return "\(option) wskazuje '\(path)', plik, do którego już pisze standardowe wyjście: podaj osobny plik"
        case .pidFileNotRegular(let path):
            return "'\(path)' nie jest zwykłym plikiem: meter zastępuje tylko zwykły plik albo tworzy nowy"
        case .usageLine: return "Użycie: meter [OPTIONS] [FILE ...]"
        case .seeHelp: return "Zobacz 'meter --help'."
        case .or: return "lub"
        case .warning(let message): return "ostrzeżenie: \(say(message))"
        case .ignoredValue(let option, let problem): return "\(option): \(say(problem)); zignorowano"
        case .cannotMakeTemporaryFile(let directory, let error):
            return "\(directory): nie można utworzyć pliku tymczasowego: \(say(error))"
        case .noProcessMatches(let target): return "\(target): żadna nazwa procesu nie pasuje"
        case .noSuchProcess(let target): return "\(target): nie ma takiego procesu"
        case .noSuchDescriptor(let target): return "\(target): proces nie ma takiego deskryptora pliku"
        case .notAFile(let target, let path):
            return "\(target): '\(path)' nie jest zwykłym plikiem ani urządzeniem blokowym"
        case .cannotSeeFiles(let target, let error): return "\(target): nie widać plików procesu: \(say(error))"
        case .watchFailed(let target, let error): return "\(target): \(say(error))"
        case .noCacheDirectory:
            return "--remember: brak katalogu pamięci podręcznej (nie ustawiono XDG_CACHE_HOME ani HOME)"
        case .cannotRemember(let failure): return "nie można zapamiętać licznika: \(say(failure))"
        case .ignoringRemembered(let failure): return "pominięto zapamiętany licznik: \(say(failure))"
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
                Kopiuje standardowe wejście lub każdy FILE na standardowe wyjście, pokazując postęp na standardowym \
                wyjściu błędów.
                """
        case .fileArgument: return "Plik do skopiowania, po kolei. '-' lub brak FILE oznacza standardowe wejście."
        case .seeManual: return "Sekwencje formatu, skrypty odtwarzania, kody wyjścia i sygnały: zobacz 'man meter'."
        case .optionHelp(let id): return optionHelp(id)
        }
    }

    private static func heading(_ group: OptionSpec.Group) -> String {
        switch group {
        case .data: return "OPCJE DANYCH:"
        case .display: return "OPCJE WSKAŹNIKA:"
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
                Oczekiwana suma: bajty z opcjonalnym przyrostkiem K, M, G, T, P lub E (1.5G), w trybie wierszy \
                liczba, albo @FILE dla rozmiaru FILE (@DIR: pliki pod DIR); 0 oznacza brak.
                """
        case .lineMode: return "Liczyć wiersze zamiast bajtów."
        case .null: return "Liczyć rekordy zakończone NUL (oznacza -l)."
        case .output: return "Pisać do FILE zamiast na standardowe wyjście."
        case .discard: return "Czytać i liczyć, ale nic nie pisać."
        case .si: return "Jednostki w potęgach 1000, nie 1024: pokazywane i przyrostki rozmiarów podanych po niej."
        case .rateLimit:
            return """
                Kopiować najwyżej RATE bajtów na sekundę (w trybie wierszy: wierszy); przyrostki jak w --size; 0 \
                oznacza brak limitu.
                """
        case .stopAtSize:
            return """
                Zatrzymać się po --size, a bez niego przy rozmiarze wejść; w trybie bajtów nic ponad to nie jest \
                czytane.
                """
        case .skipErrors:
            return """
                Pomijać nieczytelne części wejścia, najpierw bajt, a póki błędy trwają, do 512, pisząc w ich miejsce \
                NUL; dwa razy: zgłaszać raz na plik.
                """
        case .errorSkipBlock:
            return """
                Z -E (włączanym automatycznie): pominąć cały blok BYTES, w którym jest błąd (-EE -Z 4K /dev/sdX > \
                disk.img).
                """
        case .bufferSize: return "Użyć bufora o rozmiarze BYTES (przyrostki jak w --size)."
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
                Najpierw wczytać wszystko do FILE ('-': plik tymczasowy), potem je zapisać, z jego rozmiarem jako sumą.
                """
        case .progress: return "Pokazać pasek i procent."
        case .timer: return "Pokazać czas, który upłynął."
        case .eta: return "Pokazać pozostały czas."
        case .fineta: return "Pokazać godzinę, o której przesyłanie się skończy."
        case .rate: return "Pokazać prędkość od ostatniej aktualizacji."
        case .averageRate: return "Pokazać średnią prędkość w oknie (-m)."
        case .bytes: return "Pokazać dotychczasową ilość."
        case .bits: return "Pokazać dotychczasową ilość i prędkości w bitach zamiast bajtów (jak pv, oznacza -b)."
        case .bufferPercent: return "Pokazać zapełnienie bufora meter, { 45%} (dane przechodzą wtedy przez niego)."
        case .lastWritten: return "Pokazać ostatnie COUNT zapisanych bajtów, niedrukowalne jako '.' (-A 16)."
        case .gauge: return "Bez sumy pokazać prędkość względem najwyższej dotąd zamiast wędrującego bloku."
        case .name: return "Umieścić NAME przed wskaźnikiem."
        case .format:
            return """
                Ułożyć wskaźnik według FORMAT, z sekwencjami pv: %p %t %e %I %r %a %b %T %nA %{sgr:red} (i ich formy \
                %{timer}) %N %L %%; pasek przyjmuje szerokość (%20p); wszystko inne jest pokazywane tak, jak jest. Z \
                -n liczby: -n -F '{\"bytes\":%b}'.
                """
        case .numeric:
            return """
                Wypisywać całe procenty, jeden na wiersz (z -b najpierw licznik, -r prędkość, -t upłynięte sekundy; z \
                -F jego sekwencje jako zwykłe liczby).
                """
        case .stats:
            return """
                Na końcu wypisać najniższą, średnią i najwyższą prędkość oraz ich odchylenie w osobnym wierszu, nawet \
                z -q.
                """
        case .summary:
            return """
                Na końcu wypisać podsumowanie przebiegu, także z -q: ilość, średnią, najniższą i najwyższą prędkość, \
                czas, przestoje i prędkość całego przebiegu jako sparkline (po wierszu -v).
                """
        case .json:
            return """
                Zamiast wskaźnika pisać na standardowe wyjście błędów jeden obiekt JSON na klatkę, a na końcu \
                podsumowanie, każde w wierszu zaczynającym się od {\"v\":1, (JSON PROGRESS w podręczniku).
                """
        case .jsonFile:
            return """
                Pisać obiekty --json zamiast tego do FILE, obok wskaźnika na standardowym wyjściu błędów (--json-file \
                progress.jsonl).
                """
        case .quiet: return "Nic nie pokazywać."
        case .force: return "Pokazywać wskaźnik, nawet gdy standardowe wyjście błędów nie jest terminalem."
        case .interval: return "Odświeżać co SEC sekund (domyślnie 1; w zakresie od 0.1 do 600)."
        case .width: return "Rysować na COLUMNS kolumnach zamiast szerokości terminala (0: szerokość terminala)."
        case .height:
            return "Przyjmowane i sprawdzane dla skryptów pv; meter odczytuje wysokość bezpośrednio z terminala."
        case .averageWindow: return "Uśredniać prędkość i pozostały czas z ostatnich SEC sekund (domyślnie 30)."
        case .wait: return "Nic nie pokazywać do nadejścia pierwszego bajtu."
        case .delayStart: return "Nic nie pokazywać przez pierwsze SEC sekund."
        case .cursor:
            return """
                Trzymać ten licznik we własnym wierszu, aby kilka liczników jednego potoku układało się w terminalu \
                jeden pod drugim (meter -c -N in a | gzip | meter -c -N out > b.gz).
                """
        case .extraDisplay:
            return """
                Pokazywać wskaźnik także w tytule okna terminala (windowtitle) lub w tytule procesu widocznym w ps \
                (processtitle): nazwy rozdzielone przecinkami, potem opcjonalnie ':FORMAT' (-x 'windowtitle:%p %e').
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
            return "Obracać wiatraczek pokazywany bez sumy FACTOR razy szybciej (domyślnie 1; --spinner-speed 0.5)."
        case .layout:
            return """
                Pokazać zestaw pól: mini (wskaźnik), small (i procent), regular (domyślny układ pv) lub large \
                (wszystkie pola); -F nadal ma pierwszeństwo (--layout small).
                """
        case .color:
            return """
                Kolorować wskaźnik: auto (domyślnie: na terminalu w locale UTF-8, chyba że ustawiono NO_COLOR), \
                always lub never (--color never).
                """
        case .tint:
            return """
                Wypełniać kolorem COLOR: #RRGGBB, #RGB lub nazwą jak orange, blue czy green (domyślnie #FF5733; \
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
                terminalem: 'in: 40% 400MiB z 1,0GiB, 12MiB/s, zostało 0:00:50' (także przy TERM=dumb oraz przy \
                ACCESSIBLE=1 tam, gdzie meter rysuje).
                """
        case .noPlain: return "Rysować wskaźnik w miejscu, nawet gdy ustawiono ACCESSIBLE."
        case .heartbeat:
            return """
                Przy prostych wierszach: pisać wiersz, ilekroć przez SEC sekund nie napisano żadnego, aby dziennik \
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
                Uruchomić COMMAND z następującymi argumentami (wszystko po --exec to polecenie), mierząc jego \
                standardowe wyjście; jego wyjście błędów, a na terminalu także standardowe wyjście, pojawiają się nad \
                wskaźnikiem. meter kończy się z kodem wyjścia COMMAND.
                """
        case .remember:
            return """
                Z --exec: zapamiętać końcowy licznik tego polecenia w tym katalogu i następnym razem oczekiwać go \
                jako sumy.
                """
        case .monitor:
            return """
                Z --exec: mierzyć, co polecenie czyta (in: standardowe wejście meter, kopiowane do niego), co pisze \
                (out, domyślnie), albo oba, w dwóch wierszach, najpierw wejście, potem wyjście ze stosunkiem wyjścia \
                do wejścia (-M both --exec gzip -9 < big > big.gz).
                """
        case .progressFrom:
            return """
                Z --exec: licznik podąża za postępem, który wypisuje polecenie, odczytanym z jego wyjścia według \
                PATTERN. PATTERN to gotowy wzorzec (percent, count, rsync, ffmpeg, curl) albo rozszerzone wyrażenie \
                regularne z jedną grupą, procentem, lub dwiema, zrobione i całość (--progress-from '([0-9]+) of \
                ([0-9]+)').
                """
        case .execWait:
            return """
                Z --exec: po zakończeniu polecenia czekać najwyżej SEC sekund, aż pozostawione przez nie procesy \
                zamkną jego wyjście, potem przestać je czytać i zakończyć się ze statusem polecenia (domyślnie: \
                czekać, aż je zamkną; --exec-wait 5).
                """
        case .watchfd:
            return """
                Nic nie kopiować: śledzić pliki otwarte przez inne procesy, każdy w wierszu, jak pv -d. TARGET to PID \
                (każdy jego plik, gdy go otwiera, aż do końca procesu), PID:FD (jeden plik), =NAME (procesy, których \
                nazwa pasuje do wyrażenia regularnego NAME, jak w pgrep) lub @LISTFILE (jeden cel na wiersz); kolejne \
                mogą być podane jako argumenty (-d \"$(pidof gzip)\").
                """
        case .copies:
            return """
                Nic nie kopiować: śledzić każde twoje polecenie, które przechodzi przez pliki (cp, mv, dd, cat, tar, \
                gzip, xz, zstd, rsync, sha256sum… według listy w podręczniku; jako root polecenia wszystkich \
                użytkowników), każde w wierszu: polecenie, największy plik, który czyta (z -M out: który zapisuje), \
                jak daleko doszło, szybkość i pozostały czas. Polecenia uruchomione później dołączają, zakończone \
                zostawiają swój ostatni wiersz, aż meter zostanie przerwany.
                """
        case .remote:
            return """
                Zmienić działający meter PID: przejmuje podane tu opcje wskaźnika (-p -t -e -r -b -a -I, -F, -N; \
                niepodana nazwa jest usuwana), --style, --tint, --color, --reduce-motion oraz -L, -s, -i, -w, jeśli \
                podane i większe niż 0 (meter -R 4242 -L 10M).
                """
        case .query:
            return """
                Pokazywać tutaj postęp działającego meter PID, z podanymi tu opcjami wskaźnika, aż do jego końca \
                (meter -Q 4242 -pte).
                """
        case .meters:
            return """
                Pokazywać tutaj każdy twój działający meter, każdy w wierszu (blok dla takiego, który ma ich kilka), \
                z podanymi tu opcjami wskaźnika: kopiowania, obserwacje -d i polecenia z --exec, ale nie te, które \
                tylko pokazują inne; meter uruchomione później dołączają, aż wszystkie się zakończą.
                """
        case .pidFile:
            return """
                Zapisać ID procesu meter do FILE, zanim cokolwiek ruszy, dla -R i -Q; usuwany, gdy meter się kończy.
                """
        case .replay:
            return """
                Zapisać fikcyjny strumień opisany przez SCRIPT albo odtworzyć nagrane w nim uruchomienie polecenia i \
                od razu zmierzyć je na wirtualnym zegarze, z klatkami, które narysowałoby prawdziwe uruchomienie \
                (oznacza -f).
                """
        case .record:
            return """
                Zapisać do FILE skrypt odtwarzania tego, co nadchodzi, albo tego, co robi polecenie z --exec, chwile w \
                milisekundach.
                """
        case .help: return "Pokazać pomoc."
        case .version: return "Pokazać wersję."
        case .completionScript:
            return """
                Wypisać skrypt uzupełniania dla SHELL (bash, zsh lub fish); z meters identyfikatory procesów twoich \
                działających meter, po jednym w wierszu, tak jak skrypty podpowiadają je po -Q i -R.
                """
        }
    }
}
