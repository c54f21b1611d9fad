import MeterKit

/// The command's words in French.
extension French: CommandCatalogue {
    static func text(_ message: CommandMessage) -> String? {
        switch message {
        case .unknownOption(let option): return "option \(quoted(option)) inconnue"
        case .ambiguousOption(let option, let candidates):
            return "option \(quoted(option)) ambiguë : ce peut être \(or(candidates))"
        case .execTakesNoValue: return "l'option « --exec » ne prend pas de valeur : placez la commande après"
        case .takesNoValue(let option): return "l'option \(quoted(option)) ne prend pas de valeur"
        case .needsValue(let option, let placeholder):
            return "l'option \(quoted(option)) demande une valeur <\(say(placeholder))>"
        case .invalidSize(let text):
            return "taille \(quoted(text)) invalide (attendu : un nombre, suivi ou non de K, M, G, T, P ou E)"
        case .sizeTooLarge(let text): return "la taille \(quoted(text)) est trop grande"
        case .invalidSeconds(let text): return "nombre de secondes \(quoted(text)) invalide"
        case .invalidWholeNumber(let text): return "nombre entier \(quoted(text)) invalide"
        case .outOfRange(let text, let lowest, let highest):
            return "\(quoted(text)) est hors limites (de \(lowest) à \(highest))"
        case .invalidShell(let text, let choices): return "shell \(quoted(text)) invalide (attendu : \(or(choices)))"
        case .invalidChoice(let text, let choices): return "valeur \(quoted(text)) invalide (attendu : \(or(choices)))"
        case .invalidFactor(let text): return "facteur \(quoted(text)) invalide (attendu : un nombre comme 0.5 ou 2)"
        case .invalidColor(let text, let names):
            return """
                couleur \(quoted(text)) invalide (attendu : #RRGGBB, #RGB ou un nom parmi \
                \(names.joined(separator: ", ")))
                """
        case .unknownDisplay(let name):
            return "affichage \(quoted(name)) inconnu (attendu : windowtitle ou processtitle)"
        case .namesNoDisplay(let text):
            return "\(quoted(text)) ne nomme aucun affichage (attendu : windowtitle ou processtitle)"
        case .scriptNameEmpty: return "le nom du fichier de script est vide"
        case .fileNameEmpty: return "le nom de fichier est vide"
        case .outputNameEmpty: return "le nom du fichier de sortie est vide"
        case .storeNameEmpty: return "le nom de fichier est vide (« - » pour un fichier temporaire)"
        case .atNeedsFileName: return "« @ » demande un nom de fichier"
        case .equalsNeedsProcessName: return "« = » doit être suivi d'un nom de processus"
        case .invalidProcessPattern(let pattern, let reason):
            return "expression régulière \(quoted(pattern)) invalide après « = » : \(reason)"
        case .atNeedsListName: return "« @ » doit être suivi d'un nom de fichier"
        case .invalidProgressPattern(let pattern, let reason):
            return "expression régulière \(quoted(pattern)) invalide : \(reason)"
        case .progressPatternWithoutCapture(let pattern, let presets):
            return """
                \(quoted(pattern)) n'a aucune capture à lire : mettez le nombre entre parenthèses, comme dans \
                « ([0-9]+)% », ou nommez un préréglage (\(or(presets)))
                """
        case .progressPatternBackReference(let pattern, let reference):
            return """
                \(quoted(pattern)) contient une référence arrière (\(quoted(reference))) : les expressions \
                régulières étendues n'en ont pas, et sa recherche sur une ligne peut prendre des \
                minutes
                """
        case .progressCapturesUnnamed(let pattern):
            return """
                \(quoted(pattern)) a plus de deux captures : dites ce qu'est chacune par une lettre avant un \
                deux-points, comme dans « dt-: » (p pourcentage, d fait, t total, - non lue)
                """
        case .progressRolesMismatch(let roles, let pattern, let captures):
            return """
                les rôles \(quoted(roles)) demandent une lettre par capture de \(quoted(pattern)), qui en a \
                \(captures)
                """
        case .progressRolesInvalid(let roles):
            return "rôles \(quoted(roles)) invalides : nommez p, d et t au plus une fois chacun, et au moins l'un d'eux"
        case .expectedWatchTarget(let text):
            return "attendu : PID, PID:FD, =NOM ou @FICHIER_LISTE, et non \(quoted(text))"
        case .listNamesList(let text): return "un fichier de liste ne peut pas nommer une autre liste (\(quoted(text)))"
        case .listTooLarge: return "la liste dépasse 1 MiB"
        case .sizeSentAsNumber: return "une taille s'envoie sous forme de nombre"
        case .cannotTakeSize(let path, let error):
            return "impossible d'obtenir la taille de \(quoted(path)) : \(say(error))"
        case .system(let error): return say(error)
        case .listLine(let path, let line): return "-d @\(path): ligne \(line)"
        case .rememberNeedsExec: return "--remember demande une commande : donnez-la avec --exec"
        case .monitorNeedsExec: return "-M demande une commande : donnez-la avec --exec"
        case .progressFromNeedsExec: return "--progress-from demande une commande : donnez-la avec --exec"
        case .execWaitNeedsExec: return "--exec-wait demande une commande : donnez-la avec --exec"
        case .progressFromNotWithMonitor:
            return "--progress-from est incompatible avec -M : la progression de la commande anime un seul compteur"
        case .execNeedsCommand: return "--exec demande une commande"
        case .operandWithExec(let operand):
            return """
                \(quoted(operand)): les opérandes FICHIER sont incompatibles avec --exec (tout ce qui suit --exec est \
                la commande)
                """
        case .notWithExec(let option): return "\(option) est incompatible avec --exec"
        case .copyOptionNotWithExec(let option):
            return "\(option) est incompatible avec --exec : c'est une option de la copie"
        case .rememberNotWithMonitorIn:
            return "--remember est incompatible avec -M in : il mémorise le compte de la sortie de la commande"
        case .givenTooOften(let option, let times):
            return """
                \(option) est donné \(times) fois : avec -M both, donnez-le une fois pour les deux compteurs, ou deux \
                fois (celui de l'entrée, puis celui de la sortie)
                """
        case .notWithWatch(let option):
            return "\(option) est incompatible avec -d : meter ne copie alors rien, il suit une position en octets"
        case .notWithCopies(let option):
            return """
                \(option) est incompatible avec --copies : meter ne copie alors rien, il suit les fichiers d'autres \
                commandes
                """
        case .operandWithCopies(let operand):
            return """
                \(quoted(operand)): les opérandes FICHIER sont incompatibles avec --copies : les commandes sont \
                trouvées, pas nommées (-d PID en nomme une)
                """
        case .monitorBothNotWithCopies:
            return """
                -M both est incompatible avec --copies : la ligne d'une commande suit un seul fichier, lu (in) ou \
                écrit (out)
                """
        case .stopNeedsSize:
            return "-S demande une taille : donnez-la avec -s (toutes les entrées n'ont pas une taille connue)"
        case .replayTakesNoFile: return "--replay ne prend pas de FICHIER : le script est l'entrée"
        case .notWithReplay(let option): return "\(option) est incompatible avec --replay"
        case .notWithRecord(let option): return "\(option) est incompatible avec --record"
        case .notWithRecordedCommand(let option):
            return "\(option) est incompatible avec le rejeu d'une commande enregistrée"
        case .remoteAndQuery: return "-R et -Q sont incompatibles"
        case .operandWithControl(let operand, let option):
            return """
                \(quoted(operand)): les opérandes FICHIER sont incompatibles avec \(option) : les fichiers sont ceux \
                de l'autre meter
                """
        case .notWithControl(let name, let option):
            return "\(name) est incompatible avec \(option) : \(option) ne copie rien, il parle à un autre meter"
        case .sameFileTwice(let first, let second, let path):
            return "\(first) et \(second) désignent le même fichier \(quoted(path)) : donnez à chacun le sien"
        case .sameFileAsStandardOutput(let option, let path):
            return "\(option) désigne \(quoted(path)), le fichier où écrit déjà la sortie standard : donnez-lui le sien"
        case .pidFileNotRegular(let path):
            return """
                \(quoted(path)) n'est pas un fichier ordinaire : meter ne remplace qu'un fichier ordinaire, ou en crée \
                un
                """
        case .usageLine: return "Utilisation : \(language.usageForms[0])"
        case .seeHelp: return "Voir « meter --help »."
        case .or: return "ou"
        case .warning(let message): return "avertissement : \(say(message))"
        case .ignoredValue(let option, let problem): return "\(option): \(say(problem)) ; ignoré"
        case .cannotMakeTemporaryFile(let directory, let error):
            return "\(directory): impossible de créer un fichier temporaire : \(say(error))"
        case .noProcessMatches(let target): return "\(target): aucun nom de processus ne correspond"
        case .noSuchProcess(let target): return "\(target): processus inexistant"
        case .noSuchDescriptor(let target): return "\(target): le processus n'a pas ce descripteur de fichier"
        case .notAFile(let target, let path):
            return "\(target): \(quoted(path)) n'est ni un fichier ordinaire ni un périphérique bloc"
        case .cannotSeeFiles(let target, let error):
            return "\(target): impossible de voir les fichiers du processus : \(say(error))"
        case .watchFailed(let target, let error): return "\(target): \(say(error))"
        case .noCacheDirectory: return "--remember: pas de dossier de cache (ni XDG_CACHE_HOME ni HOME n'est défini)"
        case .cannotRemember(let failure): return "impossible de mémoriser le compte : \(say(failure))"
        case .ignoringRemembered(let failure): return "compte mémorisé ignoré : \(say(failure))"
        case .remoteIgnored(let names):
            return "-R: impossible de modifier \(names.joined(separator: ", ")) pendant que meter tourne : ignoré"
        case .notAMeterOfYours(let process): return "le processus \(process) n'est pas un de vos processus meter"
        case .noProcessWithID(let process): return "aucun processus n'a l'ID \(process)"
        case .noMetersRunning: return "aucun de vos meter n'est en cours"
        case .answererNotYours: return "le processus qui répond ne vous appartient pas : rien n'a été envoyé"
        case .endedBeforeAnswer: return "le meter s'est terminé avant de répondre"
        case .meterRefused(let reason): return "le meter a refusé : \(reason)"
        case .controlChannelUnprotected(let folder, let reason):
            return """
                impossible de garder le canal de contrôle dans \(folder) (\(say(reason))) : -R et -Q passent par un \
                nom que n'importe quel utilisateur local pourrait prendre
                """
        case .notAPrivateFolder: return "ce n'est pas un de vos dossiers en mode 0700"
        case .noHomeFolder: return "aucun dossier personnel connu"
        case .controlChannelTaken(let address):
            return "un autre processus tient le canal de contrôle \(address) : -R et -Q ne peuvent pas joindre ce meter"
        case .storeMeterName: return "(entrée)"
        case .overviewHeading: return "APERÇU :"
        case .usageHeading: return "UTILISATION :"
        case .argumentsHeading: return "ARGUMENTS :"
        case .groupHeading(let group): return heading(group)
        case .overview:
            return """
                Copie l'entrée standard ou chaque FICHIER vers la sortie standard, en affichant la progression sur la \
                sortie d'erreur standard.
                """
        case .fileArgument:
            return "Un fichier à copier, dans l'ordre. « - » ou aucun FICHIER désigne l'entrée standard."
        case .seeManual:
            return "Séquences de format, scripts de rejeu, codes de sortie et signaux : voir « man meter »."
        case .optionHelp(let id, _): return optionHelp(id)
        }
    }

