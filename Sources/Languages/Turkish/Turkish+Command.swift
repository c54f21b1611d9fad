import MeterKit

/// The command's words in Turkish.
extension Turkish: CommandCatalogue {
    static func text(_ message: CommandMessage) -> String? {
        switch message {
        case .unknownOption(let option): return "bilinmeyen seçenek \(quoted(option))"
        case .ambiguousOption(let option, let candidates):
            return "\(quoted(option)) seçeneği belirsiz: \(or(candidates)) olabilir"
        case .execTakesNoValue: return "'--exec' seçeneği değer almaz: komut ondan sonra gelir"
        case .takesNoValue(let option): return "\(quoted(option)) seçeneği değer almaz"
        case .needsValue(let option, let placeholder):
            return "\(quoted(option)) seçeneği bir değer ister <\(say(placeholder))>"
        case .invalidSize(let text):
            return "geçersiz boyut \(quoted(text)) (isteğe bağlı K, M, G, T, P ya da E sonekli bir sayı bekleniyordu)"
        case .sizeTooLarge(let text): return "\(quoted(text)) boyutu çok büyük"
        case .invalidSeconds(let text): return "geçersiz saniye sayısı \(quoted(text))"
        case .invalidWholeNumber(let text): return "geçersiz tam sayı \(quoted(text))"
        case .outOfRange(let text, let lowest, let highest):
            return "\(quoted(text)) aralığın dışında (\(lowest) ile \(highest) arası)"
        case .invalidShell(let text, let choices): return "geçersiz kabuk \(quoted(text)) (\(or(choices)) bekleniyordu)"
        case .invalidChoice(let text, let choices):
            return "geçersiz değer \(quoted(text)) (\(or(choices)) bekleniyordu)"
        case .invalidFactor(let text): return "geçersiz çarpan \(quoted(text)) (0.5 ya da 2 gibi bir sayı bekleniyordu)"
        case .invalidColor(let text, let names):
            return """
                geçersiz renk \(quoted(text)) (#RRGGBB, #RGB ya da şu adlardan biri bekleniyordu: \
                \(names.joined(separator: ", ")))
                """
        case .unknownDisplay(let name):
            return "bilinmeyen görüntü yeri \(quoted(name)) (windowtitle ya da processtitle bekleniyordu)"
        case .namesNoDisplay(let text):
            return "\(quoted(text)) hiçbir görüntü yeri adı vermiyor (windowtitle ya da processtitle bekleniyordu)"
        case .scriptNameEmpty: return "betik dosyasının adı boş"
        case .fileNameEmpty: return "dosya adı boş"
        case .outputNameEmpty: return "çıktı dosyasının adı boş"
        case .storeNameEmpty: return "dosya adı boş (geçici bir dosya için '-')"
        case .atNeedsFileName: return "'@' bir dosya adı ister"
        case .equalsNeedsProcessName: return "'=' ardından bir süreç adı ister"
        case .invalidProcessPattern(let pattern, let reason):
            return "'=' sonrasında geçersiz düzenli ifade \(quoted(pattern)): \(reason)"
        case .atNeedsListName: return "'@' ardından bir dosya adı ister"
        case .invalidProgressPattern(let pattern, let reason):
            return "geçersiz düzenli ifade \(quoted(pattern)): \(reason)"
        case .progressPatternWithoutCapture(let pattern, let presets):
            return """
                \(quoted(pattern)) içinde okunacak grup yok: sayıyı '([0-9]+)%' örneğindeki gibi paranteze alın ya da \
                hazır \
                bir kalıp adı verin (\(or(presets)))
                """
        case .progressPatternBackReference(let pattern, let reference):
            return """
                \(quoted(pattern)) bir geri başvuru içeriyor (\(quoted(reference))): genişletilmiş düzenli \
                ifadelerde geri başvuru yoktur ve bir satırı eşleştirmek dakikalar sürebilir
                """
        case .progressCapturesUnnamed(let pattern):
            return """
                \(quoted(pattern)) ikiden fazla grup içeriyor: her birinin ne olduğunu iki noktadan önce bir harfle \
                belirtin, 'dt-:' örneğindeki gibi (p yüzde, d yapılan, t toplam, - okunmaz)
                """
        case .progressRolesMismatch(let roles, let pattern, let captures):
            return """
                \(quoted(roles)) rolleri \(quoted(pattern)) ifadesinin her grubu için bir harf gerektirir; grup \
                sayısı: \(captures)
                """
        case .progressRolesInvalid(let roles):
            return "geçersiz roller \(quoted(roles)): p, d ve t'nin her birini en fazla bir kez ve en az birini verin"
        case .expectedWatchTarget(let text):
            return "PID, PID:FD, =AD ya da @LİSTEDOSYASI bekleniyordu, \(quoted(text)) değil"
        case .listNamesList(let text): return "bir liste dosyası başka bir listeyi gösteremez (\(quoted(text)))"
        case .listTooLarge: return "liste 1 MiB'den büyük"
        case .sizeSentAsNumber: return "boyut bir sayı olarak gönderilir"
        case .cannotTakeSize(let path, let error): return "\(quoted(path)) öğesinin boyutu alınamıyor: \(say(error))"
        case .system(let error): return say(error)
        case .listLine(let path, let line): return "-d @\(path): satır \(line)"
        case .rememberNeedsExec: return "--remember bir komut ister: --exec ile verin"
        case .monitorNeedsExec: return "-M bir komut ister: --exec ile verin"
        case .progressFromNeedsExec: return "--progress-from bir komut ister: --exec ile verin"
        case .execWaitNeedsExec: return "--exec-wait bir komut ister: --exec ile verin"
        case .progressFromNotWithMonitor:
            return "--progress-from -M ile kullanılamaz: komutun ilerlemesi tek bir sayacı yürütür"
        case .execNeedsCommand: return "--exec bir komut ister"
        case .operandWithExec(let operand):
            return "\(quoted(operand)): DOSYA işlenenleri --exec ile kullanılamaz (--exec'ten sonraki her şey komuttur)"
        case .notWithExec(let option): return "\(option) --exec ile kullanılamaz"
        case .copyOptionNotWithExec(let option): return "\(option) --exec ile kullanılamaz: bir kopyalama seçeneğidir"
        case .rememberNotWithMonitorIn: return "--remember -M in ile kullanılamaz: komutun çıktısının sayımını saklar"
        case .givenTooOften(let option, let times):
            return """
                \(option) \(times) kez verilmiş: -M both ile iki sayaç için bir kez, ya da iki kez (önce girdininki, \
                sonra çıktınınki) verin
                """
        case .notWithWatch(let option):
            return "\(option) -d ile kullanılamaz: bu durumda meter hiçbir şey kopyalamaz, bir bayt konumunu izler"
        case .notWithCopies(let option):
            return """
                \(option) --copies ile kullanılamaz: bu durumda meter hiçbir şey kopyalamaz, başka komutların \
                dosyalarını izler
                """
        case .operandWithCopies(let operand):
            return """
                \(quoted(operand)): DOSYA işlenenleri --copies ile kullanılamaz: komutlar adlandırılmaz, bulunur \
                (birini -d PID adlandırır)
                """
        case .monitorBothNotWithCopies:
            return """
                -M both --copies ile kullanılamaz: bir komutun satırı tek bir dosyayı izler, okunanı (in) ya da \
                yazılanı (out)
                """
        case .stopNeedsSize: return "-S bir boyut ister: -s ile verin (boyutu bilinmeyen girdiler olabilir)"
        case .replayTakesNoFile: return "--replay DOSYA almaz: girdi betiğin kendisidir"
        case .notWithReplay(let option): return "\(option) --replay ile kullanılamaz"
        case .notWithRecord(let option): return "\(option) --record ile kullanılamaz"
        case .notWithRecordedCommand(let option): return "\(option) kaydedilmiş bir komut oynatılırken kullanılamaz"
        case .remoteAndQuery: return "-R ve -Q birlikte kullanılamaz"
        case .operandWithControl(let operand, let option):
            return "\(quoted(operand)): DOSYA işlenenleri \(option) ile kullanılamaz: dosyalar öteki meter'ındır"
        case .notWithControl(let name, let option):
            return """
                \(name), \(option) ile kullanılamaz: \(option) hiçbir şey kopyalamaz, başka bir meter ile iletişim kurar
                """
        case .sameFileTwice(let first, let second, let path):
            return "\(first) ve \(second) aynı \(quoted(path)) dosyasını gösteriyor: her birine ayrı bir dosya verin"
        case .sameFileAsStandardOutput(let option, let path):
            return """
                \(option), standart çıktının zaten yazdığı \(quoted(path)) dosyasını gösteriyor: ona ayrı bir dosya \
                verin
                """
        case .pidFileNotRegular(let path):
            return """
                \(quoted(path)) normal bir dosya değil: meter yalnızca normal bir dosyanın yerine yazar ya da yenisini \
                oluşturur
                """
        case .usageLine: return "Kullanım: \(language.usageForms[0])"
        case .seeHelp: return "Bkz. 'meter --help'."
        case .or: return "ya da"
        case .warning(let message): return "uyarı: \(say(message))"
        case .ignoredValue(let option, let problem): return "\(option): \(say(problem)); yok sayıldı"
        case .cannotMakeTemporaryFile(let directory, let error):
            return "\(directory): geçici dosya oluşturulamıyor: \(say(error))"
        case .noProcessMatches(let target): return "\(target): hiçbir süreç adı eşleşmiyor"
        case .noSuchProcess(let target): return "\(target): böyle bir süreç yok"
        case .noSuchDescriptor(let target): return "\(target): sürecin böyle bir dosya tanımlayıcısı yok"
        case .notAFile(let target, let path):
            return "\(target): \(quoted(path)) normal bir dosya ya da blok aygıtı değil"
        case .cannotSeeFiles(let target, let error): return "\(target): sürecin dosyaları görülemiyor: \(say(error))"
        case .watchFailed(let target, let error): return "\(target): \(say(error))"
        case .noCacheDirectory: return "--remember: önbellek dizini yok (ne XDG_CACHE_HOME ne de HOME tanımlı)"
        case .cannotRemember(let failure): return "sayım saklanamıyor: \(say(failure))"
        case .ignoringRemembered(let failure): return "saklanan sayım yok sayılıyor: \(say(failure))"
        case .remoteIgnored(let names):
            return "-R: \(names.joined(separator: ", ")) bir sayaç çalışırken değiştirilemez: yok sayıldı"
        case .notAMeterOfYours(let process): return "\(process) numaralı süreç size ait bir meter değil"
        case .noProcessWithID(let process): return "\(process) kimlikli süreç yok"
        case .noMetersRunning: return "çalışan hiçbir meter'ınız yok"
        case .answererNotYours: return "yanıt veren süreç sizin değil: hiçbir şey gönderilmedi"
        case .endedBeforeAnswer: return "meter yanıt vermeden sona erdi"
        case .meterRefused(let reason): return "meter reddetti: \(reason)"
        case .controlChannelUnprotected(let folder, let reason):
            return """
                denetim kanalı \(folder) içinde tutulamıyor (\(say(reason))): -R ve -Q, yerel herhangi bir \
                kullanıcının alabileceği bir ad üzerinden gider
                """
        case .notAPrivateFolder: return "0700 kipli, size ait bir dizin değil"
        case .noHomeFolder: return "ev dizini bilinmiyor"
        case .controlChannelTaken(let address):
            return "denetim kanalı \(address) başka bir süreç tarafından tutuluyor: -R ve -Q bu meter'a ulaşamaz"
        case .storeMeterName: return "(girdi)"
        case .overviewHeading: return "GENEL BAKIŞ:"
        case .usageHeading: return "KULLANIM:"
        case .argumentsHeading: return "ARGÜMANLAR:"
        case .groupHeading(let group): return heading(group)
        case .overview:
            return """
                Standart girdiyi ya da her DOSYA'yı standart çıktıya kopyalar, ilerlemeyi standart hata \
                çıktısında gösterir.
                """
        case .fileArgument:
            return "Sırayla kopyalanacak bir dosya. '-' ya da hiç DOSYA verilmemesi standart girdi demektir."
        case .seeManual:
            return "Biçim dizileri, yeniden oynatma betikleri, çıkış durumları ve sinyaller için bkz. 'man meter'."
        case .optionHelp(let id, _): return optionHelp(id)
        }
    }

