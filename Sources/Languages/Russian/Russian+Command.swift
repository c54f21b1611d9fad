import MeterKit

/// The command's words in Russian.
extension Russian: CommandCatalogue {
    static func text(_ message: CommandMessage) -> String? {
        switch message {
        case .unknownOption(let option): return "неизвестный параметр \(quoted(option))"
        case .ambiguousOption(let option, let candidates):
            return "параметр \(quoted(option)) неоднозначен: возможно, \(or(candidates))"
        case .execTakesNoValue: return "параметр «--exec» не принимает значения: команда идёт после него"
        case .takesNoValue(let option): return "параметр \(quoted(option)) не принимает значения"
        case .needsValue(let option, let placeholder):
            return "параметру \(quoted(option)) нужно значение <\(say(placeholder))>"
        case .invalidSize(let text):
            return "неверный размер \(quoted(text)) (ожидалось число с необязательным суффиксом K, M, G, T, P или E)"
        case .sizeTooLarge(let text): return "размер \(quoted(text)) слишком велик"
        case .invalidSeconds(let text): return "неверное число секунд \(quoted(text))"
        case .invalidWholeNumber(let text): return "неверное целое число \(quoted(text))"
        case .outOfRange(let text, let lowest, let highest):
            return "\(quoted(text)) вне диапазона (от \(lowest) до \(highest))"
        case .invalidShell(let text, let choices): return "неверная оболочка \(quoted(text)) (ожидалось \(or(choices)))"
        case .invalidChoice(let text, let choices):
            return "неверное значение \(quoted(text)) (ожидалось \(or(choices)))"
        case .invalidFactor(let text): return "неверный множитель \(quoted(text)) (ожидалось число, например 0.5 или 2)"
        case .invalidColor(let text, let names):
            return """
                неверный цвет \(quoted(text)) (ожидалось #RRGGBB, #RGB или одно из имён: \
                \(names.joined(separator: ", ")))
                """
        case .unknownDisplay(let name):
            return "неизвестное место отображения \(quoted(name)) (ожидалось windowtitle или processtitle)"
        case .namesNoDisplay(let text):
            return "в \(quoted(text)) не указано ни одно место отображения (ожидалось windowtitle или processtitle)"
        case .scriptNameEmpty: return "имя файла сценария пусто"
        case .fileNameEmpty: return "имя файла пусто"
        case .outputNameEmpty: return "имя выходного файла пусто"
        case .storeNameEmpty: return "имя файла пусто («-» для временного файла)"
        case .atNeedsFileName: return "после «@» нужно имя файла"
        case .equalsNeedsProcessName: return "после «=» нужно имя процесса"
        case .invalidProcessPattern(let pattern, let reason):
            return "неверное регулярное выражение \(quoted(pattern)) после «=»: \(reason)"
        case .atNeedsListName: return "после «@» нужно имя файла"
        case .invalidProgressPattern(let pattern, let reason):
            return "неверное регулярное выражение \(quoted(pattern)): \(reason)"
        case .progressPatternWithoutCapture(let pattern, let presets):
            return """
                в \(quoted(pattern)) нет группы для чтения: заключите число в скобки, как в «([0-9]+)%», или назовите \
                готовый вариант (\(or(presets)))
                """
        case .progressPatternBackReference(let pattern, let reference):
            return """
                в \(quoted(pattern)) есть обратная ссылка (\(quoted(reference))): в расширенных регулярных \
                выражениях их нет, а сопоставление с одной строкой может занять минуты
                """
        case .progressCapturesUnnamed(let pattern):
            return """
                в \(quoted(pattern)) больше двух групп: укажите роль каждой буквой перед двоеточием, как в «dt-:» (p \
                процент, d сделано, t общий объём, - не читается)
                """
        case .progressRolesMismatch(let roles, let pattern, let captures):
            return "для ролей \(quoted(roles)) нужна буква на каждую группу \(quoted(pattern)), а их \(captures)"
        case .progressRolesInvalid(let roles):
            return "неверные роли \(quoted(roles)): укажите p, d и t не более одного раза каждую и хотя бы одну из них"
        case .expectedWatchTarget(let text): return "ожидалось PID, PID:FD, =ИМЯ или @ФАЙЛ_СПИСКА, а не \(quoted(text))"
        case .listNamesList(let text): return "файл списка не может ссылаться на другой список (\(quoted(text)))"
        case .listTooLarge: return "список больше 1 MiB"
        case .sizeSentAsNumber: return "размер передаётся числом"
        case .cannotTakeSize(let path, let error): return "не удаётся узнать размер \(quoted(path)): \(say(error))"
        case .system(let error): return say(error)
        case .listLine(let path, let line): return "-d @\(path): строка \(line)"
        case .rememberNeedsExec: return "для --remember нужна команда: задайте её через --exec"
        case .monitorNeedsExec: return "для -M нужна команда: задайте её через --exec"
        case .progressFromNeedsExec: return "для --progress-from нужна команда: задайте её через --exec"
        case .execWaitNeedsExec: return "для --exec-wait нужна команда: задайте её через --exec"
        case .progressFromNotWithMonitor:
            return "--progress-from нельзя использовать с -M: прогресс команды ведёт один счётчик"
        case .execNeedsCommand: return "для --exec нужна команда"
        case .operandWithExec(let operand):
            return "\(quoted(operand)): операнды ФАЙЛ нельзя использовать с --exec (всё после --exec — это команда)"
        case .notWithExec(let option): return "\(option) нельзя использовать с --exec"
        case .copyOptionNotWithExec(let option):
            return "\(option) нельзя использовать с --exec: это параметр копирования"
        case .rememberNotWithMonitorIn:
            return "--remember нельзя использовать с -M in: он запоминает счёт вывода команды"
        case .givenTooOften(let option, let times):
            return "\(option) задан \(times) " + form(times, one: "раз", few: "раза", other: "раз")
                + ": с -M both задайте его один раз для обоих счётчиков "
                + "или дважды (сначала для ввода, затем для вывода)"
        case .notWithWatch(let option):
            return "\(option) нельзя использовать с -d: meter тогда ничего не копирует, а следит за позицией в байтах"
        case .notWithCopies(let option):
            return """
                \(option) нельзя использовать с --copies: meter тогда ничего не копирует, а следит за файлами других \
                команд
                """
        case .operandWithCopies(let operand):
            return """
                \(quoted(operand)): операнды ФАЙЛ нельзя использовать с --copies: команды находятся сами, их не \
                называют (одну называет -d PID)
                """
        case .monitorBothNotWithCopies:
            return """
                -M both нельзя использовать с --copies: строка команды следит за одним файлом, читаемым (in) или \
                записываемым (out)
                """
        case .stopNeedsSize:
            return "для -S нужен размер: задайте его через -s (размер известен не у всех входных данных)"
        case .replayTakesNoFile: return "--replay не принимает ФАЙЛ: вход — это сценарий"
        case .notWithReplay(let option): return "\(option) нельзя использовать с --replay"
        case .notWithRecord(let option): return "\(option) нельзя использовать с --record"
        case .notWithRecordedCommand(let option):
            return "\(option) нельзя использовать при воспроизведении записанной команды"
        case .remoteAndQuery: return "-R и -Q нельзя использовать вместе"
        case .operandWithControl(let operand, let option):
            return "\(quoted(operand)): операнды ФАЙЛ нельзя использовать с \(option): файлы принадлежат другому meter"
        case .notWithControl(let name, let option):
            return """
                \(name) нельзя использовать с \(option): \(option) ничего не копирует, он обращается к другому meter
                """
        case .sameFileTwice(let first, let second, let path):
            return "\(first) и \(second) указывают один и тот же файл \(quoted(path)): у каждого должен быть свой"
        case .sameFileAsStandardOutput(let option, let path):
            return """
                \(option) указывает \(quoted(path)) — файл, в который уже пишет стандартный вывод: укажите отдельный \
                файл
                """
        case .pidFileNotRegular(let path):
            return "\(quoted(path)) не обычный файл: meter заменяет только обычный файл или создаёт новый"
        case .usageLine: return "Использование: \(language.usageForms[0])"
        case .seeHelp: return "См. «meter --help»."
        case .or: return "или"
        case .warning(let message): return "предупреждение: \(say(message))"
        case .ignoredValue(let option, let problem): return "\(option): \(say(problem)); игнорируется"
        case .cannotMakeTemporaryFile(let directory, let error):
            return "\(directory): не удаётся создать временный файл: \(say(error))"
        case .noProcessMatches(let target): return "\(target): ни одно имя процесса не подходит"
        case .noSuchProcess(let target): return "\(target): нет такого процесса"
        case .noSuchDescriptor(let target): return "\(target): у процесса нет такого файлового дескриптора"
        case .notAFile(let target, let path):
            return "\(target): \(quoted(path)) не обычный файл и не блочное устройство"
        case .cannotSeeFiles(let target, let error):
            return "\(target): не удаётся увидеть файлы процесса: \(say(error))"
        case .watchFailed(let target, let error): return "\(target): \(say(error))"
        case .noCacheDirectory: return "--remember: нет каталога кеша (не задана ни XDG_CACHE_HOME, ни HOME)"
        case .cannotRemember(let failure): return "не удаётся запомнить счёт: \(say(failure))"
        case .ignoringRemembered(let failure): return "запомненный счёт игнорируется: \(say(failure))"
        case .remoteIgnored(let names):
            return "-R: \(names.joined(separator: ", ")) нельзя менять, пока meter работает: пропущено"
        case .notAMeterOfYours(let process): return "процесс \(process) — не ваш meter"
        case .noProcessWithID(let process): return "нет процесса с ID \(process)"
        case .noMetersRunning: return "ни один ваш meter не работает"
        case .answererNotYours: return "отвечающий процесс не ваш: ничего не отправлено"
        case .endedBeforeAnswer: return "meter завершился, не успев ответить"
        case .meterRefused(let reason): return "meter ответил отказом: \(reason)"
        case .controlChannelUnprotected(let folder, let reason):
            return """
                канал управления нельзя держать в \(folder) (\(say(reason))): -R и -Q идут через имя, которое может \
                занять любой локальный пользователь
                """
        case .notAPrivateFolder: return "это не ваш каталог с правами 0700"
        case .noHomeFolder: return "домашний каталог неизвестен"
        case .controlChannelTaken(let address):
            return "канал управления \(address) занят другим процессом: -R и -Q не смогут связаться с этим meter"
        case .storeMeterName: return "(ввод)"
        case .overviewHeading: return "ОБЗОР:"
        case .usageHeading: return "ИСПОЛЬЗОВАНИЕ:"
        case .argumentsHeading: return "АРГУМЕНТЫ:"
        case .groupHeading(let group): return heading(group)
        case .overview:
            return """
                Копирует стандартный ввод или каждый ФАЙЛ в стандартный вывод, показывая ход работы в стандартном \
                потоке ошибок.
                """
        case .fileArgument:
            return "Файл для копирования, по порядку. «-» или отсутствие ФАЙЛА означает стандартный ввод."
        case .seeManual:
            return "Последовательности формата, сценарии воспроизведения, коды возврата и сигналы: см. «man meter»."
        case .optionHelp(let id, _): return optionHelp(id)
        }
    }

