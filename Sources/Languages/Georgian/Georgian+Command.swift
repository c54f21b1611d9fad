import MeterKit

/// The command's words in Georgian.
extension Georgian: CommandCatalogue {
    static func text(_ message: CommandMessage) -> String? {
        switch message {
        case .unknownOption(let option): return "უცნობი პარამეტრი \(quoted(option))"
        case .ambiguousOption(let option, let candidates):
            return "პარამეტრი \(quoted(option)) ორაზროვანია: შეიძლება იყოს \(or(candidates))"
        case .execTakesNoValue: return "პარამეტრი „--exec“ მნიშვნელობას არ იღებს: ბრძანება მის შემდეგ მიუთითეთ"
        case .takesNoValue(let option): return "პარამეტრი \(quoted(option)) მნიშვნელობას არ იღებს"
        case .needsValue(let option, let placeholder):
            return "პარამეტრს \(quoted(option)) სჭირდება მნიშვნელობა <\(say(placeholder))>"
        case .invalidSize(let text):
            return "არასწორი ზომა \(quoted(text)) (მოსალოდნელი იყო რიცხვი, სურვილისამებრ K, M, G, T, P ან E სუფიქსით)"
        case .sizeTooLarge(let text): return "ზომა \(quoted(text)) ზედმეტად დიდია"
        case .invalidSeconds(let text): return "წამების არასწორი მნიშვნელობა \(quoted(text))"
        case .invalidWholeNumber(let text): return "არასწორი მთელი რიცხვი \(quoted(text))"
        case .outOfRange(let text, let lowest, let highest):
            return "\(quoted(text)) დიაპაზონს გარეთაა (\(lowest)-დან \(highest)-მდე)"
        case .invalidShell(let text, let choices):
            return "არასწორი გარსი \(quoted(text)) (მოსალოდნელი იყო \(or(choices)))"
        case .invalidChoice(let text, let choices):
            return "არასწორი მნიშვნელობა \(quoted(text)) (მოსალოდნელი იყო \(or(choices)))"
        case .invalidFactor(let text):
            return "არასწორი მამრავლი \(quoted(text)) (მოსალოდნელი იყო რიცხვი, მაგ. 0.5 ან 2)"
        case .invalidColor(let text, let names):
            return """
                არასწორი ფერი \(quoted(text)) (მოსალოდნელი იყო #RRGGBB, #RGB ან ერთ-ერთი: \
                \(names.joined(separator: ", ")))
                """
        case .unknownDisplay(let name):
            return "უცნობი ასახვა \(quoted(name)) (მოსალოდნელი იყო windowtitle ან processtitle)"
        case .namesNoDisplay(let text):
            return "\(quoted(text)) არცერთ ასახვას არ ასახელებს (მოსალოდნელი იყო windowtitle ან processtitle)"
        case .scriptNameEmpty: return "სკრიპტის ფაილის სახელი ცარიელია"
        case .fileNameEmpty: return "ფაილის სახელი ცარიელია"
        case .outputNameEmpty: return "გამომავალი ფაილის სახელი ცარიელია"
        case .storeNameEmpty: return "ფაილის სახელი ცარიელია („-“ დროებითი ფაილისთვის)"
        case .atNeedsFileName: return "„@“-ს ფაილის სახელი სჭირდება"
        case .equalsNeedsProcessName: return "„=“-ის შემდეგ პროცესის სახელი უნდა იყოს"
        case .invalidProcessPattern(let pattern, let reason):
            return "არასწორი რეგულარული გამოსახულება \(quoted(pattern)) „=“-ის შემდეგ: \(reason)"
        case .atNeedsListName: return "„@“-ის შემდეგ ფაილის სახელი უნდა იყოს"
        case .invalidProgressPattern(let pattern, let reason):
            return "არასწორი რეგულარული გამოსახულება \(quoted(pattern)): \(reason)"
        case .progressPatternWithoutCapture(let pattern, let presets):
            return """
                \(quoted(pattern))-ს წასაკითხი ჯგუფი არ აქვს: რიცხვი ფრჩხილებში ჩასვით, როგორც „([0-9]+)%“, ან \
                მიუთითეთ მზა ნიმუში (\(or(presets)))
                """
        case .progressPatternBackReference(let pattern, let reference):
            return """
                \(quoted(pattern)) შეიცავს უკუმიმართვას (\(quoted(reference))): გაფართოებულ რეგულარულ \
                გამოსახულებებს ის არ აქვთ და ერთი ხაზის შედარებას შეიძლება წუთები დასჭირდეს
                """
        case .progressCapturesUnnamed(let pattern):
            return """
                \(quoted(pattern))-ს ორზე მეტი ჯგუფი აქვს: თითოეულის როლი ორწერტილის წინ ასოთი მიუთითეთ, როგორც \
                „dt-:“ (p პროცენტი, d შესრულებული, t სულ, - არ იკითხება)
                """
        case .progressRolesMismatch(let roles, let pattern, let captures):
            return """
                როლებს \(quoted(roles)) სჭირდება თითო ასო \(quoted(pattern))-ის თითოეული ჯგუფისთვის (ჯგუფები: \
                \(captures))
                """
        case .progressRolesInvalid(let roles):
            return "არასწორი როლები \(quoted(roles)): p, d და t თითოეული მაქსიმუმ ერთხელ მიუთითეთ, და მათგან ერთი მაინც"
        case .expectedWatchTarget(let text):
            return "მოსალოდნელი იყო PID, PID:FD, =სახელი ან @სიის_ფაილი და არა \(quoted(text))"
        case .listNamesList(let text): return "სიის ფაილი სხვა სიაზე ვერ მიუთითებს (\(quoted(text)))"
        case .listTooLarge: return "სია 1 MiB-ზე დიდია"
        case .sizeSentAsNumber: return "ზომა რიცხვად იგზავნება"
        case .cannotTakeSize(let path, let error): return "\(quoted(path))-ის ზომა ვერ დადგინდა: \(say(error))"
        case .system(let error): return say(error)
        case .listLine(let path, let line): return "-d @\(path): ხაზი \(line)"
        case .rememberNeedsExec: return "--remember-ს ბრძანება სჭირდება: მიუთითეთ --exec-ით"
        case .monitorNeedsExec: return "-M-ს ბრძანება სჭირდება: მიუთითეთ --exec-ით"
        case .progressFromNeedsExec: return "--progress-from-ს ბრძანება სჭირდება: მიუთითეთ --exec-ით"
        case .execWaitNeedsExec: return "--exec-wait-ს ბრძანება სჭირდება: მიუთითეთ --exec-ით"
        case .progressFromNotWithMonitor:
            return "--progress-from -M-თან ერთად არ გამოიყენება: ბრძანების პროგრესი ერთ მთვლელს ამოძრავებს"
        case .execNeedsCommand: return "--exec-ს ბრძანება სჭირდება"
        case .operandWithExec(let operand):
            return """
                \(quoted(operand)): ფაილის ოპერანდები --exec-თან ერთად არ გამოიყენება (--exec-ის შემდეგ ყველაფერი \
                ბრძანებაა)
                """
        case .notWithExec(let option): return "\(option) --exec-თან ერთად არ გამოიყენება"
        case .copyOptionNotWithExec(let option):
            return "\(option) --exec-თან ერთად არ გამოიყენება: ეს კოპირების პარამეტრია"
        case .rememberNotWithMonitorIn:
            return "--remember -M in-თან ერთად არ გამოიყენება: ის ბრძანების გამოტანის რაოდენობას ინახავს"
        case .givenTooOften(let option, let times):
            return """
                \(option) მითითებულია \(times)-ჯერ: -M both-თან მიუთითეთ ერთხელ ორივე მთვლელისთვის, ან ორჯერ (ჯერ \
                შეტანის, შემდეგ გამოტანის)
                """
        case .notWithWatch(let option):
            return """
                \(option) -d-სთან ერთად არ გამოიყენება: meter მაშინ არაფერს აკოპირებს, ის ბაიტის პოზიციას ადევნებს თვალს
                """
        case .notWithCopies(let option):
            return """
                \(option) --copies-თან ერთად არ გამოიყენება: meter მაშინ არაფერს აკოპირებს, ის სხვა ბრძანებების \
                ფაილებს ადევნებს თვალს
                """
        case .operandWithCopies(let operand):
            return """
                \(quoted(operand)): ფაილის ოპერანდები --copies-თან ერთად არ გამოიყენება: ბრძანებები მოიძებნება, მათი \
                დასახელება არ ხდება (ერთს -d PID ასახელებს)
                """
        case .monitorBothNotWithCopies:
            return """
                -M both --copies-თან ერთად არ გამოიყენება: ბრძანების ხაზი ერთ ფაილს ადევნებს თვალს, წაკითხულს (in) \
                ან ჩაწერილს (out)
                """
        case .stopNeedsSize: return "-S-ს ზომა სჭირდება: მიუთითეთ -s-ით (ზოგი შეტანის ზომა უცნობია)"
        case .replayTakesNoFile: return "--replay ფაილის ოპერანდს არ იღებს: შეტანა სკრიპტია"
        case .notWithReplay(let option): return "\(option) --replay-სთან ერთად არ გამოიყენება"
        case .notWithRecord(let option): return "\(option) --record-თან ერთად არ გამოიყენება"
        case .notWithRecordedCommand(let option): return "\(option) ჩაწერილი ბრძანების დაკვრისას არ გამოიყენება"
        case .remoteAndQuery: return "-R და -Q ერთად არ გამოიყენება"
        case .operandWithControl(let operand, let option):
            return "\(quoted(operand)): ფაილის ოპერანდები \(option)-თან ერთად არ გამოიყენება: ფაილები სხვა meter-ისაა"
        case .notWithControl(let name, let option):
            return "\(name) \(option)-თან ერთად არ გამოიყენება: \(option) არაფერს აკოპირებს, ის სხვა meter-ს ესაუბრება"
        case .sameFileTwice(let first, let second, let path):
            return "\(first) და \(second) ერთსა და იმავე ფაილს მიუთითებს \(quoted(path)): თითოეულს თავისი მიეცით"
        case .sameFileAsStandardOutput(let option, let path):
            return """
                \(option) მიუთითებს \(quoted(path))-ს, ფაილს, რომელშიც სტანდარტული გამოტანა უკვე წერს: მიეცით ცალკე \
                ფაილი
                """
        case .pidFileNotRegular(let path):
            return "\(quoted(path)) ჩვეულებრივი ფაილი არ არის: meter მხოლოდ ჩვეულებრივ ფაილს ანაცვლებს ან ახალს ქმნის"
        case .usageLine: return "გამოყენება: \(language.usageForms[0])"
        case .seeHelp: return "იხილეთ „meter --help“."
        case .or: return "ან"
        case .warning(let message): return "გაფრთხილება: \(say(message))"
        case .ignoredValue(let option, let problem): return "\(option): \(say(problem)); იგნორირებულია"
        case .cannotMakeTemporaryFile(let directory, let error):
            return "\(directory): დროებითი ფაილი ვერ შეიქმნა: \(say(error))"
        case .noProcessMatches(let target): return "\(target): არცერთი პროცესის სახელი არ ემთხვევა"
        case .noSuchProcess(let target): return "\(target): ასეთი პროცესი არ არსებობს"
        case .noSuchDescriptor(let target): return "\(target): პროცესს ასეთი ფაილის დესკრიპტორი არ აქვს"
        case .notAFile(let target, let path):
            return "\(target): \(quoted(path)) არც ჩვეულებრივი ფაილია, არც ბლოკური მოწყობილობა"
        case .cannotSeeFiles(let target, let error): return "\(target): პროცესის ფაილები არ ჩანს: \(say(error))"
        case .watchFailed(let target, let error): return "\(target): \(say(error))"
        case .noCacheDirectory:
            return "--remember: ქეშის საქაღალდე არ არის (არც XDG_CACHE_HOME და არც HOME არ არის დაყენებული)"
        case .cannotRemember(let failure): return "რაოდენობა ვერ დამახსოვრდა: \(say(failure))"
        case .ignoringRemembered(let failure): return "დამახსოვრებული რაოდენობა უგულებელყოფილია: \(say(failure))"
        case .remoteIgnored(let names):
            return "-R: \(names.joined(separator: ", ")) ვერ შეიცვლება, სანამ მთვლელი მუშაობს: უგულებელყოფილია"
        case .notAMeterOfYours(let process): return "პროცესი \(process) თქვენი meter არ არის"
        case .noProcessWithID(let process): return "პროცესი ID-ით \(process) არ არსებობს"
        case .noMetersRunning: return "თქვენი არცერთი meter არ არის გაშვებული"
        case .answererNotYours: return "მოპასუხე პროცესი თქვენი არ არის: არაფერი გაიგზავნა"
        case .endedBeforeAnswer: return "meter პასუხამდე დასრულდა"
        case .meterRefused(let reason): return "meter-მა უარი თქვა: \(reason)"
        case .controlChannelUnprotected(let folder, let reason):
            return """
                მართვის არხი ვერ განთავსდება საქაღალდეში \(folder) (\(say(reason))): -R და -Q გამოიყენებს სახელს, \
                რომლის დაკავებაც ნებისმიერ ლოკალურ მომხმარებელს შეუძლია
                """
        case .notAPrivateFolder: return "ეს არ არის თქვენი საქაღალდე 0700 რეჟიმით"
        case .noHomeFolder: return "საწყისი საქაღალდე უცნობია"
        case .controlChannelTaken(let address):
            return "მართვის არხი \(address) სხვა პროცესს უკავია: -R და -Q ამ meter-ს ვერ მიაღწევს"
        case .storeMeterName: return "(შეტანა)"
        case .overviewHeading: return "მიმოხილვა:"
        case .usageHeading: return "გამოყენება:"
        case .argumentsHeading: return "არგუმენტები:"
        case .groupHeading(let group): return heading(group)
        case .overview:
            return """
                აკოპირებს სტანდარტულ შეტანას ან თითოეულ ფაილს სტანდარტულ გამოტანაში და პროგრესს შეცდომების \
                გამოტანაში აჩვენებს.
                """
        case .fileArgument:
            return "დასაკოპირებელი ფაილი, რიგის მიხედვით. „-“ ან ფაილის არქონა სტანდარტულ შეტანას ნიშნავს."
        case .seeManual:
            return "ფორმატის მიმდევრობები, გამეორების სკრიპტები, გასვლის სტატუსები და სიგნალები: იხილეთ „man meter“."
        case .optionHelp(let id, _): return optionHelp(id)
        }
    }

