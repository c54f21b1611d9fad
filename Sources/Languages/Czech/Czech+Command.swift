import MeterKit

/// The command's words in Czech.
extension Czech: CommandCatalogue {
    static func text(_ message: CommandMessage) -> String? {
        switch message {
        case .unknownOption(let option): return "neznámý přepínač \(quoted(option))"
        case .ambiguousOption(let option, let candidates):
            return "přepínač \(quoted(option)) je nejednoznačný: může to být \(or(candidates))"
        case .execTakesNoValue: return "přepínač „--exec“ nepřijímá hodnotu: příkaz uveďte za ním"
        case .takesNoValue(let option): return "přepínač \(quoted(option)) nepřijímá hodnotu"
        case .needsValue(let option, let placeholder):
            return "přepínač \(quoted(option)) vyžaduje hodnotu <\(say(placeholder))>"
        case .invalidSize(let text):
            return "neplatná velikost \(quoted(text)) (očekáváno číslo s nepovinnou příponou K, M, G, T, P nebo E)"
        case .sizeTooLarge(let text): return "velikost \(quoted(text)) je příliš velká"
        case .invalidSeconds(let text): return "neplatný údaj v sekundách \(quoted(text))"
        case .invalidWholeNumber(let text): return "neplatné celé číslo \(quoted(text))"
        case .outOfRange(let text, let lowest, let highest):
            return "\(quoted(text)) je mimo rozsah (\(lowest) až \(highest))"
        case .invalidShell(let text, let choices): return "neplatný shell \(quoted(text)) (očekáváno \(or(choices)))"
        case .invalidChoice(let text, let choices): return "neplatná hodnota \(quoted(text)) (očekáváno \(or(choices)))"
        case .invalidFactor(let text): return "neplatný koeficient \(quoted(text)) (očekáváno číslo jako 0.5 nebo 2)"
        case .invalidColor(let text, let names):
            return """
                neplatná barva \(quoted(text)) (očekáváno #RRGGBB, #RGB nebo jedna z \(names.joined(separator: ", ")))
                """
        case .unknownDisplay(let name):
            return "neznámé zobrazení \(quoted(name)) (očekáváno windowtitle nebo processtitle)"
        case .namesNoDisplay(let text):
            return "\(quoted(text)) nejmenuje žádné zobrazení (očekáváno windowtitle nebo processtitle)"
        case .scriptNameEmpty: return "název souboru se skriptem je prázdný"
        case .fileNameEmpty: return "název souboru je prázdný"
        case .outputNameEmpty: return "název výstupního souboru je prázdný"
        case .storeNameEmpty: return "název souboru je prázdný („-“ pro dočasný soubor)"
        case .atNeedsFileName: return "„@“ vyžaduje název souboru"
        case .equalsNeedsProcessName: return "za „=“ musí následovat název procesu"
        case .invalidProcessPattern(let pattern, let reason):
            return "neplatný regulární výraz \(quoted(pattern)) za „=“: \(reason)"
        case .atNeedsListName: return "za „@“ musí následovat název souboru"
        case .invalidProgressPattern(let pattern, let reason):
            return "neplatný regulární výraz \(quoted(pattern)): \(reason)"
        case .progressPatternWithoutCapture(let pattern, let presets):
            return """
                \(quoted(pattern)) nemá žádnou skupinu ke čtení: dejte číslo do závorek, jako v „([0-9]+)%“, nebo \
                uveďte \
                předvolbu (\(or(presets)))
                """
        case .progressPatternBackReference(let pattern, let reference):
            return """
                \(quoted(pattern)) obsahuje zpětný odkaz (\(quoted(reference))): rozšířené regulární výrazy \
                zpětné odkazy nemají a porovnání jednoho řádku s ním může trvat minuty
                """
        case .progressCapturesUnnamed(let pattern):
            return """
                \(quoted(pattern)) má víc než dvě skupiny: určete každou písmenem před dvojtečkou, jako v „dt-:“ (p \
                procento, d hotovo, t celkem, - nečte se)
                """
        case .progressRolesMismatch(let roles, let pattern, let captures):
            return """
                role \(quoted(roles)) potřebují písmeno pro každou skupinu výrazu \(quoted(pattern)), který jich má \
                \(captures)
                """
        case .progressRolesInvalid(let roles):
            return "neplatné role \(quoted(roles)): uveďte p, d a t nejvýš jednou a aspoň jedno z nich"
        case .expectedWatchTarget(let text): return "očekáváno PID, PID:FD, =JMÉNO nebo @SEZNAM, ne \(quoted(text))"
        case .listNamesList(let text): return "soubor se seznamem nemůže odkazovat na další seznam (\(quoted(text)))"
        case .listTooLarge: return "seznam je větší než 1 MiB"
        case .sizeSentAsNumber: return "velikost se posílá jako číslo"
        case .cannotTakeSize(let path, let error): return "nelze zjistit velikost \(quoted(path)): \(say(error))"
        case .system(let error): return say(error)
        case .listLine(let path, let line): return "-d @\(path): řádek \(line)"
        case .rememberNeedsExec: return "přepínač --remember vyžaduje příkaz: zadejte ho pomocí --exec"
        case .monitorNeedsExec: return "přepínač -M vyžaduje příkaz: zadejte ho pomocí --exec"
        case .progressFromNeedsExec: return "přepínač --progress-from vyžaduje příkaz: zadejte ho pomocí --exec"
        case .execWaitNeedsExec: return "přepínač --exec-wait vyžaduje příkaz: zadejte ho pomocí --exec"
        case .progressFromNotWithMonitor: return "--progress-from nelze použít s -M: průběh příkazu řídí jeden měřič"
        case .execNeedsCommand: return "--exec vyžaduje příkaz"
        case .operandWithExec(let operand):
            return "\(quoted(operand)): operandy SOUBOR nelze použít s --exec (vše za --exec je příkaz)"
        case .notWithExec(let option): return "\(option) nelze použít s --exec"
        case .copyOptionNotWithExec(let option): return "\(option) nelze použít s --exec: je to přepínač kopírování"
        case .rememberNotWithMonitorIn: return "--remember nelze použít s -M in: pamatuje si počet výstupu příkazu"
        case .givenTooOften(let option, let times):
            return """
                \(option) je zadán \(times)krát: s -M both ho zadejte jednou pro oba měřiče, nebo dvakrát (nejprve \
                pro vstup, pak pro výstup)
                """
        case .notWithWatch(let option):
            return "\(option) nelze použít s -d: meter pak nic nekopíruje, sleduje pozici v bajtech"
        case .notWithCopies(let option):
            return "\(option) nelze použít s --copies: meter pak nic nekopíruje, sleduje soubory jiných příkazů"
        case .operandWithCopies(let operand):
            return """
                \(quoted(operand)): operandy SOUBOR nelze použít s --copies: příkazy se vyhledají, nezadávají se \
                (jeden určí -d PID)
                """
        case .monitorBothNotWithCopies:
            return """
                -M both nelze použít s --copies: řádek příkazu sleduje jeden soubor, čtený (in) nebo zapisovaný \
                (out)
                """
        case .stopNeedsSize: return "-S vyžaduje velikost: zadejte ji pomocí -s (ne každý vstup má známou velikost)"
        case .replayTakesNoFile: return "--replay nepřijímá operand SOUBOR: vstupem je skript"
        case .notWithReplay(let option): return "\(option) nelze použít s --replay"
        case .notWithRecord(let option): return "\(option) nelze použít s --record"
        case .notWithRecordedCommand(let option): return "\(option) nelze použít při přehrávání zaznamenaného příkazu"
        case .remoteAndQuery: return "-R a -Q nelze použít společně"
        case .operandWithControl(let operand, let option):
            return "\(quoted(operand)): operandy SOUBOR nelze použít s \(option): soubory patří druhému meteru"
        case .notWithControl(let name, let option):
            return "\(name) nelze použít s \(option): \(option) nic nekopíruje, mluví s jiným meterem"
        case .sameFileTwice(let first, let second, let path):
            return "\(first) a \(second) určují tentýž soubor \(quoted(path)): každý potřebuje vlastní"
        case .sameFileAsStandardOutput(let option, let path):
            return """
                \(option) určuje \(quoted(path)), soubor, do kterého už zapisuje standardní výstup: zadejte vlastní \
                soubor
                """
        case .pidFileNotRegular(let path):
            return "\(quoted(path)) není obyčejný soubor: meter nahrazuje jen obyčejný soubor, nebo vytvoří nový"
        case .usageLine: return "Použití: \(language.usageForms[0])"
        case .seeHelp: return "Viz „meter --help“."
        case .or: return "nebo"
        case .warning(let message): return "varování: \(say(message))"
        case .ignoredValue(let option, let problem): return "\(option): \(say(problem)); ignorováno"
        case .cannotMakeTemporaryFile(let directory, let error):
            return "\(directory): nelze vytvořit dočasný soubor: \(say(error))"
        case .noProcessMatches(let target): return "\(target): žádný název procesu neodpovídá"
        case .noSuchProcess(let target): return "\(target): takový proces neexistuje"
        case .noSuchDescriptor(let target): return "\(target): proces nemá takový popisovač souboru"
        case .notAFile(let target, let path):
            return "\(target): \(quoted(path)) není obyčejný soubor ani blokové zařízení"
        case .cannotSeeFiles(let target, let error): return "\(target): nelze zjistit soubory procesu: \(say(error))"
        case .watchFailed(let target, let error): return "\(target): \(say(error))"
        case .noCacheDirectory: return "--remember: chybí adresář mezipaměti (není nastaveno XDG_CACHE_HOME ani HOME)"
        case .cannotRemember(let failure): return "počet nelze uložit: \(say(failure))"
        case .ignoringRemembered(let failure): return "uložený počet se ignoruje: \(say(failure))"
        case .remoteIgnored(let names):
            return "-R: \(names.joined(separator: ", ")) nelze měnit za běhu měřiče: ignorováno"
        case .notAMeterOfYours(let process): return "proces \(process) není váš meter"
        case .noProcessWithID(let process): return "žádný proces s ID \(process)"
        case .noMetersRunning: return "neběží žádný váš meter"
        case .answererNotYours: return "odpovídající proces není váš: nic nebylo odesláno"
        case .endedBeforeAnswer: return "meter skončil dřív, než odpověděl"
        case .meterRefused(let reason): return "meter odmítl: \(reason)"
        case .controlChannelUnprotected(let folder, let reason):
            return """
                řídicí kanál nelze mít v \(folder) (\(say(reason))): -R a -Q půjdou přes jméno, které může obsadit \
                kterýkoli místní uživatel
                """
        case .notAPrivateFolder: return "není to váš adresář s právy 0700"
        case .noHomeFolder: return "není znám žádný domovský adresář"
        case .controlChannelTaken(let address):
            return "řídicí kanál \(address) drží jiný proces: -R a -Q se k tomuto meteru nedostanou"
        case .storeMeterName: return "(vstup)"
        case .overviewHeading: return "PŘEHLED:"
        case .usageHeading: return "POUŽITÍ:"
        case .argumentsHeading: return "ARGUMENTY:"
        case .groupHeading(let group): return heading(group)
        case .overview:
            return """
                Kopíruje standardní vstup nebo každý SOUBOR na standardní výstup a na standardním chybovém výstupu \
                zobrazuje průběh.
                """
        case .fileArgument:
            return "Soubor ke zkopírování, v daném pořadí. „-“ nebo žádný SOUBOR znamená standardní vstup."
        case .seeManual: return "Formátovací sekvence, skripty přehrávání, návratové kódy a signály: viz „man meter“."
        case .optionHelp(let id, _): return optionHelp(id)
        }
    }