    private static func heading(_ group: OptionGroup) -> String {
        switch group {
        case .data: return "VERİ SEÇENEKLERİ:"
        case .display: return "GÖRÜNTÜ SEÇENEKLERİ:"
        case .style: return "BİÇEM SEÇENEKLERİ:"
        case .command: return "KOMUT SEÇENEKLERİ:"
        case .control: return "DENETİM SEÇENEKLERİ:"
        case .testing: return "SINAMA SEÇENEKLERİ:"
        case .general: return "SEÇENEKLER:"
        }
    }

    private static func or(_ words: [String]) -> String { language.alternatives(words) }

    /// Each option's help in Turkish.
    static func optionHelp(_ id: OptionID) -> String? {
        switch id {
        case .size:
            return """
                Beklenen toplam: isteğe bağlı K, M, G, T, P ya da E sonekli bayt (1.5G), satır kipinde satır sayımı, \
                ya da DOSYA'nın boyutu için @DOSYA (@DİZİN: DİZİN altındaki dosyalar); 0: toplam yok.
                """
        case .lineMode: return "Bayt yerine satır say."
        case .null: return "NUL ile biten kayıtları say (-l'yi içerir)."
        case .output: return "Standart çıktı yerine DOSYA'ya yaz."
        case .discard: return "Oku ve say, ama hiçbir şey yazma."
        case .si:
            return "Birimler 1024'ün değil 1000'in kuvvetleri: gösterilenler ve ardından verilen boyutların sonekleri."
        case .rateLimit:
            return """
                Saniyede en çok HIZ bayt kopyala (satır kipinde satır); sonekler --size'daki gibi; 0: sınır yok.
                """
        case .stopAtSize: return "--size'dan sonra, o yoksa girdilerin kendi boyutunda dur; bayt kipinde ötesi okunmaz."
        case .skipErrors:
            return """
                Bir girdinin okunamayan kısımlarını atla, önce bir bayt, hatalar sürdükçe 512'ye kadar, yerlerine NUL \
                yazarak; iki kez: dosya başına bir kez bildir.
                """
        case .errorSkipBlock:
            return """
                -E ile (kendiliğinden açılır): hatanın bulunduğu BAYT boyutundaki bloğun tamamını atla (-EE -Z 4K \
                /dev/sdX > disk.img).
                """
        case .bufferSize: return "BAYT boyutunda bir arabellek kullan (sonekler --size'daki gibi)."
        case .noSplice: return "splice(2) ya da sendfile(2) asla kullanma; hep oku ve yaz."
        case .sparse:
            return "Çıktı dosyasında, verinin sıfır bloklarının olduğu yerlerde onları yazmak yerine boşluk bırak."
        case .sync:
            return """
                Her yazmadan sonra çıktı dosyasını ya da aygıtını eşitle, böylece çubuk önbelleği değil diski izlesin.
                """
        case .directIO: return "Dosyaları ve blok aygıtlarını O_DIRECT ile, sayfa önbelleğini atlayarak oku ve yaz."
        case .storeAndForward:
            return "Önce her şeyi DOSYA'ya oku ('-': geçici bir dosya), sonra boyutunu toplam alarak dışarı yaz."
        case .progress: return "Çubuğu ve yüzdeyi göster."
        case .timer: return "Geçen süreyi göster."
        case .eta: return "Kalan süreyi göster."
        case .fineta: return "Aktarımın biteceği saati göster."
        case .rate: return "Son güncellemeden beri hızı göster."
        case .averageRate: return "Pencere (-m) boyunca ortalama hızı göster."
        case .bytes: return "Şimdiye kadarki miktarı göster."
        case .bits: return "Şimdiye kadarki miktarı ve hızları bayt yerine bit olarak göster (pv gibi, -b'yi içerir)."
        case .bufferPercent:
            return "meter'ın arabelleğinin ne kadar dolu olduğunu göster, { 45%} (veri o zaman onun içinden geçer)."
        case .lastWritten:
            return "Yazılan son SAYI baytı göster, yazdırılamayan her baytı '.' olarak (-A 16)."
        case .gauge:
            return "Toplam yokken, gidip gelen bir blok yerine hızı şimdiye kadarki en yüksek hıza göre göster."
        case .name: return "Görüntünün önüne AD koy."
        case .format:
            return """
                Görüntüyü BİÇİM'e göre pv'nin dizileriyle düzenle: %p %t %e %I %r %a %b %T %nA %{sgr:red} (ve \
                %{timer} biçimleri) %N %L %%; çubuk bir genişlik alır (%20p); geri kalan her şey olduğu gibi \
                gösterilir. -n ile sayılar: -n -F '{\"bytes\":%b}'.
                """
        case .numeric:
            return """
                Her satıra bir tane olmak üzere tam yüzdeler yaz (-b ile önce sayım, -r hız, -t geçen saniyeler; -F \
                ile dizileri yalın sayılar olarak).
                """
        case .stats:
            return "Sonda en düşük, ortalama ve en yüksek hızı ve sapmalarını ayrı bir satıra yaz, -q ile bile."
        case .summary:
            return """
                Sonunda, -q ile de, çalışmanın özetini yaz: miktar, ortalama, en düşük ve en yüksek hız, süre, \
                duraklamalar ve tüm çalışmanın hızı sparkline olarak (-v satırından sonra).
                """
        case .json:
            return """
                Görüntü yerine standart hata çıktısına kare başına bir JSON nesnesi ve sonunda bir özet yaz, her \
                biri {\"v\":1, ile başlayan bir satırda (kılavuzda JSON PROGRESS).
                """
        case .jsonFile:
            return """
                --json nesnelerini bunun yerine DOSYA'ya yaz, standart hata çıktısındaki görüntünün yanında \
                (--json-file progress.jsonl).
                """
        case .quiet: return "Hiçbir şey gösterme."
        case .force: return "Standart hata çıktısı bir uçbirim olmasa da görüntüyü çiz."
        case .interval: return "Her SN saniyede bir güncelle (öntanımlı 1; 0.1 ile 600 arasında tutulur)."
        case .width: return "Uçbirimin genişliği yerine SÜTUN sütun genişliğinde çiz (0: uçbirimin genişliği)."
        case .height:
            return "pv'nin betikleri için kabul edilir ve denetlenir; meter yüksekliği doğrudan uçbirimden öğrenir."
        case .averageWindow: return "Hızın ve kalan sürenin ortalamasını son SN saniye üzerinden al (öntanımlı 30)."
        case .wait: return "İlk bayt gelene kadar hiçbir şey gösterme."
        case .delayStart: return "İlk SN saniye boyunca hiçbir şey gösterme."
        case .cursor:
            return """
                Bu sayacı kendi satırında tut, böylece bir boru hattındaki birkaç sayaç uçbirimde alt alta dizilsin \
                (meter -c -N in a | gzip | meter -c -N out > b.gz).
                """
        case .extraDisplay:
            return """
                Görüntüyü uçbirim penceresinin başlığında (windowtitle) ya da ps'in gösterdiği süreç başlığında \
                (processtitle) da göster: virgülle ayrılmış adlar, ardından isteğe bağlı ':BİÇİM' (-x \
                'windowtitle:%p %e').
                """
        case .indicatorStyle:
            return """
                Gösterge: linear (bir çubuk, öntanımlı) ya da circular (yüzdenin yanında saat yönünde dolan bir \
                halka: --style circular).
                """
        case .ring:
            return """
                Halkanın simgeleri: braille (bir hücre, 9 durum, öntanımlı) ya da pie (○◔◑◕●; --style circular --ring \
                pie).
                """
        case .barStyle:
            return """
                Çubuğun simgeleri, pv gibi: plain ([===>]), block, granular (sekizde bir hücreler, öntanımlı) ya da \
                shaded (-u shaded).
                """
        case .spinnerSpeed:
            return "Toplam yokken gösterilen dönen simgeyi ÇARPAN kat hızlı döndür (öntanımlı 1; --spinner-speed 0.5)."
        case .layout:
            return """
                Hazır bir alan takımı göster: mini (gösterge), small (ve yüzde), regular (pv'nin öntanımlısı) ya da \
                large (her alan); -F yine de önceliklidir (--layout small).
                """
        case .color:
            return """
                Görüntüyü renklendir: auto (öntanımlı: UTF-8 yerel ayarındaki bir uçbirimde, NO_COLOR tanımlı \
                değilse), always ya da never (--color never).
                """
        case .tint:
            return """
                RENK ile doldur: #RRGGBB, #RGB ya da orange, blue ya da green gibi bir ad (öntanımlı #FF5733; --tint \
                '#3584E4').
                """
        case .reduceMotion:
            return """
                Süs amaçlı hareket yok: dönen simge durur, çubuk tam hücrelerle ilerler, bir satır yalnızca \
                üzerindeki bir değer değiştiğinde yeniden çizilir (REDUCE_MOTION=1 de olur).
                """
        case .noReduceMotion: return "REDUCE_MOTION tanımlı olsa bile canlandır."
        case .plain:
            return """
                Standart hata çıktısı bir uçbirim olmasa da ekran okuyucular ve günlükler için yalın satırlar yaz: \
                'in: %40 400MiB / 1,0GiB, 12MiB/s, kalan 0:00:50' (TERM=dumb iken de, meter çizdiği yerde \
                ACCESSIBLE=1 iken de).
                """
        case .noPlain: return "ACCESSIBLE tanımlı olsa bile görüntüyü yerinde çiz."
        case .heartbeat:
            return """
                Yalın satırlarla: SN saniye boyunca hiç satır yazılmadığında bir satır yaz, böylece bir günlük hiç \
                sessiz kalmasın (uçbirim dışında öntanımlı 60, uçbirimde hiç; 0: hiç).
                """
        case .terminalProgress:
            return """
                İlerlemeyi uçbirimin sekmesinde ya da görev çubuğunda da göster (OSC 9;4): auto (öntanımlı: bunu \
                gösterdiği bilinen uçbirimlerde, örneğin Windows Terminal, Ghostty, WezTerm, iTerm2 ve GNOME'unkinde; \
                ayrıca METER_TERMINAL_PROGRESS), always ya da never.
                """
        case .exec:
            return """
                KOMUT'u ardından gelen argümanlarla çalıştır (--exec'ten sonraki her şey komuttur) ve standart \
                çıktısını say; standart hata çıktısı, uçbirimde ise standart çıktısı da, görüntünün üstünde görünür. \
                meter, KOMUT'un çıkış durumuyla çıkar.
                """
        case .remember:
            return "--exec ile: bu komutun son sayımını bu dizinde sakla ve bir dahaki sefere toplam olarak bekle."
        case .monitor:
            return """
                --exec ile: komutun okuduğunu (in: meter'ın standart girdisi, ona kopyalanır), yazdığını (out, \
                öntanımlı) ya da ikisini iki satırda say, önce girdininki, sonra çıktınınki, çıktının girdiye \
                oranıyla (-M both --exec gzip -9 < big > big.gz).
                """
        case .progressFrom:
            return """
                --exec ile: sayaç, komutun yazdığı ilerlemeyi izler; bu ilerleme çıktısından KALIP ile okunur. \
                KALIP, hazır bir kalıp (percent, count, rsync, ffmpeg, curl) ya da tek gruplu (yüzde) veya iki \
                gruplu (yapılan ve toplam) genişletilmiş bir düzenli ifadedir (--progress-from '([0-9]+) of ([0-9]+)').
                """
        case .execWait:
            return """
                --exec ile: komut sonlandıktan sonra, çalışır bıraktığı süreçlerin çıktısını kapatmasını en çok SN \
                saniye bekle, sonra okumayı bırak ve komutun durumuyla çık (öntanımlı: kapatana dek bekle; \
                --exec-wait 5).
                """
        case .watchfd:
            return """
                Hiçbir şey kopyalama: başka süreçlerin açık dosyalarını, her biri bir satırda, pv -d gibi izle. \
                HEDEF, PID (açtıkça her dosyası, o bitene dek), PID:FD (tek dosya), =AD (adı AD düzenli \
                ifadesiyle eşleşen süreçler, pgrep'teki gibi) ya da @LİSTEDOSYASI (satır başına bir hedef); işlenen \
                olarak başkaları da gelebilir (-d \"$(pidof gzip)\").
                """
        case .copies:
            return """
                Hiçbir şey kopyalama: dosyaların içinden geçen her komutunuzu (cp, mv, dd, cat, tar, gzip, xz, zstd, \
                rsync, sha256sum… kılavuzdaki listeye göre; root olarak tüm kullanıcılarınkini), her biri bir \
                satırda izle: komut, okuduğu en büyük dosya (-M out ile yazdığı), ne kadar ilerlediği, hız ve kalan \
                süre. Sonradan başlayan komutlar katılır, bitenler son satırlarını bırakır; meter kesilene dek \
                sürer.
                """
        case .remote:
            return """
                Süreç kimliği PID olan çalışan meter'ın ayarlarını değiştir: burada verilen görüntü seçeneklerini (-p \
                -t -e -r -b -a -I, -F, -N; \
                verilmeyen ad silinir), --style, --tint, --color, --reduce-motion ve verilmiş ve 0'dan büyükse -L, \
                -s, -i, -w seçeneklerini alır (meter -R 4242 -L 10M).
                """
        case .query:
            return """
                Süreç kimliği PID olan çalışan meter'ın ilerlemesini, burada verilen görüntü seçenekleriyle, o bitene \
                dek burada \
                göster (meter -Q 4242 -pte).
                """
        case .meters:
            return """
                Çalışan her meter'ınızı, her biri bir satırda (birden çok satırı olan için bir blok), burada verilen \
                görüntü seçenekleriyle burada göster: kopyalar, -d izleyicileri ve --exec meter'ları, yalnızca \
                başkalarını gösterenler değil; sonradan başlayan meter'lar katılır, hepsi bitene dek.
                """
        case .pidFile:
            return """
                Aktarım başlamadan önce meter'ın süreç kimliğini -R ve -Q için DOSYA'ya yaz; meter bitince silinir.
                """
        case .replay:
            return """
                BETİK'in tanımladığı sahte akışı yaz ya da kaydettiği komut çalışmasını oynat ve onu sanal bir saatte \
                hemen, gerçek bir çalışmanın çizeceği karelerle say (-f'yi içerir).
                """
        case .record:
            return """
                Gelenlerin ya da --exec komutunun yaptıklarının bir yeniden oynatma betiğini, zamanlar milisaniye \
                olarak, DOSYA'ya yaz.
                """
        case .help: return "Yardımı göster."
        case .version: return "Sürümü göster."
        case .completionScript:
            return """
                KABUK için tamamlama betiğini yaz (bash, zsh ya da fish); meters ile çalışan meter'larınızın süreç \
                kimliklerini, satır başına bir tane, betiklerin -Q ve -R'den sonra sunduğu biçimde yaz.
                """
        }
    }
}

extension Turkish {
    /// The metavariables of `--help` and the usage line in Turkish, as GNU's catalogues name them.
    static func metavariable(_ name: Metavariable) -> String {
        switch name {
        case .size: return "BOYUT"
        case .file: return "DOSYA"
        case .rate: return "HIZ"
        case .bytes: return "BAYT"
        case .count: return "SAYI"
        case .name: return "AD"
        case .format: return "BİÇİM"
        case .seconds: return "SN"
        case .columns: return "SÜTUN"
        case .rows: return "SATIR"
        case .spec: return "BELİRTİM"
        case .style: return "STİL"
        case .glyphs: return "GLİF"
        case .factor: return "ÇARPAN"
        case .layout: return "DÜZEN"
        case .when: return "NEZAMAN"
        case .color: return "RENK"
        case .command: return "KOMUT"
        case .stream: return "AKIŞ"
        case .pattern: return "KALIP"
        case .target: return "HEDEF"
        case .pid: return "PID"
        case .script: return "BETİK"
        case .shell: return "KABUK"
        case .options: return "SEÇENEKLER"
        case .argument: return "ARG"
        case .descriptor: return "FD"
        case .directory: return "DİZİN"
        case .listFile: return "LİSTEDOSYASI"
        }
    }
}
