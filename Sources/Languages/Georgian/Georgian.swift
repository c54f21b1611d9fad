/// meter's messages in Georgian.
package enum Georgian: Catalogue {
    package static let language = Language.georgian

    package static func text(_ message: Message) -> String? {
        switch message {
        case .failed(let name, let error): return "\(say(name)): \(say(error))"
        case .readFailed(let name, let error): return "\(say(name)): წაკითხვა ვერ მოხერხდა: \(say(error))"
        case .writeFailed(let name, let error): return "\(say(name)): ჩაწერა ვერ მოხერხდა: \(say(error))"
        case .truncateFailed(let name, let error): return "\(say(name)): შეკვეცა ვერ მოხერხდა: \(say(error))"
        case .syncFailed(let name, let error): return "\(say(name)): სინქრონიზაცია ვერ მოხერხდა: \(say(error))"
        case .inputIsOutput(let name): return "\(say(name)): შემავალი ფაილი ამავე დროს გამომავალი ფაილია"
        case .directIOUnsupported(let name, let error):
            return """
                \(say(name)): პირდაპირი შეტანა-გამოტანა მხარდაჭერილი არ არის (\(say(error))); კოპირება გვერდების \
                ქეშით გრძელდება
                """
        case .skipped(let name, let error, let bytes, let offset):
            return "\(say(name)): \(say(error)): გამოტოვებულია \(bytes) ბაიტი, პოზიცია \(offset)"
        case .skippedInRegions(let name, let error, let bytes, let regions, let offset):
            let place = regions == 1 ? "1 არეში, პოზიცია \(offset)" : "\(regions) არეში, პირველის პოზიცია \(offset)"
            return "\(say(name)): \(say(error)): გამოტოვებულია \(bytes) ბაიტი \(place)"
        case .unreadablePastReportedSize(let name, let offset):
            return """
                \(say(name)): მითითებული ზომის მიღმა 1 MiB-ის მანძილზე ვერაფერი წაიკითხა; შეწყდა პოზიციაზე \(offset)
                """
        case .commandNotFound(let command): return "\(command): ბრძანება ვერ მოიძებნა"
        case .countFileTooLarge(let path): return "\(path): რაოდენობის ფაილისთვის ზედმეტად დიდია"
        case .notACountFile(let path): return "\(path): არ არის რაოდენობის ფაილი, რომლის წაკითხვაც meter-ს შეუძლია"
        case .notARequest: return "მოთხოვნა, რომელიც meter-ს არ ესმის"
        case .scriptLineMalformed(let line): return "მოსალოდნელი იყო „დრო ოდენობა“, მოიძებნა \(quoted(line))"
        case .scriptOffsetInvalid(let word): return "არასწორი დრო \(quoted(word)) (წამებში, მაგ. 1.5)"
        case .scriptOffsetEarlier(let word): return "დრო \(word) წინა ხაზისაზე ადრეა"
        case .scriptAmountInvalid(let word):
            return "არასწორი ოდენობა \(quoted(word)) (რიცხვი, სურვილისამებრ K, M, G, T, P ან E სუფიქსით)"
        case .scriptTooLarge: return "სკრიპტი 64 MiB-ზე დიდია"
        case .scriptOffsetTooLate(let word):
            return "დრო \(word) 86400 წამს (ერთ დღეს) აღემატება — ეს დაკვრის უდიდესი ხანგრძლივობაა"
        case .scriptHeaderUnknown(let line):
            return """
                \(quoted(line)) არ არის სკრიპტი, რომლის დაკვრაც ამ meter-ს შეუძლია (ის უკრავს ორსვეტიან სკრიპტებს \
                და „meter-replay 2 command“-ს)
                """
        case .scriptCommandLineMalformed(let line):
            return "მოსალოდნელი იყო ჩაწერილი ბრძანების პარამეტრი ან „დრო მოვლენა“, მოიძებნა \(quoted(line))"
        case .scriptWithoutEnd: return "ჩანაწერი გაშვების დასრულებამდე მთავრდება: ის შეწყდა"
        case .scriptLineTooLong: return "ხაზი 1 MiB-ზე გრძელია"
        case .rateNotMeasured: return "სიჩქარე არ გაზომილა"
        case .rateStatistics(let minimum, let mean, let maximum, let deviation, let unit):
            return "სიჩქარე მინ/საშ/მაქს/გადახრა = \(minimum)/\(mean)/\(maximum)/\(deviation) \(unit)"
        case .standardInput: return "(სტანდარტული შეტანა)"
        case .standardOutput: return "(სტანდარტული გამოტანა)"
        case .commandInput: return "(ბრძანების შეტანა)"
        case .temporaryFile: return "(დროებითი ფაილი)"
        case .replayOutput: return "(გამოტანა)"
        case .etaLabel: return "ETA"
        case .finishLabel: return "დრო"
        case .ratioLabel: return "ფარდობა"
        case .plainOfTotal(let percent, let count, let total):
            return "\(language.percent(percent)) \(count) \(total)-დან"
        case .lines: return "ხაზი"
        case .records: return "ჩანაწერი"
        case .linesOfTotal(let category): return text(.lines(category))
        case .recordsOfTotal(let category): return text(.records(category))
        case .linesPerSecond: return "ხაზი/წმ"
        case .recordsPerSecond: return "ჩანაწერი/წმ"
        case .timeLeft(let duration): return "დარჩა \(duration)"
        case .timeElapsed(let duration): return "გავიდა \(duration)"
        case .averageRate(let rate): return "საშუალოდ \(rate)"
        case .took(let duration): return "გაგრძელდა \(duration)"
        case .stalled(let amounts, let duration): return "შეჩერებულია: \(amounts), \(duration) არაფერი მოსულა"
        case .movingAgain(let progress): return "ისევ მოძრაობს, \(progress)"
        case .lowestRate(let rate): return "მინიმალური \(rate)"
        case .highestRate(let rate): return "მაქსიმალური \(rate)"
        case .stalls(let count, let longest):
            return count == 1 ? "1 შეჩერება, \(longest)" : "\(count) შეჩერება, ყველაზე გრძელი \(longest)"
        case .noStalls: return "შეჩერებების გარეშე"
        case .steady: return "სტაბილური"
        case .speedingUp: return "ჩქარდება"
        case .slowing: return "ნელდება"
        case .noProgressRead: return "ბრძანების გამოტანიდან პროგრესი ვერ წაიკითხა; სანაცვლოდ დაითვალა მისი გამოტანა"
        case .awaitingProgress(let duration): return "ბრძანების პროგრესის მოლოდინი, გავიდა \(duration)"
        case .waitingForLeftRunning:
            return "ლოდინი, სანამ ბრძანების მიერ გაშვებული პროცესები მის გამოტანას დახურავენ"
        case .stoppedWaitingForLeftRunning:
            return """
                ბრძანების მიერ გაშვებული პროცესების ლოდინი შეწყდა; რასაც ისინი ამიერიდან ჩაწერენ, დაიკარგება
                """
        }
    }

    package static func systemError(_ error: Errno) -> String? {
        switch error {
        case .notPermitted: return "ოპერაცია დაუშვებელია"
        case .noSuchEntry: return "ასეთი ფაილი ან საქაღალდე არ არსებობს"
        case .noSuchProcess: return "ასეთი პროცესი არ არსებობს"
        case .inputOutput: return "შეტანა-გამოტანის შეცდომა"
        case .noDeviceOrAddress: return "ასეთი მოწყობილობა ან მისამართი არ არსებობს"
        case .accessDenied: return "წვდომა აკრძალულია"
        case .busy: return "მოწყობილობა ან რესურსი დაკავებულია"
        case .exists: return "ფაილი უკვე არსებობს"
        case .noDevice: return "ასეთი მოწყობილობა არ არსებობს"
        case .notADirectory: return "საქაღალდე არ არის"
        case .isADirectory: return "საქაღალდეა"
        case .invalid: return "არასწორი არგუმენტი"
        case .tooManyOpenFiles: return "ზედმეტად ბევრი ფაილია გახსნილი"
        case .fileTooLarge: return "ფაილი ზედმეტად დიდია"
        case .noSpace: return "მოწყობილობაზე ადგილი აღარ არის"
        case .readOnlyFileSystem: return "ფაილური სისტემა მხოლოდ წაკითხვადია"
        case .brokenPipe: return "არხი გაწყდა"
        case .nameTooLong: return "ფაილის სახელი ზედმეტად გრძელია"
        case .symbolicLinkLoop: return "სიმბოლური ბმულების ზედმეტად ბევრი დონე"
        case .quotaExceeded: return "დისკის კვოტა ამოწურულია"
        case .notExecutable: return "შესრულებადი ფაილის არასწორი ფორმატი"
        case .textFileBusy: return "შესრულებადი ფაილი დაკავებულია"
        case .outOfMemory: return "მეხსიერება არ ჰყოფნის"
        case .connectionRefused: return "კავშირი უარყოფილია"
        default: return nil
        }
    }
}