    private static func heading(_ group: OptionGroup) -> String {
        switch group {
        case .data: return "მონაცემების პარამეტრები:"
        case .display: return "ასახვის პარამეტრები:"
        case .style: return "სტილის პარამეტრები:"
        case .command: return "ბრძანების პარამეტრები:"
        case .control: return "მართვის პარამეტრები:"
        case .testing: return "ტესტირების პარამეტრები:"
        case .general: return "პარამეტრები:"
        }
    }

    private static func or(_ words: [String]) -> String { language.alternatives(words) }

    /// Each option's help in Georgian.
    static func optionHelp(_ id: OptionID) -> String? {
        switch id {
        case .size:
            return """
                მოსალოდნელი ჯამი: ბაიტები, სურვილისამებრ K, M, G, T, P ან E სუფიქსით (1.5G), ხაზების რეჟიმში \
                რაოდენობა, ან @ფაილი ფაილის ზომისთვის (@საქაღალდე: საქაღალდეში არსებული ფაილები); 0 — ჯამის გარეშე.
                """
        case .lineMode: return "ბაიტების ნაცვლად ხაზების დათვლა."
        case .null: return "NUL-ით დასრულებული ჩანაწერების დათვლა (გულისხმობს -l-ს)."
        case .output: return "სტანდარტული გამოტანის ნაცვლად ფაილში ჩაწერა."
        case .discard: return "წაკითხვა და დათვლა, ჩაწერის გარეშე."
        case .si:
            return "ერთეულები 1000-ის და არა 1024-ის ხარისხებში: ნაჩვენებიც და შემდეგ მითითებული ზომების სუფიქსებიც."
        case .rateLimit:
            return """
                კოპირება არაუმეტეს მითითებული სიჩქარით, ბაიტებში წამში (ხაზების რეჟიმში ხაზებში); სუფიქსები როგორც \
                --size-ში; 0 — \
                შეზღუდვის გარეშე.
                """
        case .stopAtSize:
            return """
                --size-ის შემდეგ გაჩერება, ან მის გარეშე შეტანების საკუთარ ზომაზე; ბაიტების რეჟიმში მის მიღმა არაფერი \
                იკითხება.
                """
        case .skipErrors:
            return """
                შეტანის წაუკითხავი ნაწილების გამოტოვება, ჯერ ერთი ბაიტის, შეცდომების გაგრძელებისას 512-მდე, მათ \
                ადგილას NUL-ების ჩაწერით; ორჯერ: თითო ფაილზე ერთი შეტყობინება.
                """
        case .errorSkipBlock:
            return """
                -E-სთან ერთად (იგულისხმება): შეცდომის შემცველი მთელი ბლოკის გამოტოვება, ზომით ბაიტებში (-EE -Z 4K \
                /dev/sdX > disk.img).
                """
        case .bufferSize: return "ბუფერის ზომა ბაიტებში (სუფიქსები როგორც --size-ში)."
        case .noSplice: return "splice(2)-ისა და sendfile(2)-ის არასდროს გამოყენება; ყოველთვის წაკითხვა და ჩაწერა."
        case .sparse: return "გამომავალ ფაილში ნულების ბლოკების ჩაწერის ნაცვლად ხვრელების დატოვება."
        case .sync:
            return """
                გამომავალი ფაილის ან მოწყობილობის სინქრონიზაცია ყოველი ჩაწერის შემდეგ, რომ ზოლი დისკს მიჰყვებოდეს და \
                არა ქეშს.
                """
        case .directIO:
            return "ფაილებისა და ბლოკური მოწყობილობების წაკითხვა და ჩაწერა O_DIRECT-ით, გვერდების ქეშის გვერდის ავლით."
        case .storeAndForward:
            return "ჯერ ყველაფრის ფაილში წაკითხვა („-“: დროებითი ფაილი), შემდეგ მისი ჩაწერა, მისი ზომით ჯამად."
        case .progress: return "ზოლისა და პროცენტის ჩვენება."
        case .timer: return "გასული დროის ჩვენება."
        case .eta: return "დარჩენილი დროის ჩვენება."
        case .fineta: return "იმ დროის ჩვენება, როდესაც გადაცემა დასრულდება."
        case .rate: return "ბოლო განახლებიდან მოყოლებული სიჩქარის ჩვენება."
        case .averageRate: return "ფანჯრის (-m) საშუალო სიჩქარის ჩვენება."
        case .bytes: return "აქამდე გადაცემული ოდენობის ჩვენება."
        case .bits:
            return """
                აქამდე გადაცემული ოდენობისა და სიჩქარეების ჩვენება ბიტებში და არა ბაიტებში (როგორც pv, გულისხმობს \
                -b-ს).
                """
        case .bufferPercent: return "meter-ის ბუფერის შევსების ჩვენება, { 45%} (მონაცემები მაშინ მასში გადის)."
        case .lastWritten: return """
                მითითებული რაოდენობის ბოლო ჩაწერილი ბაიტის ჩვენება, თითოეული დაუბეჭდავი ბაიტი „.“-ით (-A 16).
                """
        case .gauge: return "ჯამის გარეშე, მოძრავი ბლოკის ნაცვლად სიჩქარის ჩვენება აქამდე უმაღლესთან შედარებით."
        case .name: return "ასახვის წინ სახელის დასმა."
        case .format:
            return """
                ასახვის აწყობა ფორმატით, pv-ის მიმდევრობებით: %p %t %e %I %r %a %b %T %nA %{sgr:red} (და მათი \
                %{timer} ფორმები) %N %L %%; ზოლი სიგანეს იღებს (%20p); დანარჩენი ისე ჩანს, როგორც არის. -n-ით \
                რიცხვები: -n -F '{\"bytes\":%b}'.
                """
        case .numeric:
            return """
                მთელი პროცენტების გამოტანა, თითო ხაზზე (-b-ით ჯერ რაოდენობა, -r სიჩქარე, -t გასული წამები; -F-ით მისი \
                მიმდევრობები უბრალო რიცხვებად).
                """
        case .stats:
            return "ბოლოს უმცირესი, საშუალო და უდიდესი სიჩქარისა და გადახრის ცალკე ხაზზე გამოტანა, -q-ის დროსაც."
        case .summary:
            return """
                ბოლოს გაშვების შეჯამების ჩაწერა, -q-თანაც: ოდენობა, საშუალო, მინიმალური და მაქსიმალური სიჩქარე, \
                დრო, შეჩერებები და მთელი გაშვების სიჩქარე sparkline-ის სახით (-v-ის ხაზის შემდეგ).
                """
        case .json:
            return """
                ასახვის ნაცვლად, შეცდომების გამოტანაზე JSON ობიექტის წერა ყოველ კადრზე და ბოლოს შეჯამების, თითოეული \
                ცალკე ხაზზე, რომელიც ასე იწყება: {\"v\":1, (სახელმძღვანელოს JSON PROGRESS).
                """
        case .jsonFile:
            return """
                --json-ის ობიექტების წერა ამის ნაცვლად ფაილში, შეცდომების გამოტანაზე ასახვის გვერდით (--json-file \
                progress.jsonl).
                """
        case .quiet: return "არაფრის ჩვენება."
        case .force: return "ასახვის ჩვენება მაშინაც, როცა შეცდომების გამოტანა ტერმინალი არ არის."
        case .interval: return "განახლების ინტერვალი წამებში (ნაგულისხმევად 1; 0.1-დან 600-მდე)."
        case .width: return "ხატვა მითითებული სიგანით სვეტებში, ტერმინალის სიგანის ნაცვლად (0: ტერმინალის სიგანე)."
        case .height:
            return "მიიღება და მოწმდება pv-ის სკრიპტებისთვის; meter სიმაღლეს თავად ტერმინალისგან იგებს."
        case .averageWindow:
            return "სიჩქარისა და დარჩენილი დროის გასაშუალოება ბოლო მითითებული წამების განმავლობაში (ნაგულისხმევად 30)."
        case .wait: return "არაფრის ჩვენება პირველი ბაიტის მოსვლამდე."
        case .delayStart: return "არაფრის ჩვენება პირველი მითითებული წამების განმავლობაში."
        case .cursor:
            return """
                ამ მთვლელის საკუთარ ხაზზე შენარჩუნება, რომ ერთი მილსადენის რამდენიმე მთვლელი ტერმინალში ერთმანეთის \
                ქვეშ დალაგდეს (meter -c -N in a | gzip | meter -c -N out > b.gz).
                """
        case .extraDisplay:
            return """
                ასახვის ჩვენება ტერმინალის ფანჯრის სათაურშიც (windowtitle) ან ps-ის მიერ ნაჩვენებ პროცესის სათაურში \
                (processtitle): სახელები მძიმით, შემდეგ სურვილისამებრ „:ფორმატი“ (-x 'windowtitle:%p %e').
                """
        case .indicatorStyle:
            return """
                ინდიკატორი: linear (ზოლი, ნაგულისხმევი) ან circular (რგოლი, რომელიც პროცენტის გვერდით საათის ისრის \
                მიმართულებით ივსება: --style circular).
                """
        case .ring:
            return """
                რგოლის სიმბოლოები: braille (ერთი უჯრა, 9 მდგომარეობა, ნაგულისხმევი) ან pie (○◔◑◕●; --style circular \
                --ring pie).
                """
        case .barStyle:
            return """
                ზოლის სიმბოლოები, როგორც pv-ში: plain ([===>]), block, granular (უჯრის მერვედები, ნაგულისხმევი) ან \
                shaded (-u shaded).
                """
        case .spinnerSpeed:
            return """
                ჯამის გარეშე ნაჩვენები ბზრიალას ტრიალის აჩქარება მამრავლით (ნაგულისხმევად 1; --spinner-speed 0.5).
                """
        case .layout:
            return """
                ველების მზა ნაკრების ჩვენება: mini (ინდიკატორი), small (და პროცენტი), regular (pv-ის ნაგულისხმევი) ან \
                large (ყველა ველი); -F მაინც უპირატესია (--layout small).
                """
        case .color:
            return """
                ასახვის გაფერადება: auto (ნაგულისხმევი: ტერმინალზე UTF-8 ლოკალში, თუ NO_COLOR არ არის დაყენებული), \
                always ან never (--color never).
                """
        case .tint:
            return """
                ფერით შევსება: #RRGGBB, #RGB ან სახელი, მაგ. orange, blue ან green (ნაგულისხმევად #FF5733; \
                --tint '#3584E4').
                """
        case .reduceMotion:
            return """
                დეკორატიული მოძრაობის გარეშე: ბზრიალა დგას, ზოლი მთელი უჯრებით მიიწევს, ხაზი მხოლოდ მაშინ \
                გადაიხატება, როცა მასზე მნიშვნელობა შეიცვალა (აგრეთვე REDUCE_MOTION=1).
                """
        case .noReduceMotion: return "ანიმაცია მაშინაც, როცა REDUCE_MOTION დაყენებულია."
        case .plain:
            return """
                უბრალო ხაზების წერა ეკრანის წამკითხველებისა და ჟურნალებისთვის, მაშინაც, როცა შეცდომების გამოტანა \
                ტერმინალი არ არის: „in: 40% 400MiB 1,0GiB-დან, 12MiB/s, დარჩა 0:00:50“ (აგრეთვე TERM=dumb-ისას და \
                ACCESSIBLE=1-ისას, სადაც meter ხატავს).
                """
        case .noPlain: return "ასახვის ადგილზე დახატვა მაშინაც, როცა ACCESSIBLE დაყენებულია."
        case .heartbeat:
            return """
                უბრალო ხაზებით: ხაზის დაწერა ყოველთვის, როცა მითითებული წამების განმავლობაში არცერთი არ დაწერილა, რომ \
                ჟურნალი \
                არასოდეს დადუმდეს (ნაგულისხმევად 60 ტერმინალის გარეთ, ტერმინალზე არცერთი; 0: არცერთი).
                """
        case .terminalProgress:
            return """
                პროგრესის ჩვენება ტერმინალის ჩანართში ან ამოცანების პანელშიც (OSC 9;4): auto (ნაგულისხმევი: \
                ტერმინალებში, რომლებიც ცნობილია, რომ აჩვენებენ, მაგალითად Windows Terminal, Ghostty, WezTerm, iTerm2 \
                და GNOME-ის ტერმინალი; აგრეთვე METER_TERMINAL_PROGRESS), always ან never.
                """
        case .exec:
            return """
                ბრძანების გაშვება მომდევნო არგუმენტებით (--exec-ის შემდეგ ყველაფერი ბრძანებაა) და მისი სტანდარტული \
                გამოტანის დათვლა; მისი შეცდომების გამოტანა, ტერმინალზე კი სტანდარტული გამოტანაც, ასახვის ზემოთ \
                ჩანს. meter ბრძანების სტატუსით სრულდება.
                """
        case .remember:
            return """
                --exec-თან: ამ ბრძანების საბოლოო რაოდენობის დამახსოვრება ამ საქაღალდეში და შემდეგ ჯერზე მისი ჯამად \
                მოლოდინი.
                """
        case .monitor:
            return """
                --exec-თან: იმის დათვლა, რასაც ბრძანება კითხულობს (in: meter-ის სტანდარტული შეტანა, მასზე \
                გადაცემული), რასაც წერს (out, ნაგულისხმევი), ან ორივე, ორ ხაზზე: ჯერ შეტანის, შემდეგ გამოტანის, \
                შეტანასთან მისი ფარდობით (-M both --exec gzip -9 < big > big.gz).
                """
        case .progressFrom:
            return """
                --exec-თან: მთვლელი მიჰყვება ბრძანების მიერ დაბეჭდილ პროგრესს, რომელიც მისი გამოტანიდან შაბლონით \
                იკითხება. შაბლონი არის მზა ნიმუში (percent, count, rsync, ffmpeg, curl) ან გაფართოებული რეგულარული \
                გამოსახულება ერთი ჯგუფით, პროცენტით, ან ორით, შესრულებული და სულ (--progress-from '([0-9]+) of \
                ([0-9]+)').
                """
        case .execWait:
            return """
                --exec-თან: ბრძანების დასრულების შემდეგ არაუმეტეს მითითებული წამების ლოდინი, სანამ მის მიერ გაშვებული \
                პროცესები მის გამოტანას დახურავენ, შემდეგ მისი კითხვის შეწყვეტა და ბრძანების სტატუსით გასვლა \
                (ნაგულისხმევად: ლოდინი, სანამ არ დახურავენ; --exec-wait 5).
                """
        case .watchfd:
            return """
                არაფრის კოპირება: სხვა პროცესების გახსნილი ფაილების თვალყურის დევნება, თითოეული ცალკე ხაზზე, როგორც \
                pv -d. სამიზნე არის PID (მისი ყოველი ფაილი, როგორც კი გახსნის, დასრულებამდე), PID:FD (ერთი ფაილი), \
                =სახელი (პროცესები, რომელთა სახელს ემთხვევა ეს რეგულარული გამოსახულება, როგორც pgrep-ში) ან \
                @სიის_ფაილი \
                (თითო სამიზნე ხაზზე); სხვები შეიძლება ოპერანდებად მოჰყვეს (-d \"$(pidof gzip)\").
                """
        case .copies:
            return """
                არაფრის კოპირება: თქვენი ყოველი ბრძანების თვალყურის დევნება, რომელიც ფაილებს გადის (cp, mv, dd, cat, \
                tar, gzip, xz, zstd, rsync, sha256sum… სახელმძღვანელოს სიის მიხედვით; root-ისთვის ყველა \
                მომხმარებლისა), თითოეული ცალკე ხაზზე: ბრძანება, ყველაზე დიდი ფაილი, რომელსაც კითხულობს (-M out-ით — \
                რომელსაც წერს), რამდენად არის წინ, სიჩქარე და დარჩენილი დრო. მოგვიანებით გაშვებული ბრძანებები \
                ემატება, დასრულებულები ბოლო ხაზს ტოვებენ, სანამ meter-ს არ შეწყვეტთ.
                """
        case .remote:
            return """
                PID ID-ის მქონე გაშვებული meter-ის პარამეტრების შეცვლა: ის იღებს აქ მითითებულ ასახვის \
                პარამეტრებს (-p -t -e -r -b -a -I, -F, -N; მიუთითებელი სახელი იშლება), --style, --tint, --color, \
                --reduce-motion და -L, -s, -i, -w, თუ \
                მითითებულია და 0-ზე მეტია (meter -R 4242 -L 10M).
                """
        case .query:
            return """
                PID ID-ის მქონე გაშვებული meter-ის პროგრესის აქ ჩვენება, აქ მითითებული ასახვის პარამეტრებით, \
                მის დასრულებამდე (meter -Q 4242 -pte).
                """
        case .meters:
            return """
                თქვენი ყოველი გაშვებული meter-ის აქ ჩვენება, თითოეული ცალკე ხაზზე (რამდენიმეხაზიანისთვის ბლოკი), აქ \
                მითითებული ასახვის პარამეტრებით: კოპირებები, -d დამკვირვებლები და --exec meter-ები, არა ისინი, \
                რომლებიც მხოლოდ სხვებს აჩვენებენ; მოგვიანებით გაშვებული meter-ები ემატება, სანამ ყველა არ \
                დასრულდება.
                """
        case .pidFile:
            return """
                meter-ის პროცესის ID-ის ფაილში ჩაწერა მონაცემების კოპირების დაწყებამდე, -R-ისა და -Q-სთვის; meter-ის \
                დასრულებისას იშლება.
                """
        case .replay:
            return """
                სკრიპტით აღწერილი ფიქტიური ნაკადის ჩაწერა ან მასში ჩაწერილი ბრძანების გაშვების დაკვრა და მისი მაშინვე \
                დათვლა ვირტუალურ საათზე, იმ კადრებით, რასაც ნამდვილი გაშვება დახატავდა (გულისხმობს -f-ს).
                """
        case .record:
            return """
                იმის გამეორების სკრიპტის ფაილში ჩაწერა, რაც მოდის, ან რასაც --exec-ის ბრძანება აკეთებს, დროები \
                მილიწამებში.
                """
        case .help: return "დახმარების ჩვენება."
        case .version: return "ვერსიის ჩვენება."
        case .completionScript:
            return """
                გარსისთვის ავტოდასრულების სკრიპტის გამოტანა (bash, zsh ან fish); meters-ით — თქვენი გაშვებული \
                meter-ების პროცესის ID-ები, თითო ხაზზე, როგორც მათ სკრიპტები -Q-ისა და -R-ის შემდეგ გვთავაზობენ.
                """
        }
    }
}