    private static func heading(_ group: OptionGroup) -> String {
        switch group {
        case .data: return "OPTIONS DE DONNÉES :"
        case .display: return "OPTIONS D'AFFICHAGE :"
        case .style: return "OPTIONS DE STYLE :"
        case .command: return "OPTIONS DE COMMANDE :"
        case .control: return "OPTIONS DE CONTRÔLE :"
        case .testing: return "OPTIONS DE TEST :"
        case .general: return "OPTIONS :"
        }
    }

    private static func or(_ words: [String]) -> String { language.alternatives(words) }

    /// Each option's help in French.
    static func optionHelp(_ id: OptionID) -> String? {
        switch id {
        case .size:
            return """
                Total attendu : des octets, suivis ou non de K, M, G, T, P ou E (1.5G), un compte en mode lignes, ou \
                @FICHIER pour la taille de FICHIER (@RÉP : les fichiers sous RÉP) ; 0 pour aucun.
                """
        case .lineMode: return "Compter des lignes au lieu d'octets."
        case .null: return "Compter des enregistrements terminés par NUL (implique -l)."
        case .output: return "Écrire dans FICHIER au lieu de la sortie standard."
        case .discard: return "Lire et compter, mais ne rien écrire."
        case .si:
            return """
                Unités en puissances de 1000 et non de 1024 : celles affichées, et les suffixes des tailles données \
                ensuite.
                """
        case .rateLimit:
            return """
                Copier au plus DÉBIT octets par seconde (des lignes en mode lignes) ; suffixes comme pour --size ; 0 \
                pour aucune limite.
                """
        case .stopAtSize:
            return """
                S'arrêter après --size, ou sans elle à la taille des entrées ; en mode octets, rien au-delà n'est lu.
                """
        case .skipErrors:
            return """
                Sauter les parties illisibles d'une entrée, un octet d'abord et jusqu'à 512 tant que les erreurs \
                continuent, en écrivant des NUL à leur place ; deux fois : un seul rapport par fichier.
                """
        case .errorSkipBlock:
            return """
                Avec -E (implicite) : sauter tout le bloc de OCTETS où se trouve une erreur (-EE -Z 4K /dev/sdX > \
                disk.img).
                """
        case .bufferSize: return "Utiliser un tampon de OCTETS (suffixes comme pour --size)."
        case .noSplice: return "Ne jamais utiliser splice(2) ni sendfile(2) ; toujours lire et écrire."
        case .sparse:
            return """
                Laisser des trous dans un fichier de sortie là où les données ont des blocs de zéros, au lieu de les \
                écrire.
                """
        case .sync:
            return """
                Synchroniser un fichier ou périphérique de sortie après chaque écriture, pour que la barre suive le \
                disque et non le cache.
                """
        case .directIO:
            return "Lire et écrire les fichiers et périphériques bloc avec O_DIRECT, sans passer par le cache de pages."
        case .storeAndForward:
            return """
                Tout lire d'abord dans FICHIER (« - » : un fichier temporaire), puis l'écrire, avec sa taille comme \
                total.
                """
        case .progress: return "Afficher la barre et le pourcentage."
        case .timer: return "Afficher le temps écoulé."
        case .eta: return "Afficher le temps restant."
        case .fineta: return "Afficher l'heure à laquelle le transfert se terminera."
        case .rate: return "Afficher le débit depuis la dernière mise à jour."
        case .averageRate: return "Afficher le débit moyen sur la fenêtre (-m)."
        case .bytes: return "Afficher la quantité transférée jusqu'ici."
        case .bits:
            return "Afficher la quantité jusqu'ici, et les débits, en bits plutôt qu'en octets (comme pv, implique -b)."
        case .bufferPercent:
            return "Afficher le remplissage du tampon de meter, {45 %} (les données passent alors par lui)."
        case .lastWritten:
            return """
                Afficher les NOMBRE derniers octets écrits, chaque octet non imprimable affiché comme « . » (-A 16).
                """
        case .gauge:
            return """
                Sans total, afficher le débit par rapport au plus haut débit jusqu'ici au lieu d'un bloc qui va et \
                vient.
                """
        case .name: return "Mettre NOM devant l'affichage."
        case .format:
            return """
                Composer l'affichage selon FORMAT, avec les séquences de pv : %p %t %e %I %r %a %b %T %nA %{sgr:red} \
                (et leurs formes %{timer}) %N %L %% ; une barre accepte une largeur (%20p) ; tout le reste est affiché \
                tel quel. Avec -n, des nombres : -n -F '{\"bytes\":%b}'.
                """
        case .numeric:
            return """
                Écrire des pourcentages entiers, un par ligne (avec -b le compte, -r le débit, -t les secondes \
                écoulées d'abord ; avec -F, ses séquences comme simples nombres).
                """
        case .stats:
            return """
                À la fin, écrire le débit le plus bas, moyen et le plus haut et leur écart sur une ligne à part, même \
                avec -q.
                """
        case .summary:
            return """
                À la fin, écrire un résumé de l'exécution, même avec -q : la quantité, le débit moyen, minimal et \
                maximal, la durée, les blocages et le débit de toute l'exécution en sparkline (après la ligne de -v).
                """
        case .json:
            return """
                Au lieu de l'affichage, écrire un objet JSON à chaque rafraîchissement sur la sortie d'erreur \
                standard, et un résumé à la fin, chacun sur une ligne qui commence par {\"v\":1, (JSON PROGRESS dans \
                le manuel).
                """
        case .jsonFile:
            return """
                Écrire plutôt les objets de --json dans FICHIER, à côté de l'affichage sur la sortie d'erreur standard \
                (--json-file progress.jsonl).
                """
        case .quiet: return "Ne rien afficher du tout."
        case .force: return "Dessiner l'affichage même quand la sortie d'erreur standard n'est pas un terminal."
        case .interval: return "Mettre à jour toutes les SEC secondes (par défaut 1 ; entre 0.1 et 600)."
        case .width: return "Dessiner sur COLONNES colonnes au lieu de la largeur du terminal (0 : celle du terminal)."
        case .height:
            return "Accepté et vérifié pour les scripts de pv ; meter demande la hauteur au terminal lui-même."
        case .averageWindow:
            return "Moyenner le débit et le temps restant sur les SEC dernières secondes (par défaut 30)."
        case .wait: return "Ne rien afficher avant l'arrivée du premier octet."
        case .delayStart: return "Ne rien afficher pendant les SEC premières secondes."
        case .cursor:
            return """
                Garder ce compteur sur sa propre ligne, pour que plusieurs compteurs d'un même pipeline s'empilent \
                dans le terminal (meter -c -N in a | gzip | meter -c -N out > b.gz).
                """
        case .extraDisplay:
            return """
                Reproduire aussi l'affichage dans le titre de la fenêtre du terminal (windowtitle) ou dans le titre \
                du processus qu'affiche ps (processtitle) : des noms séparés par des virgules, puis éventuellement \
                « :FORMAT » (-x 'windowtitle:%p %e').
                """
        case .indicatorStyle:
            return """
                L'indicateur : linear (une barre, par défaut) ou circular (un anneau qui se remplit dans le sens \
                horaire à côté du pourcentage : --style circular).
                """
        case .ring:
            return """
                Les glyphes de l'anneau : braille (une cellule, 9 états, par défaut) ou pie (○◔◑◕● ; --style circular \
                --ring pie).
                """
        case .barStyle:
            return """
                Les glyphes de la barre, comme pv : plain ([===>]), block, granular (des huitièmes de cellule, par \
                défaut) ou shaded (-u shaded).
                """
        case .spinnerSpeed:
            return """
                Faire tourner FACTEUR fois plus vite la roue affichée sans total (par défaut 1 ; --spinner-speed 0.5).
                """
        case .layout:
            return """
                Afficher un jeu de champs : mini (l'indicateur), small (avec le pourcentage), regular (celui de pv) ou \
                large (tous les champs) ; -F l'emporte toujours (--layout small).
                """
        case .color:
            return """
                Colorer l'affichage : auto (par défaut : sur un terminal dans une locale UTF-8, sauf si NO_COLOR est \
                défini), always ou never (--color never).
                """
        case .tint:
            return """
                Remplir de COULEUR : #RRGGBB, #RGB ou un nom comme orange, blue ou green (par défaut #FF5733 ; --tint \
                '#3584E4').
                """
        case .reduceMotion:
            return """
                Aucun mouvement décoratif : la roue reste immobile, la barre avance par cellules entières, une ligne \
                n'est redessinée que si une de ses valeurs a changé (aussi REDUCE_MOTION=1).
                """
        case .noReduceMotion: return "Animer même si REDUCE_MOTION est défini."
        case .plain:
            return """
                Écrire des lignes simples pour les lecteurs d'écran et les journaux, même quand la sortie d'erreur \
                standard n'est pas un terminal : « in: 40 % 400MiB sur 1,0GiB, 12MiB/s, reste 0:00:50 » (aussi avec \
                TERM=dumb, et avec ACCESSIBLE=1 là où meter dessine).
                """
        case .noPlain: return "Dessiner l'affichage sur place même si ACCESSIBLE est défini."
        case .heartbeat:
            return """
                Avec les lignes simples : en écrire une chaque fois qu'aucune n'a été écrite depuis SEC secondes, pour \
                qu'un journal ne reste jamais muet (par défaut 60 hors d'un terminal, aucune sur un terminal ; 0 pour \
                aucune).
                """
        case .terminalProgress:
            return """
                Afficher aussi la progression dans l'onglet ou la barre des tâches du terminal (OSC 9;4) : auto (par \
                défaut : dans les terminaux connus pour l'afficher, comme Windows Terminal, Ghostty, WezTerm, iTerm2 \
                et celui de GNOME ; aussi METER_TERMINAL_PROGRESS), always ou never.
                """
        case .exec:
            return """
                Lancer COMMANDE avec les arguments qui suivent (tout ce qui suit --exec est la commande) en comptant \
                sa sortie standard ; sa sortie d'erreur standard, et sa sortie standard sur un terminal, apparaissent \
                au-dessus de l'affichage. meter se termine avec le code de sortie de COMMANDE.
                """
        case .remember:
            return """
                Avec --exec : mémoriser le compte final de cette commande dans ce dossier, et l'attendre comme total \
                la fois suivante.
                """
        case .monitor:
            return """
                Avec --exec : compter ce que lit la commande (in : l'entrée standard de meter, qui lui est copiée), ce \
                qu'elle écrit (out, par défaut), ou les deux, sur deux lignes, celle de l'entrée d'abord, celle de la \
                sortie avec le rapport sortie/entrée (-M both --exec gzip -9 < big > big.gz).
                """
        case .progressFrom:
            return """
                Avec --exec : faire suivre au compteur la progression qu'affiche la commande, lue dans sa sortie selon \
                MOTIF. MOTIF est un préréglage (percent, count, rsync, ffmpeg, curl) ou une expression régulière \
                étendue à une capture, un pourcentage, ou à deux, fait et total (--progress-from '([0-9]+) of \
                ([0-9]+)').
                """
        case .execWait:
            return """
                Avec --exec : une fois la commande terminée, attendre au plus SEC secondes que les processus qu'elle \
                a laissés en cours ferment sa sortie, puis cesser de la lire et quitter avec le statut de la \
                commande (par défaut : attendre qu'ils la ferment ; --exec-wait 5).
                """
        case .watchfd:
            return """
                Ne rien copier : suivre les fichiers que d'autres processus ont ouverts, une ligne chacun, comme pv \
                -d. CIBLE est PID (chacun de ses fichiers, à mesure qu'il les ouvre, jusqu'à sa fin), PID:FD (un \
                fichier), =NOM (les processus dont le nom correspond à l'expression régulière NOM, comme avec pgrep) \
                ou @FICHIER_LISTE (une cible par ligne) ; d'autres peuvent suivre en opérandes (-d \"$(pidof gzip)\").
                """
        case .copies:
            return """
                Ne rien copier : suivre chacune de vos commandes qui parcourent des fichiers (cp, mv, dd, cat, tar, \
                gzip, xz, zstd, rsync, sha256sum… selon la liste du manuel ; celles de tous les utilisateurs pour \
                root), une ligne chacune : la commande, le plus gros fichier qu'elle lit (avec -M out, qu'elle \
                écrit), où elle en est, le débit et le temps restant. Les commandes lancées ensuite s'ajoutent, \
                celles qui se terminent laissent leur dernière ligne, jusqu'à ce que meter soit interrompu.
                """
        case .remote:
            return """
                Modifier les réglages du meter en cours d'exécution dont l'ID de processus est PID : il prend les \
                options d'affichage données ici (-p -t -e -r -b -a -I, -F, -N ; un nom non donné est effacé), --style, \
                --tint, --color, --reduce-motion, et -L, -s, -i, -w si donnés et supérieurs à 0 (meter -R 4242 -L \
                10M).
                """
        case .query:
            return """
                Afficher ici la progression du meter en cours d'exécution dont l'ID de processus est PID, avec les \
                options d'affichage données ici, jusqu'à sa fin (meter -Q 4242 -pte).
                """
        case .meters:
            return """
                Afficher ici chacun de vos meter en cours, une ligne chacun (un bloc pour celui qui en a plusieurs), \
                avec les options d'affichage données ici : copies, surveillances -d et meter --exec, pas ceux qui ne \
                font qu'en afficher d'autres ; les meter lancés ensuite s'ajoutent, jusqu'à ce que tous soient \
                terminés.
                """
        case .pidFile:
            return """
                Écrire l'ID de processus de meter dans FICHIER avant la copie des données, pour -R et -Q ; supprimé \
                quand meter se termine.
                """
        case .replay:
            return """
                Écrire le flux factice que décrit SCRIPT, ou rejouer l'exécution de commande qu'il a enregistrée, et \
                le compter sur une horloge virtuelle, d'un coup, avec les images qu'une vraie exécution dessinerait \
                (implique -f).
                """
        case .record:
            return """
                Écrire dans FICHIER un script de rejeu de ce qui arrive, ou de ce que fait la commande de --exec, \
                instants en millisecondes.
                """
        case .help: return "Afficher l'aide."
        case .version: return "Afficher la version."
        case .completionScript:
            return """
                Écrire le script de complétion pour SHELL (bash, zsh ou fish) ; avec meters, les ID de processus de \
                vos meter en cours, un par ligne, tels que les scripts les proposent après -Q et -R.
                """
        }
    }
}

extension French {
    /// The metavariables of `--help` and the usage line in French, as GNU's catalogues name them.
    static func metavariable(_ name: Metavariable) -> String {
        switch name {
        case .size: return "TAILLE"
        case .file: return "FICHIER"
        case .rate: return "DÉBIT"
        case .bytes: return "OCTETS"
        case .count: return "NOMBRE"
        case .name: return "NOM"
        case .format: return "FORMAT"
        case .seconds: return "SEC"
        case .columns: return "COLONNES"
        case .rows: return "LIGNES"
        case .spec: return "SPÉC"
        case .style: return "STYLE"
        case .glyphs: return "GLYPHES"
        case .factor: return "FACTEUR"
        case .layout: return "DISPOSITION"
        case .when: return "QUAND"
        case .color: return "COULEUR"
        case .command: return "COMMANDE"
        case .stream: return "FLUX"
        case .pattern: return "MOTIF"
        case .target: return "CIBLE"
        case .pid: return "PID"
        case .script: return "SCRIPT"
        case .shell: return "SHELL"
        case .options: return "OPTIONS"
        case .argument: return "ARG"
        case .descriptor: return "FD"
        case .directory: return "RÉP"
        case .listFile: return "FICHIER_LISTE"
        }
    }
}