    private static func heading(_ group: OptionGroup) -> String {
        switch group {
        case .data: return "PŘEPÍNAČE DAT:"
        case .display: return "PŘEPÍNAČE ZOBRAZENÍ:"
        case .style: return "PŘEPÍNAČE STYLU:"
        case .command: return "PŘEPÍNAČE PŘÍKAZU:"
        case .control: return "PŘEPÍNAČE OVLÁDÁNÍ:"
        case .testing: return "PŘEPÍNAČE PRO TESTOVÁNÍ:"
        case .general: return "PŘEPÍNAČE:"
        }
    }

    private static func or(_ words: [String]) -> String { language.alternatives(words) }

    /// Each option's help in Czech.
    static func optionHelp(_ id: OptionID) -> String? {
        switch id {
        case .size:
            return """
                Očekávané celkové množství: bajty s nepovinnou příponou K, M, G, T, P nebo E (1.5G), v řádkovém \
                režimu počet, nebo @SOUBOR pro velikost SOUBORU (@ADRESÁŘ: soubory v ADRESÁŘI); 0 pro žádné.
                """
        case .lineMode: return "Počítat řádky místo bajtů."
        case .null: return "Počítat záznamy ukončené NUL (zahrnuje -l)."
        case .output: return "Zapisovat do SOUBORU místo na standardní výstup."
        case .discard: return "Číst a počítat, ale nic nezapisovat."
        case .si: return "Jednotky v mocninách 1000, ne 1024: zobrazené i přípony velikostí zadaných za ním."
        case .rateLimit:
            return """
                Kopírovat nejvýše RYCHLOST bajtů za sekundu (v řádkovém režimu řádků); přípony jako u --size; 0 \
                znamená \
                bez omezení.
                """
        case .stopAtSize:
            return "Skončit po --size, bez něj při velikosti vstupů; v bajtovém režimu se za ní nic nečte."
        case .skipErrors:
            return """
                Přeskakovat nečitelné části vstupu, nejprve bajt a dokud chyby trvají, až 512, a na jejich místo psát \
                NUL; dvakrát: hlásit jednou za soubor.
                """
        case .errorSkipBlock:
            return """
                S -E (zapne se samo): přeskočit celý blok o velikosti BAJTY, ve kterém je chyba (-EE -Z 4K /dev/sdX > \
                disk.img).
                """
        case .bufferSize: return "Použít vyrovnávací paměť o velikosti BAJTY (přípony jako u --size)."
        case .noSplice: return "Nikdy nepoužívat splice(2) ani sendfile(2); vždy číst a zapisovat."
        case .sparse: return "Ve výstupním souboru nechat díry tam, kde data mají bloky nul, místo jejich zápisu."
        case .sync:
            return """
                Synchronizovat výstupní soubor nebo zařízení po každém zápisu, aby pruh sledoval disk, ne mezipaměť.
                """
        case .directIO: return "Číst a zapisovat soubory a bloková zařízení s O_DIRECT, mimo mezipaměť stránek."
        case .storeAndForward:
            return """
                Nejprve vše načíst do SOUBORU („-“: dočasný soubor), pak to zapsat s jeho velikostí jako celkovým \
                množstvím.
                """
        case .progress: return "Zobrazit pruh a procenta."
        case .timer: return "Zobrazit uplynulý čas."
        case .eta: return "Zobrazit zbývající čas."
        case .fineta: return "Zobrazit čas, kdy přenos skončí."
        case .rate: return "Zobrazit rychlost od poslední aktualizace."
        case .averageRate: return "Zobrazit průměrnou rychlost za okno (-m)."
        case .bytes: return "Zobrazit dosavadní množství."
        case .bits: return "Zobrazit dosavadní množství a rychlosti v bitech místo bajtů (jako pv, zahrnuje -b)."
        case .bufferPercent:
            return "Zobrazit, jak je plná vyrovnávací paměť meteru, { 45%} (data pak procházejí přes ni)."
        case .lastWritten:
            return "Zobrazit posledních POČET zapsaných bajtů, každý netisknutelný bajt jako „.“ (-A 16)."
        case .gauge: return "Bez celkového množství zobrazit rychlost vůči dosud nejvyšší místo putujícího bloku."
        case .name: return "Dát JMÉNO před zobrazení."
        case .format:
            return """
                Sestavit zobrazení podle FORMÁTU, se sekvencemi pv: %p %t %e %I %r %a %b %T %nA %{sgr:red} (a jejich \
                tvary %{timer}) %N %L %%; pruhu lze zadat šířku (%20p); vše ostatní se zobrazí tak, jak je. S -n \
                čísla: -n -F '{\"bytes\":%b}'.
                """
        case .numeric:
            return """
                Vypisovat celá procenta, jedno na řádek (s -b nejprve počet, -r rychlost, -t uplynulé sekundy; s -F \
                jeho sekvence jako holá čísla).
                """
        case .stats:
            return "Na konci vypsat nejnižší, průměrnou a nejvyšší rychlost a jejich odchylku na vlastní řádek, i s -q."
        case .summary:
            return """
                Na konci vypsat souhrn běhu, i s -q: množství, průměrnou, nejnižší a nejvyšší rychlost, čas, \
                zastavení a rychlost celého běhu jako sparkline (za řádkem -v).
                """
        case .json:
            return """
                Místo zobrazení psát na standardní chybový výstup jeden objekt JSON za snímek a na konci souhrn, \
                každý na řádku začínajícím {\"v\":1, (JSON PROGRESS v manuálové stránce).
                """
        case .jsonFile:
            return """
                Psát objekty --json místo toho do SOUBORU, vedle zobrazení na standardním chybovém výstupu \
                (--json-file \
                progress.jsonl).
                """
        case .quiet: return "Nezobrazovat vůbec nic."
        case .force: return "Vykreslovat zobrazení, i když standardní chybový výstup není terminál."
        case .interval: return "Aktualizovat každých SEK sekund (výchozí 1; v rozsahu 0.1 až 600)."
        case .width: return "Kreslit na šířku SLOUPCE sloupců místo šířky terminálu (0: šířka terminálu)."
        case .height:
            return "Přijímá se a kontroluje kvůli skriptům pv; meter zjišťuje výšku přímo od terminálu."
        case .averageWindow: return "Průměrovat rychlost a zbývající čas za posledních SEK sekund (výchozí 30)."
        case .wait: return "Nic nezobrazovat, dokud nepřijde první bajt."
        case .delayStart: return "Prvních SEK sekund nic nezobrazovat."
        case .cursor:
            return """
                Držet tento měřič na vlastním řádku, aby se více měřičů jedné roury skládalo v terminálu pod sebe \
                (meter -c -N in a | gzip | meter -c -N out > b.gz).
                """
        case .extraDisplay:
            return """
                Zobrazení ukazovat také v titulku okna terminálu (windowtitle) nebo v titulku procesu, který ukazuje \
                ps (processtitle): názvy oddělené čárkami, pak volitelně „:FORMAT“ (-x 'windowtitle:%p %e').
                """
        case .indicatorStyle:
            return """
                Ukazatel: linear (pruh, výchozí) nebo circular (kruh, který se plní po směru hodinových ručiček vedle \
                procent: --style circular).
                """
        case .ring:
            return "Znaky kruhu: braille (jedna buňka, 9 stavů, výchozí) nebo pie (○◔◑◕●; --style circular --ring pie)."
        case .barStyle:
            return """
                Znaky pruhu, jako pv: plain ([===>]), block, granular (osminy buňky, výchozí) nebo shaded (-u shaded).
                """
        case .spinnerSpeed:
            return """
                Točit káčou zobrazenou bez celkového množství FAKTOR-krát rychleji (výchozí 1; --spinner-speed 0.5).
                """
        case .layout:
            return """
                Zobrazit předvolbu polí: mini (ukazatel), small (a procenta), regular (výchozí pv) nebo large \
                (všechna pole); -F má stále přednost (--layout small).
                """
        case .color:
            return """
                Obarvit zobrazení: auto (výchozí: na terminálu v locale UTF-8, pokud není nastaveno NO_COLOR), always \
                nebo never (--color never).
                """
        case .tint:
            return """
                Vyplnit barvou BARVA: #RRGGBB, #RGB nebo název jako orange, blue nebo green (výchozí #FF5733; --tint \
                „#3584E4“).
                """
        case .reduceMotion:
            return """
                Žádný ozdobný pohyb: káča stojí, pruh postupuje po celých buňkách, řádek se překreslí, jen když se na \
                něm změnila hodnota (také REDUCE_MOTION=1).
                """
        case .noReduceMotion: return "Animovat, i když je nastaveno REDUCE_MOTION."
        case .plain:
            return """
                Psát prosté řádky pro čtečky obrazovky a protokoly, i když standardní chybový výstup není terminál: \
                „in: 40 % 400MiB z 1,0GiB, 12MiB/s, zbývá 0:00:50“ (také při TERM=dumb a při ACCESSIBLE=1 tam, kde \
                meter kreslí).
                """
        case .noPlain: return "Kreslit zobrazení na místě, i když je nastaveno ACCESSIBLE."
        case .heartbeat:
            return """
                S prostými řádky: napsat řádek, kdykoli žádný nebyl napsán SEK sekund, aby protokol nikdy neztichl \
                (výchozí 60 mimo terminál, na terminálu žádný; 0 pro žádný).
                """
        case .terminalProgress:
            return """
                Zobrazovat průběh také v kartě nebo na hlavním panelu terminálu (OSC 9;4): auto (výchozí: v \
                terminálech, o kterých je známo, že jej zobrazují, jako Windows Terminal, Ghostty, WezTerm, iTerm2 a \
                terminál GNOME; také METER_TERMINAL_PROGRESS), always nebo never.
                """
        case .exec:
            return """
                Spustit PŘÍKAZ s následujícími argumenty (vše za --exec je příkaz) a počítat jeho standardní výstup; \
                jeho standardní chybový výstup, a na terminálu i standardní výstup, se vypisují nad zobrazením. meter \
                skončí s návratovým kódem PŘÍKAZU.
                """
        case .remember:
            return """
                S --exec: zapamatovat si konečný počet tohoto příkazu v tomto adresáři a příště ho očekávat jako \
                celkové množství.
                """
        case .monitor:
            return """
                S --exec: počítat, co příkaz čte (in: standardní vstup meteru, kopírovaný do něj), co zapisuje (out, \
                výchozí), nebo obojí, na dvou řádcích, nejprve vstup, pak výstup s poměrem výstupu ke vstupu (-M both \
                --exec gzip -9 < big > big.gz).
                """
        case .progressFrom:
            return """
                S --exec: měřič sleduje průběh, který příkaz vypisuje, čtený z jeho výstupu podle VZORU. VZOR je \
                předvolba (percent, count, rsync, ffmpeg, curl) nebo rozšířený regulární výraz s jednou skupinou, \
                procentem, nebo se dvěma, hotovo a celkem (--progress-from '([0-9]+) of ([0-9]+)').
                """
        case .execWait:
            return """
                S --exec: po skončení příkazu čekat nanejvýš SEK sekund, než procesy, které nechal běžet, uzavřou \
                jeho výstup, pak ho přestat číst a skončit se stavem příkazu (výchozí: čekat, dokud ho neuzavřou; \
                --exec-wait 5).
                """
        case .watchfd:
            return """
                Nic nekopírovat: sledovat soubory, které mají otevřené jiné procesy, každý na řádku, jako pv -d. \
                CÍL je PID (každý jeho soubor, jak je otevírá, dokud neskončí), PID:FD (jeden soubor), =JMÉNO \
                (procesy, jejichž název odpovídá regulárnímu výrazu JMÉNO, jako u pgrep) nebo @SEZNAM (jeden cíl na \
                řádek); další mohou následovat jako operandy (-d \"$(pidof gzip)\").
                """
        case .copies:
            return """
                Nic nekopírovat: sledovat každý váš příkaz, který prochází soubory (cp, mv, dd, cat, tar, gzip, xz, \
                zstd, rsync, sha256sum… podle seznamu v manuálu; pod rootem příkazy všech uživatelů), každý na \
                řádku: příkaz, největší soubor, který čte (s -M out ten, který zapisuje), jak daleko je, rychlost a \
                zbývající čas. Později spuštěné příkazy přibudou, skončené zanechají svůj poslední řádek, dokud \
                meter nepřerušíte.
                """
        case .remote:
            return """
                Změnit nastavení běžícího meteru s ID procesu PID: převezme zde zadané přepínače zobrazení (-p -t -e \
                -r -b -a -I, -F, -N; \
                nezadaný název se smaže), --style, --tint, --color, --reduce-motion, a -L, -s, -i, -w, jsou-li zadány \
                a větší než 0 (meter -R 4242 -L 10M).
                """
        case .query:
            return """
                Zobrazit zde průběh běžícího meteru s ID procesu PID, se zde zadanými přepínači zobrazení, dokud \
                neskončí (meter \
                -Q 4242 -pte).
                """
        case .meters:
            return """
                Zobrazit zde každý váš běžící meter, každý na řádku (blok pro meter s více řádky), se zde zadanými \
                přepínači zobrazení: kopírování, sledování přes -d a metery s --exec, ne ty, které jen zobrazují \
                jiné; později spuštěné metery přibudou, dokud všechny neskončí.
                """
        case .pidFile:
            return """
                Zapsat ID procesu meteru do SOUBORU před začátkem přenosu, pro -R a -Q; smaže se, když meter skončí.
                """
        case .replay:
            return """
                Zapsat simulovaný proud, který popisuje SKRIPT, nebo přehrát běh příkazu, který zaznamenává, a hned ho \
                spočítat na virtuálních hodinách, se snímky, které by nakreslil skutečný běh (zahrnuje -f).
                """
        case .record:
            return """
                Zapsat do SOUBORU skript přehrávání toho, co přichází, nebo toho, co dělá příkaz z --exec, časy v \
                milisekundách.
                """
        case .help: return "Zobrazit nápovědu."
        case .version: return "Zobrazit verzi."
        case .completionScript:
            return """
                Vypsat skript doplňování pro SHELL (bash, zsh nebo fish); s meters ID procesů vašich běžících \
                meterů, jedno na řádek, jak je skripty nabízejí po -Q a -R.
                """
        }
    }
}