extension Georgian {
    /// The metavariables of `--help` and the usage line in Georgian, as GNU's catalogues name them.
    static func metavariable(_ name: Metavariable) -> String {
        switch name {
        case .size: return "ზომა"
        case .file: return "ფაილი"
        case .rate: return "სიჩქარე"
        case .bytes: return "ბაიტები"
        case .count: return "რაოდენობა"
        case .name: return "სახელი"
        case .format: return "ფორმატი"
        case .seconds: return "წამი"
        case .columns: return "სვეტები"
        case .rows: return "სტრიქონები"
        case .spec: return "აღწერა"
        case .style: return "სტილი"
        case .glyphs: return "სიმბოლოები"
        case .factor: return "მამრავლი"
        case .layout: return "განლაგება"
        case .when: return "როდის"
        case .color: return "ფერი"
        case .command: return "ბრძანება"
        case .stream: return "ნაკადი"
        case .pattern: return "შაბლონი"
        case .target: return "სამიზნე"
        case .pid: return "PID"
        case .script: return "სკრიპტი"
        case .shell: return "გარსი"
        case .options: return "პარამეტრები"
        case .argument: return "არგ"
        case .descriptor: return "FD"
        case .directory: return "საქაღალდე"
        case .listFile: return "სიის_ფაილი"
        }
    }
}
