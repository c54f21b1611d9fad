/// meter's messages in Russian.
package enum Russian: Catalogue {
    package static let language = Language.russian

    package static func text(_ message: Message) -> String? {
        switch message {
        case .failed(let name, let error): return "\(say(name)): \(say(error))"
        case .readFailed(let name, let error): return "\(say(name)): ошибка чтения: \(say(error))"
        case .writeFailed(let name, let error): return "\(say(name)): ошибка записи: \(say(error))"
        case .truncateFailed(let name, let error): return "\(say(name)): ошибка усечения: \(say(error))"
        case .syncFailed(let name, let error): return "\(say(name)): ошибка синхронизации: \(say(error))"
        case .inputIsOutput(let name): return "\(say(name)): входной файл совпадает с выходным"
        case .directIOUnsupported(let name, let error):
            return """
                \(say(name)): прямой ввод-вывод не поддерживается (\(say(error))); копирование идёт дальше через \
                страничный кеш
                """
        case .skipped(let name, let error, let bytes, let offset):
            return "\(say(name)): \(say(error)): \(skipped(bytes)) по смещению \(offset)"
        case .skippedInRegions(let name, let error, let bytes, let regions, let offset):
            let place = regions == 1
                ? "в 1 области по смещению \(offset)"
                : form(
                    regions,
                    one: "в \(regions) области",
                    other: "в \(regions) областях"
                ) + ", первая по смещению \(offset)"
            return "\(say(name)): \(say(error)): \(skipped(bytes)) \(place)"
        case .unreadablePastReportedSize(let name, let offset):
            return "\(say(name)): за заявленным размером 1 MiB подряд не читается; остановлено по смещению \(offset)"
        case .commandNotFound(let command): return "\(command): команда не найдена"
        case .countFileTooLarge(let path): return "\(path): слишком велик для файла подсчёта"
        case .notACountFile(let path): return "\(path): не файл подсчёта, который meter умеет читать"
        case .notARequest: return "запрос, непонятный meter"
        case .scriptLineMalformed(let line): return "ожидалось «МОМЕНТ КОЛИЧЕСТВО», найдено \(quoted(line))"
        case .scriptOffsetInvalid(let word): return "неверный момент \(quoted(word)) (в секундах, например 1.5)"
        case .scriptOffsetEarlier(let word): return "момент \(word) раньше, чем в предыдущей строке"
        case .scriptAmountInvalid(let word):
            return "неверное количество \(quoted(word)) (число с необязательным суффиксом K, M, G, T, P или E)"
        case .scriptTooLarge: return "сценарий больше 64 MiB"
        case .scriptOffsetTooLate(let word):
            return "момент \(word) позже 86400 секунд (суток) — наибольшей длительности воспроизведения"
        case .scriptHeaderUnknown(let line):
            return "\(quoted(line)) — не сценарий, который этот meter умеет воспроизводить (он воспроизводит "
                + "сценарии из двух столбцов и «meter-replay 2 command»)"
        case .scriptCommandLineMalformed(let line):
            return "ожидалась настройка или «МОМЕНТ СОБЫТИЕ» записанной команды, найдено \(quoted(line))"
        case .scriptWithoutEnd: return "запись обрывается до конца запуска: она была прервана"
        case .scriptLineTooLong: return "строка длиннее 1 MiB"
        case .rateNotMeasured: return "скорость не измерена"
        case .rateStatistics(let minimum, let mean, let maximum, let deviation, let unit):
            return "скорость мин/сред/макс/откл = \(minimum)/\(mean)/\(maximum)/\(deviation) \(unit)"
        case .standardInput: return "(стандартный ввод)"
        case .standardOutput: return "(стандартный вывод)"
        case .commandInput: return "(ввод команды)"
        case .temporaryFile: return "(временный файл)"
        case .replayOutput: return "(вывод)"
        case .etaLabel: return "ост"
        case .finishLabel: return "до"
        case .ratioLabel: return "отношение"
        case .plainOfTotal(let percent, let count, let total):
            return "\(language.percent(percent)) \(count) из \(total)"
        case .lines(let category): return form(category, one: "строка", few: "строки", many: "строк", other: "строки")
        case .records(let category):
            return form(category, one: "запись", few: "записи", many: "записей", other: "записи")
        case .linesOfTotal(let category): return form(category, one: "строки", other: "строк")
        case .recordsOfTotal(let category): return form(category, one: "записи", other: "записей")
        case .linesPerSecond: return "строк/с"
        case .recordsPerSecond: return "записей/с"
        case .timeLeft(let duration): return "осталось \(duration)"
        case .timeElapsed(let duration): return "прошло \(duration)"
        case .averageRate(let rate): return "в среднем \(rate)"
        case .took(let duration): return "заняло \(duration)"
        case .stalled(let amounts, let duration): return "остановилось на \(amounts), данных нет уже \(duration)"
        case .movingAgain(let progress): return "снова движется, \(progress)"
        case .lowestRate(let rate): return "минимум \(rate)"
        case .highestRate(let rate): return "максимум \(rate)"
        case .stalls(let count, let longest):
            guard count != 1 else { return "1 остановка длиной \(longest)" }
            return form(
                count,
                one: "\(count) остановка, самая долгая \(longest)",
                few: "\(count) остановки, самая долгая \(longest)",
                other: "\(count) остановок, самая долгая \(longest)"
            )
        case .noStalls: return "без остановок"
        case .steady: return "стабильно"
        case .speedingUp: return "ускоряется"
        case .slowing: return "замедляется"
        case .noProgressRead: return "из вывода команды не прочитан прогресс; вместо этого подсчитан её вывод"
        case .awaitingProgress(let duration): return "ожидание прогресса команды, прошло \(duration)"
        case .waitingForLeftRunning:
            return "ожидание, пока оставленные командой процессы закроют её вывод"
        case .stoppedWaitingForLeftRunning:
            return "ожидание оставленных командой процессов прекращено; всё, что они запишут дальше, будет потеряно"
        }
    }

    /// "пропущен 1 байт", "пропущено 3 байта", "пропущено 512 байт".
    private static func skipped(_ bytes: Int64) -> String {
        form(bytes, one: "пропущен \(bytes) байт", few: "пропущено \(bytes) байта", many: "пропущено \(bytes) байт",
             other: "пропущено \(bytes) байта")
    }

    package static func systemError(_ error: Errno) -> String? {
        switch error {
        case .notPermitted: return "Операция не позволена"
        case .noSuchEntry: return "Нет такого файла или каталога"
        case .noSuchProcess: return "Нет такого процесса"
        case .inputOutput: return "Ошибка ввода-вывода"
        case .noDeviceOrAddress: return "Нет такого устройства или адреса"
        case .accessDenied: return "Отказано в доступе"
        case .busy: return "Устройство или ресурс занято"
        case .exists: return "Файл уже существует"
        case .noDevice: return "Нет такого устройства"
        case .notADirectory: return "Это не каталог"
        case .isADirectory: return "Это каталог"
        case .invalid: return "Недопустимый аргумент"
        case .tooManyOpenFiles: return "Слишком много открытых файлов"
        case .fileTooLarge: return "Файл слишком велик"
        case .noSpace: return "На устройстве не осталось места"
        case .readOnlyFileSystem: return "Файловая система доступна только для чтения"
        case .brokenPipe: return "Обрыв канала"
        case .nameTooLong: return "Слишком длинное имя файла"
        case .symbolicLinkLoop: return "Слишком много уровней символьных ссылок"
        case .quotaExceeded: return "Превышена дисковая квота"
        case .notExecutable: return "Неверный формат исполняемого файла"
        case .textFileBusy: return "Исполняемый файл занят"
        case .outOfMemory: return "Недостаточно памяти"
        case .connectionRefused: return "В соединении отказано"
        default: return nil
        }
    }
}
