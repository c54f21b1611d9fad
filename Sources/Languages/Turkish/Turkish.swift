/// meter's messages in Turkish.
package enum Turkish: Catalogue {
    package static let language = Language.turkish

    package static func text(_ message: Message) -> String? {
        switch message {
        case .failed(let name, let error): return "\(say(name)): \(say(error))"
        case .readFailed(let name, let error): return "\(say(name)): okuma başarısız: \(say(error))"
        case .writeFailed(let name, let error): return "\(say(name)): yazma başarısız: \(say(error))"
        case .truncateFailed(let name, let error): return "\(say(name)): kırpma başarısız: \(say(error))"
        case .syncFailed(let name, let error): return "\(say(name)): eşitleme başarısız: \(say(error))"
        case .inputIsOutput(let name): return "\(say(name)): girdi dosyası aynı zamanda çıktı dosyası"
        case .directIOUnsupported(let name, let error):
            return """
                \(say(name)): doğrudan G/Ç desteklenmiyor (\(say(error))); kopyalama sayfa önbelleği üzerinden sürüyor
                """
        case .skipped(let name, let error, let bytes, let offset):
            return "\(say(name)): \(say(error)): \(offset) konumunda \(bytes) bayt atlandı"
        case .skippedInRegions(let name, let error, let bytes, let regions, let offset):
            let place = regions == 1 ? "1 bölgede, \(offset) konumunda" : "\(regions) bölgede, ilki \(offset) konumunda"
            return "\(say(name)): \(say(error)): \(bytes) bayt atlandı, \(place)"
        case .unreadablePastReportedSize(let name, let offset):
            return """
                \(say(name)): bildirilen boyutun ötesinde 1 MiB boyunca hiçbir şey okunamadı; \(offset) konumunda \
                durduruldu
                """
        case .commandNotFound(let command): return "\(command): komut bulunamadı"
        case .countFileTooLarge(let path): return "\(path): sayım dosyası olamayacak kadar büyük"
        case .notACountFile(let path): return "\(path): meter'ın okuyabileceği bir sayım dosyası değil"
        case .notARequest: return "meter'ın anlamadığı bir istek"
        case .scriptLineMalformed(let line): return "'ZAMAN MİKTAR' bekleniyordu, \(quoted(line)) bulundu"
        case .scriptOffsetInvalid(let word): return "geçersiz zaman \(quoted(word)) (saniye cinsinden, örneğin 1.5)"
        case .scriptOffsetEarlier(let word): return "\(word) zamanı bir önceki satırdakinden önce"
        case .scriptAmountInvalid(let word):
            return "geçersiz miktar \(quoted(word)) (isteğe bağlı K, M, G, T, P ya da E sonekli bir sayı)"
        case .scriptTooLarge: return "betik 64 MiB'den büyük"
        case .scriptOffsetTooLate(let word):
            return "\(word) zamanı 86400 saniyeyi (bir günü), bir oynatmanın en uzun süresini aşıyor"
        case .scriptHeaderUnknown(let line):
            return """
                \(quoted(line)) bu meter'ın oynatabildiği bir betik değil (iki sütunlu betikleri ve 'meter-replay 2 
                """
                + "command' biçimini oynatır)"
        case .scriptCommandLineMalformed(let line):
            return "kaydedilmiş bir komutun ayarı ya da 'ZAMAN OLAY' satırı bekleniyordu, \(quoted(line)) bulundu"
        case .scriptWithoutEnd: return "kayıt, çalışma bitmeden sona eriyor: yarıda kesilmiş"
        case .scriptLineTooLong: return "satır 1 MiB'den uzun"
        case .rateNotMeasured: return "hız ölçülmedi"
        case .rateStatistics(let minimum, let mean, let maximum, let deviation, let unit):
            return "hız min/ort/maks/sapma = \(minimum)/\(mean)/\(maximum)/\(deviation) \(unit)"
        case .standardInput: return "(standart girdi)"
        case .standardOutput: return "(standart çıktı)"
        case .commandInput: return "(komutun girdisi)"
        case .temporaryFile: return "(geçici dosya)"
        case .replayOutput: return "(çıktı)"
        case .etaLabel: return "ETA"
        case .finishLabel: return "son"
        case .ratioLabel: return "oran"
        case .plainOfTotal(let percent, let count, let total):
            return "\(language.percent(percent)) \(count) / \(total)"
        case .lines: return "satır"
        case .records: return "kayıt"
        case .linesOfTotal(let category): return text(.lines(category))
        case .recordsOfTotal(let category): return text(.records(category))
        case .linesPerSecond: return "satır/s"
        case .recordsPerSecond: return "kayıt/s"
        case .timeLeft(let duration): return "kalan \(duration)"
        case .timeElapsed(let duration): return "geçen \(duration)"
        case .averageRate(let rate): return "ortalama \(rate)"
        case .took(let duration): return "süre \(duration)"
        case .stalled(let amounts, let duration):
            return "\(amounts) noktasında durakladı, \(duration) boyunca hiçbir şey gelmedi"
        case .movingAgain(let progress): return "yeniden ilerliyor, \(progress)"
        case .lowestRate(let rate): return "en düşük \(rate)"
        case .highestRate(let rate): return "en yüksek \(rate)"
        case .stalls(let count, let longest):
            return count == 1 ? "1 duraklama, \(longest)" : "\(count) duraklama, en uzunu \(longest)"
        case .noStalls: return "duraklama yok"
        case .steady: return "sabit"
        case .speedingUp: return "hızlanıyor"
        case .slowing: return "yavaşlıyor"
        case .noProgressRead: return "komutun çıktısından ilerleme okunamadı; onun yerine çıktısı sayıldı"
        case .awaitingProgress(let duration): return "komutun ilerlemesi bekleniyor, geçen \(duration)"
        case .waitingForLeftRunning:
            return "komutun çalışır bıraktığı süreçlerin çıktısını kapatması bekleniyor"
        case .stoppedWaitingForLeftRunning:
            return "komutun çalışır bıraktığı süreçleri beklemek bırakıldı; bundan sonra yazdıkları kaybolacak"
        }
    }

    package static func systemError(_ error: Errno) -> String? {
        switch error {
        case .notPermitted: return "İşleme izin verilmiyor"
        case .noSuchEntry: return "Böyle bir dosya ya da dizin yok"
        case .noSuchProcess: return "Böyle bir süreç yok"
        case .inputOutput: return "Girdi/çıktı hatası"
        case .noDeviceOrAddress: return "Böyle bir aygıt ya da adres yok"
        case .accessDenied: return "Erişim engellendi"
        case .busy: return "Aygıt ya da kaynak meşgul"
        case .exists: return "Dosya zaten var"
        case .noDevice: return "Böyle bir aygıt yok"
        case .notADirectory: return "Bir dizin değil"
        case .isADirectory: return "Bir dizin"
        case .invalid: return "Geçersiz argüman"
        case .tooManyOpenFiles: return "Çok fazla açık dosya var"
        case .fileTooLarge: return "Dosya çok büyük"
        case .noSpace: return "Aygıtta yer kalmadı"
        case .readOnlyFileSystem: return "Salt okunur dosya sistemi"
        case .brokenPipe: return "Veri iletim hattı bozuk"
        case .nameTooLong: return "Dosya adı çok uzun"
        case .symbolicLinkLoop: return "Çok fazla sembolik bağ düzeyi"
        case .quotaExceeded: return "Disk kotası aşıldı"
        case .notExecutable: return "Çalıştırılabilir dosya biçimi hatalı"
        case .textFileBusy: return "Çalıştırılabilir dosya kullanımda"
        case .outOfMemory: return "Bellek yetersiz"
        case .connectionRefused: return "Bağlantı reddedildi"
        default: return nil
        }
    }
}
