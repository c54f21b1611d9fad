/// meter's messages in French.
package enum French: Catalogue {
    package static let language = Language.french

    package static func text(_ message: Message) -> String? {
        switch message {
        case .failed(let name, let error): return "\(say(name)): \(say(error))"
        case .readFailed(let name, let error): return "\(say(name)): échec de la lecture : \(say(error))"
        case .writeFailed(let name, let error): return "\(say(name)): échec de l'écriture : \(say(error))"
        case .truncateFailed(let name, let error): return "\(say(name)): échec de la troncature : \(say(error))"
        case .syncFailed(let name, let error): return "\(say(name)): échec de la synchronisation : \(say(error))"
        case .inputIsOutput(let name): return "\(say(name)): le fichier d'entrée est aussi le fichier de sortie"
        case .directIOUnsupported(let name, let error):
            return """
                \(say(name)): E/S directes non prises en charge (\(say(error))) ; la copie continue en passant par le \
                cache de pages
                """
        case .skipped(let name, let error, let bytes, let offset):
            return "\(say(name)): \(say(error)): \(skipped(bytes)) à la position \(offset)"
        case .skippedInRegions(let name, let error, let bytes, let regions, let offset):
            let place = regions == 1
                ? "dans 1 zone, à la position \(offset)"
                : "dans \(regions) zones, la première à la position \(offset)"
            return "\(say(name)): \(say(error)): \(skipped(bytes)) \(place)"
        case .unreadablePastReportedSize(let name, let offset):
            return """
                \(say(name)): rien de lisible sur 1 MiB au-delà de la taille annoncée ; arrêt à la position \(offset)
                """
        case .commandNotFound(let command): return "\(command): commande introuvable"
        case .countFileTooLarge(let path): return "\(path): trop grand pour un fichier de comptage"
        case .notACountFile(let path): return "\(path): n'est pas un fichier de comptage que meter sait lire"
        case .notARequest: return "requête que meter ne comprend pas"
        case .scriptLineMalformed(let line): return "« INSTANT QUANTITÉ » attendu, \(quoted(line)) trouvé"
        case .scriptOffsetInvalid(let word): return "instant \(quoted(word)) invalide (en secondes, par exemple 1.5)"
        case .scriptOffsetEarlier(let word): return "l'instant \(word) est antérieur à celui de la ligne précédente"
        case .scriptAmountInvalid(let word):
            return "quantité \(quoted(word)) invalide (un nombre, suivi ou non de K, M, G, T, P ou E)"
        case .scriptTooLarge: return "le script dépasse 64 MiB"
        case .scriptOffsetTooLate(let word):
            return "l'instant \(word) dépasse 86400 secondes (un jour), la durée maximale d'un rejeu"
        case .scriptHeaderUnknown(let line):
            return """
                \(quoted(line)) n'est pas un script que ce meter sait rejouer (il rejoue les scripts à deux colonnes \
                et « meter-replay 2 command »)
                """
        case .scriptCommandLineMalformed(let line):
            return "un réglage ou « INSTANT ÉVÉNEMENT » d'une commande enregistrée attendu, \(quoted(line)) trouvé"
        case .scriptWithoutEnd: return "l'enregistrement s'arrête avant la fin de l'exécution : il a été interrompu"
        case .scriptLineTooLong: return "la ligne dépasse 1 MiB"
        case .rateNotMeasured: return "débit non mesuré"
        case .rateStatistics(let minimum, let mean, let maximum, let deviation, let unit):
            return "débit min/moy/max/écart = \(minimum)/\(mean)/\(maximum)/\(deviation) \(unit)"
        case .standardInput: return "(entrée standard)"
        case .standardOutput: return "(sortie standard)"
        case .commandInput: return "(entrée de la commande)"
        case .temporaryFile: return "(fichier temporaire)"
        case .replayOutput: return "(sortie)"
        case .etaLabel: return "ETA"
        case .finishLabel: return "fin"
        case .ratioLabel: return "rapport"
        case .plainOfTotal(let percent, let count, let total):
            return "\(language.percent(percent)) \(count) sur \(total)"
        case .lines(let category): return form(category, one: "ligne", other: "lignes")
        case .records(let category): return form(category, one: "enregistrement", other: "enregistrements")
        case .linesOfTotal(let category): return text(.lines(category))
        case .recordsOfTotal(let category): return text(.records(category))
        case .linesPerSecond: return "lignes/s"
        case .recordsPerSecond: return "enregistrements/s"
        case .timeLeft(let duration): return "reste \(duration)"
        case .timeElapsed(let duration): return "écoulé \(duration)"
        case .averageRate(let rate): return "\(rate) en moyenne"
        case .took(let duration): return "durée \(duration)"
        case .stalled(let amounts, let duration): return "bloqué à \(amounts), rien pendant \(duration)"
        case .movingAgain(let progress): return "reprise, \(progress)"
        case .lowestRate(let rate): return "minimum \(rate)"
        case .highestRate(let rate): return "maximum \(rate)"
        case .stalls(let count, let longest):
            return count == 1 ? "1 blocage de \(longest)" : "\(count) blocages, le plus long \(longest)"
        case .noStalls: return "aucun blocage"
        case .steady: return "stable"
        case .speedingUp: return "en accélération"
        case .slowing: return "en ralentissement"
        case .noProgressRead:
            return "aucune progression lue dans la sortie de la commande ; sa sortie a été comptée à la place"
        case .awaitingProgress(let duration): return "en attente de la progression de la commande, écoulé \(duration)"
        case .waitingForLeftRunning:
            return "attente de la fermeture de la sortie de la commande par les processus qu'elle a laissés en cours"
        case .stoppedWaitingForLeftRunning:
            return """
                fin de l'attente des processus laissés en cours par la commande ; ce qu'ils écrivent désormais est \
                perdu
                """
        }
    }

    /// "1 octet ignoré", "512 octets ignorés".
    private static func skipped(_ bytes: Int64) -> String {
        form(bytes, one: "\(bytes) octet ignoré", other: "\(bytes) octets ignorés")
    }

    package static func systemError(_ error: Errno) -> String? {
        switch error {
        case .notPermitted: return "Opération non permise"
        case .noSuchEntry: return "Aucun fichier ou dossier de ce type"
        case .noSuchProcess: return "Aucun processus de ce type"
        case .inputOutput: return "Erreur d'entrée/sortie"
        case .noDeviceOrAddress: return "Aucun périphérique ou adresse"
        case .accessDenied: return "Permission non accordée"
        case .busy: return "Périphérique ou ressource occupé"
        case .exists: return "Le fichier existe"
        case .noDevice: return "Aucun périphérique de ce type"
        case .notADirectory: return "N'est pas un dossier"
        case .isADirectory: return "Est un dossier"
        case .invalid: return "Argument invalide"
        case .tooManyOpenFiles: return "Trop de fichiers ouverts"
        case .fileTooLarge: return "Fichier trop volumineux"
        case .noSpace: return "Aucun espace disponible sur le périphérique"
        case .readOnlyFileSystem: return "Système de fichiers en lecture seule"
        case .brokenPipe: return "Tube rompu"
        case .nameTooLong: return "Nom de fichier trop long"
        case .symbolicLinkLoop: return "Trop de niveaux de liens symboliques"
        case .quotaExceeded: return "Quota de disque dépassé"
        case .notExecutable: return "Format d'exécutable incorrect"
        case .textFileBusy: return "Fichier exécutable en cours d'utilisation"
        case .outOfMemory: return "Mémoire insuffisante"
        case .connectionRefused: return "Connexion refusée"
        default: return nil
        }
    }
}