    private static func heading(_ group: OptionGroup) -> String {
        switch group {
        case .data: return "ПАРАМЕТРЫ ДАННЫХ:"
        case .display: return "ПАРАМЕТРЫ ОТОБРАЖЕНИЯ:"
        case .style: return "ПАРАМЕТРЫ СТИЛЯ:"
        case .command: return "ПАРАМЕТРЫ КОМАНДЫ:"
        case .control: return "ПАРАМЕТРЫ УПРАВЛЕНИЯ:"
        case .testing: return "ПАРАМЕТРЫ ДЛЯ ТЕСТОВ:"
        case .general: return "ПАРАМЕТРЫ:"
        }
    }

    private static func or(_ words: [String]) -> String { language.alternatives(words) }

    /// Each option's help in Russian.
    static func optionHelp(_ id: OptionID) -> String? {
        switch id {
        case .size:
            return """
                Ожидаемый общий объём: байты с необязательным суффиксом K, M, G, T, P или E (1.5G), в строчном режиме \
                счёт строк, или @ФАЙЛ для размера ФАЙЛА (@КАТ: файлы в КАТ); 0 — без него.
                """
        case .lineMode: return "Считать строки вместо байтов."
        case .null: return "Считать записи, оканчивающиеся NUL (включает -l)."
        case .output: return "Писать в ФАЙЛ вместо стандартного вывода."
        case .discard: return "Читать и считать, но ничего не писать."
        case .si: return "Единицы в степенях 1000, а не 1024: показываемые и суффиксы размеров, заданных после него."
        case .rateLimit:
            return """
                Копировать не более СКОРОСТЬ байтов в секунду (в строчном режиме строк); суффиксы как у \
                --size; 0 — без ограничения.
                """
        case .stopAtSize:
            return """
                Остановиться после --size, а без него на размере входных данных; в байтовом режиме ничего сверх этого \
                не читается.
                """
        case .skipErrors:
            return """
                Пропускать нечитаемые части ввода, сначала байт, а пока ошибки продолжаются, до 512, записывая на их \
                место NUL; дважды: сообщать один раз на файл.
                """
        case .errorSkipBlock:
            return """
                С -E (включается сам): пропускать весь блок размером БАЙТЫ, в котором ошибка (-EE -Z 4K /dev/sdX > \
                disk.img).
                """
        case .bufferSize: return "Использовать буфер размером БАЙТЫ (суффиксы как у --size)."
        case .noSplice: return "Никогда не использовать splice(2) и sendfile(2); всегда читать и писать."
        case .sparse: return "Оставлять дыры в выходном файле там, где в данных блоки нулей, вместо их записи."
        case .sync:
            return """
                Синхронизировать выходной файл или устройство после каждой записи, чтобы полоса следовала за диском, \
                а не за кешем.
                """
        case .directIO: return "Читать и писать файлы и блочные устройства с O_DIRECT, мимо страничного кеша."
        case .storeAndForward:
            return """
                Сначала прочитать всё в ФАЙЛ («-»: временный файл), затем записать, с его размером как общим объёмом.
                """
        case .progress: return "Показывать полосу и процент."
        case .timer: return "Показывать прошедшее время."
        case .eta: return "Показывать оставшееся время."
        case .fineta: return "Показывать время, когда передача закончится."
        case .rate: return "Показывать скорость с последнего обновления."
        case .averageRate: return "Показывать среднюю скорость за окно (-m)."
        case .bytes: return "Показывать количество на данный момент."
        case .bits:
            return "Показывать количество на данный момент и скорости в битах, а не в байтах (как pv, включает -b)."
        case .bufferPercent: return "Показывать заполненность буфера meter, { 45%} (данные тогда идут через него)."
        case .lastWritten:
            return "Показывать последние ЧИСЛО записанных байтов, каждый непечатаемый байт — как «.» (-A 16)."
        case .gauge:
            return """
                Без общего объёма показывать скорость относительно наибольшей на данный момент вместо бегающего блока.
                """
        case .name: return "Ставить ИМЯ перед отображением."
        case .format:
            return """
                Строить отображение по ФОРМАТУ, с последовательностями pv: %p %t %e %I %r %a %b %T %nA %{sgr:red} (и \
                их формами %{timer}) %N %L %%; полоса принимает ширину (%20p); всё остальное показывается как есть. С \
                -n числа: -n -F '{\"bytes\":%b}'.
                """
        case .numeric:
            return """
                Выводить целые проценты, по одному в строке (с -b сначала счёт, -r скорость, -t прошедшие секунды; с \
                -F его последовательности как простые числа).
                """
        case .stats:
            return """
                В конце вывести наименьшую, среднюю и наибольшую скорость и их отклонение отдельной строкой, даже с -q.
                """
        case .summary:
            return """
                В конце вывести сводку прогона, даже с -q: объём, среднюю, наименьшую и наибольшую скорость, время, \
                остановки и скорость всего прогона в виде sparkline (после строки -v).
                """
        case .json:
            return """
                Вместо отображения писать в стандартный поток ошибок по объекту JSON при каждом обновлении, а в конце \
                сводку, каждый строкой, начинающейся с {\"v\":1, (JSON PROGRESS в руководстве).
                """
        case .jsonFile:
            return """
                Писать объекты --json вместо этого в ФАЙЛ, рядом с отображением в стандартном потоке ошибок \
                (--json-file progress.jsonl).
                """
        case .quiet: return "Ничего не показывать."
        case .force: return "Рисовать отображение, даже если стандартный поток ошибок не терминал."
        case .interval: return "Обновлять каждые СЕК секунд (по умолчанию 1; в пределах от 0.1 до 600)."
        case .width: return "Рисовать в ширину на СТОЛБЦЫ столбцов вместо ширины терминала (0: ширина терминала)."
        case .height:
            return "Принимается и проверяется ради сценариев pv; meter узнаёт высоту у самого терминала."
        case .averageWindow: return "Усреднять скорость и оставшееся время за последние СЕК секунд (по умолчанию 30)."
        case .wait: return "Ничего не показывать до прихода первого байта."
        case .delayStart: return "Ничего не показывать первые СЕК секунд."
        case .cursor:
            return """
                Держать этот счётчик на отдельной строке, чтобы несколько счётчиков одного конвейера складывались в \
                терминале друг под другом (meter -c -N in a | gzip | meter -c -N out > b.gz).
                """
        case .extraDisplay:
            return """
                Показывать отображение также в заголовке окна терминала (windowtitle) или в заголовке процесса, \
                который показывает ps (processtitle): имена через запятую, затем по желанию «:ФОРМАТ» (-x \
                'windowtitle:%p %e').
                """
        case .indicatorStyle:
            return """
                Индикатор: linear (полоса, по умолчанию) или circular (кольцо, заполняющееся по часовой стрелке рядом \
                с процентом: --style circular).
                """
        case .ring:
            return """
                Знаки кольца: braille (одна ячейка, 9 состояний, по умолчанию) или pie (○◔◑◕●; --style circular \
                --ring pie).
                """
        case .barStyle:
            return """
                Знаки полосы, как у pv: plain ([===>]), block, granular (восьмые доли ячейки, по умолчанию) или \
                shaded (-u shaded).
                """
        case .spinnerSpeed:
            return """
                Вращать вертушку, показываемую без общего объёма, в МНОЖИТЕЛЬ раз быстрее (по умолчанию 1; \
                --spinner-speed 0.5).
                """
        case .layout:
            return """
                Показывать набор полей: mini (индикатор), small (и процент), regular (как у pv) или large (все поля); \
                -F имеет приоритет (--layout small).
                """
        case .color:
            return """
                Раскрашивать отображение: auto (по умолчанию: на терминале в локали UTF-8, если не задана NO_COLOR), \
                always или never (--color never).
                """
        case .tint:
            return """
                Заливать цветом ЦВЕТ: #RRGGBB, #RGB или имя вроде orange, blue или green (по умолчанию #FF5733; \
                --tint '#3584E4').
                """
        case .reduceMotion:
            return """
                Без декоративного движения: вертушка стоит, полоса движется целыми ячейками, строка перерисовывается, \
                только когда изменилось значение на ней (также REDUCE_MOTION=1).
                """
        case .noReduceMotion: return "Анимировать, даже если задана REDUCE_MOTION."
        case .plain:
            return """
                Писать простые строки для программ экранного доступа и журналов, даже если стандартный поток ошибок не \
                терминал: «in: 40% 400MiB из 1,0GiB, 12MiB/s, осталось 0:00:50» (также при TERM=dumb и при \
                ACCESSIBLE=1 там, где meter рисует).
                """
        case .noPlain: return "Рисовать отображение на месте, даже если задана ACCESSIBLE."
        case .heartbeat:
            return """
                При простых строках: писать строку всякий раз, когда СЕК секунд не было написано ни одной, чтобы \
                журнал никогда не замолкал (по умолчанию 60 вне терминала, на терминале ни одной; 0: ни одной).
                """
        case .terminalProgress:
            return """
                Показывать ход и во вкладке или на панели задач терминала (OSC 9;4): auto (по умолчанию: в \
                терминалах, которые, как известно, его показывают, например Windows Terminal, Ghostty, WezTerm, \
                iTerm2 и терминал GNOME; также METER_TERMINAL_PROGRESS), always или never.
                """
        case .exec:
            return """
                Запустить КОМАНДУ со следующими аргументами (всё после --exec — это команда), подсчитывая её \
                стандартный вывод; её стандартный поток ошибок, а на терминале и стандартный вывод, появляются над \
                отображением. meter завершается с кодом возврата КОМАНДЫ.
                """
        case .remember:
            return """
                С --exec: запомнить итоговый счёт этой команды в этом каталоге и в следующий раз ожидать его как общий \
                объём.
                """
        case .monitor:
            return """
                С --exec: подсчитывать, что команда читает (in: стандартный ввод meter, копируемый ей), что пишет \
                (out, по умолчанию), или и то и другое, на двух строках, сначала ввод, затем вывод с отношением вывода \
                к вводу (-M both --exec gzip -9 < big > big.gz).
                """
        case .progressFrom:
            return """
                С --exec: счётчик следует за прогрессом, который печатает команда, читая его из её вывода по ШАБЛОНУ. \
                ШАБЛОН — готовый вариант (percent, count, rsync, ffmpeg, curl) или расширенное регулярное выражение с \
                одной группой, процентом, или с двумя, сделано и общий объём (--progress-from '([0-9]+) of ([0-9]+)').
                """
        case .execWait:
            return """
                С --exec: после завершения команды ждать не более СЕК секунд, пока оставленные ею процессы закроют \
                её вывод, затем перестать его читать и выйти с кодом команды (по умолчанию: ждать, пока не закроют; \
                --exec-wait 5).
                """
        case .watchfd:
            return """
                Ничего не копировать: следить за файлами, открытыми другими процессами, по строке на файл, как pv -d. \
                ЦЕЛЬ — это PID (каждый его файл, по мере открытия, пока он не завершится), PID:FD (один файл), \
                =ИМЯ (процессы, имя которых подходит под регулярное выражение ИМЯ, как у pgrep) или @ФАЙЛ_СПИСКА (по \
                цели в строке); другие могут идти операндами (-d \"$(pidof gzip)\").
                """
        case .copies:
            return """
                Ничего не копировать: следить за каждой вашей командой, которая проходит по файлам (cp, mv, dd, cat, \
                tar, gzip, xz, zstd, rsync, sha256sum… по списку в руководстве; от root — за командами всех \
                пользователей), по строке на команду: команда, самый большой файл, который она читает (с -M out — \
                пишет), как далеко она продвинулась, скорость и оставшееся время. Команды, запущенные позже, \
                добавляются, завершившиеся оставляют свою последнюю строку, пока meter не прервут.
                """
        case .remote:
            return """
                Изменить настройки работающего meter с ID процесса PID: он принимает заданные здесь параметры \
                отображения (-p -t -e -r -b -a -I, -F, -N; не заданное имя стирается), --style, --tint, --color, \
                --reduce-motion, а также -L, -s, -i, -w, если они заданы и больше 0 (meter -R 4242 -L 10M).
                """
        case .query:
            return """
                Показывать здесь ход работающего meter с ID процесса PID, с заданными здесь параметрами отображения, \
                пока он не завершится (meter -Q 4242 -pte).
                """
        case .meters:
            return """
                Показывать здесь каждый ваш работающий meter, по строке на каждый (блоком, если строк у него \
                несколько), с заданными здесь параметрами отображения: копирования, наблюдения -d и meter с --exec, \
                но не те, что лишь показывают другие; meter, запущенные позже, добавляются, пока все не завершатся.
                """
        case .pidFile:
            return """
                Записать ID процесса meter в ФАЙЛ до начала передачи, для -R и -Q; удаляется при \
                завершении meter.
                """
        case .replay:
            return """
                Записать фиктивный поток, описанный в СЦЕНАРИИ, или воспроизвести записанный в нём запуск команды и \
                сразу подсчитать его на виртуальных часах, с кадрами, которые нарисовал бы настоящий запуск (включает \
                -f).
                """
        case .record:
            return """
                Записать в ФАЙЛ сценарий воспроизведения того, что приходит, или того, что делает команда из --exec, \
                моменты в миллисекундах.
                """
        case .help: return "Показать справку."
        case .version: return "Показать версию."
        case .completionScript:
            return """
                Вывести сценарий дополнения для ОБОЛОЧКИ (bash, zsh или fish); с meters — идентификаторы процессов \
                ваших работающих meter, по одному в строке, как их предлагают сценарии после -Q и -R.
                """
        }
    }
}