extension Czech {
    /// The metavariables of `--help` and the usage line in Czech, as GNU's catalogues name them.
    static func metavariable(_ name: Metavariable) -> String {
        switch name {
        case .size: return "VELIKOST"
        case .file: return "SOUBOR"
        case .rate: return "RYCHLOST"
        case .bytes: return "BAJTY"
        case .count: return "POČET"
        case .name: return "JMÉNO"
        case .format: return "FORMÁT"
        case .seconds: return "SEK"
        case .columns: return "SLOUPCE"
        case .rows: return "ŘÁDKY"
        case .spec: return "URČENÍ"
        case .style: return "STYL"
        case .glyphs: return "ZNAKY"
        case .factor: return "FAKTOR"
        case .layout: return "ROZVRŽENÍ"
        case .when: return "KDY"
        case .color: return "BARVA"
        case .command: return "PŘÍKAZ"
        case .stream: return "PROUD"
        case .pattern: return "VZOR"
        case .target: return "CÍL"
        case .pid: return "PID"
        case .script: return "SKRIPT"
        case .shell: return "SHELL"
        case .options: return "PŘEPÍNAČE"
        case .argument: return "ARG"
        case .descriptor: return "FD"
        case .directory: return "ADRESÁŘ"
        case .listFile: return "SEZNAM"
        }
    }
}