extension Russian {
    /// The metavariables of `--help` and the usage line in Russian, as GNU's catalogues name them.
    static func metavariable(_ name: Metavariable) -> String {
        switch name {
        case .size: return "РАЗМЕР"
        case .file: return "ФАЙЛ"
        case .rate: return "СКОРОСТЬ"
        case .bytes: return "БАЙТЫ"
        case .count: return "ЧИСЛО"
        case .name: return "ИМЯ"
        case .format: return "ФОРМАТ"
        case .seconds: return "СЕК"
        case .columns: return "СТОЛБЦЫ"
        case .rows: return "СТРОКИ"
        case .spec: return "ОПИСАНИЕ"
        case .style: return "СТИЛЬ"
        case .glyphs: return "ЗНАКИ"
        case .factor: return "МНОЖИТЕЛЬ"
        case .layout: return "МАКЕТ"
        case .when: return "КОГДА"
        case .color: return "ЦВЕТ"
        case .command: return "КОМАНДА"
        case .stream: return "ПОТОК"
        case .pattern: return "ШАБЛОН"
        case .target: return "ЦЕЛЬ"
        case .pid: return "PID"
        case .script: return "СЦЕНАРИЙ"
        case .shell: return "ОБОЛОЧКА"
        case .options: return "ПАРАМЕТРЫ"
        case .argument: return "АРГ"
        case .descriptor: return "FD"
        case .directory: return "КАТ"
        case .listFile: return "ФАЙЛ_СПИСКА"
        }
    }
}
