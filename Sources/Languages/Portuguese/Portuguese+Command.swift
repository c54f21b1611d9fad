import MeterKit

/// The command's words in Portuguese (as written in Portugal).
extension Portuguese: CommandCatalogue {
    static func text(_ message: CommandMessage) -> String? {
        switch message {
        case .unknownOption(let option): return "opção \(quoted(option)) desconhecida"
        case .ambiguousOption(let option, let candidates):
            return "a opção \(quoted(option)) é ambígua: pode ser \(or(candidates))"
        case .execTakesNoValue: return "a opção «--exec» não aceita valor: o comando vem a seguir"
        case .takesNoValue(let option): return "a opção \(quoted(option)) não aceita valor"
        case .needsValue(let option, let placeholder):
            return "a opção \(quoted(option)) precisa de um valor <\(say(placeholder))>"
        case .invalidSize(let text):
            return "tamanho \(quoted(text)) inválido (esperava-se um número com um sufixo opcional K, M, G, T, P ou E)"
        case .sizeTooLarge(let text): return "o tamanho \(quoted(text)) é demasiado grande"
        case .invalidSeconds(let text): return "número de segundos \(quoted(text)) inválido"
        case .invalidWholeNumber(let text): return "número inteiro \(quoted(text)) inválido"
        case .outOfRange(let text, let lowest, let highest):
            return "\(quoted(text)) está fora do intervalo (de \(lowest) a \(highest))"
        case .invalidShell(let text, let choices): return "shell \(quoted(text)) inválida (esperava-se \(or(choices)))"
        case .invalidChoice(let text, let choices): return "valor \(quoted(text)) inválido (esperava-se \(or(choices)))"
        case .invalidFactor(let text): return "fator \(quoted(text)) inválido (esperava-se um número como 0.5 ou 2)"
        case .invalidColor(let text, let names):
            return "cor \(quoted(text)) inválida (esperava-se #RRGGBB, #RGB ou uma de \(names.joined(separator: ", ")))"
        case .unknownDisplay(let name):
            return "visualização \(quoted(name)) desconhecida (esperava-se windowtitle ou processtitle)"
        case .namesNoDisplay(let text):
            return "\(quoted(text)) não designa nenhuma visualização (esperava-se windowtitle ou processtitle)"
        case .scriptNameEmpty: return "o nome do ficheiro de script está vazio"
        case .fileNameEmpty: return "o nome do ficheiro está vazio"
        case .outputNameEmpty: return "o nome do ficheiro de saída está vazio"
        case .storeNameEmpty: return "o nome do ficheiro está vazio («-» para um ficheiro temporário)"
        case .atNeedsFileName: return "«@» precisa de um nome de ficheiro"
        case .equalsNeedsProcessName: return "«=» precisa de um nome de processo a seguir"
        case .invalidProcessPattern(let pattern, let reason):
            return "expressão regular \(quoted(pattern)) inválida depois de «=»: \(reason)"
        case .atNeedsListName: return "«@» precisa de um nome de ficheiro a seguir"
        case .invalidProgressPattern(let pattern, let reason):
            return "expressão regular \(quoted(pattern)) inválida: \(reason)"
        case .progressPatternWithoutCapture(let pattern, let presets):
            return """
                \(quoted(pattern)) não tem nenhum grupo para ler: ponha o número entre parênteses, como em \
                «([0-9]+)%», ou indique uma predefinição (\(or(presets)))
                """
        case .progressPatternBackReference(let pattern, let reference):
            return """
                \(quoted(pattern)) tem uma referência anterior (\(quoted(reference))): as expressões regulares \
                estendidas não as têm, e comparar uma linha com ela pode levar minutos
                """
        case .progressCapturesUnnamed(let pattern):
            return """
                \(quoted(pattern)) tem mais de dois grupos: diga o que é cada um com uma letra antes de dois pontos, \
                como em «dt-:» (p percentagem, d feito, t total, - não lido)
                """
        case .progressRolesMismatch(let roles, let pattern, let captures):
            return """
                as funções \(quoted(roles)) precisam de uma letra para cada grupo de \(quoted(pattern)), que tem \
                \(captures)
                """
        case .progressRolesInvalid(let roles):
            return "funções \(quoted(roles)) inválidas: indique p, d e t no máximo uma vez cada, e pelo menos um deles"
        case .expectedWatchTarget(let text):
            return "esperava-se PID, PID:FD, =NOME ou @FICHEIRO_LISTA, não \(quoted(text))"
        case .listNamesList(let text): return "um ficheiro de lista não pode referir outra lista (\(quoted(text)))"
        case .listTooLarge: return "a lista tem mais de 1 MiB"
        case .sizeSentAsNumber: return "um tamanho é enviado como número"
        case .cannotTakeSize(let path, let error):
            return "não é possível obter o tamanho de \(quoted(path)): \(say(error))"
        case .system(let error): return say(error)
        case .listLine(let path, let line): return "-d @\(path): linha \(line)"
        case .rememberNeedsExec: return "--remember precisa de um comando: indique-o com --exec"
        case .monitorNeedsExec: return "-M precisa de um comando: indique-o com --exec"
        case .progressFromNeedsExec: return "--progress-from precisa de um comando: indique-o com --exec"
        case .execWaitNeedsExec: return "--exec-wait precisa de um comando: indique-o com --exec"
        case .progressFromNotWithMonitor:
            return "--progress-from não pode ser usado com -M: o progresso do comando move um só medidor"
        case .execNeedsCommand: return "--exec precisa de um comando"
        case .operandWithExec(let operand):
            return """
                \(quoted(operand)): os operandos FICHEIRO não podem ser usados com --exec (tudo o que vem depois de \
                --exec é o comando)
                """
        case .notWithExec(let option): return "\(option) não pode ser usado com --exec"
        case .copyOptionNotWithExec(let option): return "\(option) não pode ser usado com --exec: é uma opção da cópia"
        case .rememberNotWithMonitorIn:
            return "--remember não pode ser usado com -M in: guarda a contagem da saída do comando"
        case .givenTooOften(let option, let times):
            return """
                \(option) foi indicado \(times) vezes: com -M both, indique-o uma vez para ambos os medidores, ou \
                duas (o da entrada, depois o da saída)
                """
        case .notWithWatch(let option):
            return "\(option) não pode ser usado com -d: nesse caso o meter não copia nada, segue uma posição em bytes"
        case .notWithCopies(let option):
            return """
                \(option) não pode ser usado com --copies: nesse caso o meter não copia nada, segue os ficheiros de \
                outros comandos
                """
        case .operandWithCopies(let operand):
            return """
                \(quoted(operand)): os operandos FICHEIRO não podem ser usados com --copies: os comandos são \
                encontrados, não indicados (-d PID indica um)
                """
        case .monitorBothNotWithCopies:
            return """
                -M both não pode ser usado com --copies: a linha de um comando segue um só ficheiro, lido (in) ou \
                escrito (out)
                """
        case .stopNeedsSize:
            return "-S precisa de um tamanho: indique-o com -s (nem todas as entradas têm um tamanho conhecido)"
        case .replayTakesNoFile: return "--replay não aceita FICHEIRO: o script é a entrada"
        case .notWithReplay(let option): return "\(option) não pode ser usado com --replay"
        case .notWithRecord(let option): return "\(option) não pode ser usado com --record"
        case .notWithRecordedCommand(let option): return "\(option) não pode ser usado ao reproduzir um comando gravado"
        case .remoteAndQuery: return "-R e -Q não podem ser usados juntos"
        case .operandWithControl(let operand, let option):
            return """
                \(quoted(operand)): os operandos FICHEIRO não podem ser usados com \(option): os ficheiros são os do \
                outro meter
                """
        case .notWithControl(let name, let option):
            return "\(name) não pode ser usado com \(option): \(option) não copia nada, comunica com outro meter"
        case .sameFileTwice(let first, let second, let path):
            return "\(first) e \(second) indicam o mesmo ficheiro \(quoted(path)): dê a cada uma o seu"
        case .sameFileAsStandardOutput(let option, let path):
            return """
                \(option) indica \(quoted(path)), o ficheiro onde a saída padrão já escreve: dê-lhe um ficheiro \
                próprio
                """
        case .pidFileNotRegular(let path):
            return "\(quoted(path)) não é um ficheiro regular: meter só substitui um ficheiro regular, ou cria um novo"
        case .usageLine: return "Utilização: \(language.usageForms[0])"
        case .seeHelp: return "Consulte «meter --help»."
        case .or: return "ou"
        case .warning(let message): return "aviso: \(say(message))"
        case .ignoredValue(let option, let problem): return "\(option): \(say(problem)); ignorado"
        case .cannotMakeTemporaryFile(let directory, let error):
            return "\(directory): não é possível criar um ficheiro temporário: \(say(error))"
        case .noProcessMatches(let target): return "\(target): nenhum nome de processo corresponde"
        case .noSuchProcess(let target): return "\(target): processo inexistente"
        case .noSuchDescriptor(let target): return "\(target): o processo não tem esse descritor de ficheiro"
        case .notAFile(let target, let path):
            return "\(target): \(quoted(path)) não é um ficheiro regular nem um dispositivo de blocos"
        case .cannotSeeFiles(let target, let error):
            return "\(target): não é possível ver os ficheiros do processo: \(say(error))"
        case .watchFailed(let target, let error): return "\(target): \(say(error))"
        case .noCacheDirectory:
            return "--remember: não há diretório de cache (nem XDG_CACHE_HOME nem HOME está definido)"
        case .cannotRemember(let failure): return "não é possível guardar a contagem: \(say(failure))"
        case .ignoringRemembered(let failure): return "a contagem guardada é ignorada: \(say(failure))"
        case .remoteIgnored(let names):
            return "-R: impossível alterar \(names.joined(separator: ", ")) enquanto o meter está em execução: ignorado"
        case .notAMeterOfYours(let process): return "o processo \(process) não é um meter seu"
        case .noProcessWithID(let process): return "não há nenhum processo com o ID \(process)"
        case .noMetersRunning: return "nenhum meter seu está em execução"
        case .answererNotYours: return "o processo que responde não é seu: nada foi enviado"
        case .endedBeforeAnswer: return "o meter terminou antes de responder"
        case .meterRefused(let reason): return "o meter recusou: \(reason)"
        case .controlChannelUnprotected(let folder, let reason):
            return """
                não é possível manter o canal de controlo em \(folder) (\(say(reason))): -R e -Q passam por um nome \
                que qualquer utilizador local poderia ocupar
                """
        case .notAPrivateFolder: return "não é um diretório seu com modo 0700"
        case .noHomeFolder: return "nenhum diretório pessoal conhecido"
        case .controlChannelTaken(let address):
            return "outro processo ocupa o canal de controlo \(address): -R e -Q não conseguem chegar a este meter"
        case .storeMeterName: return "(entrada)"
        case .overviewHeading: return "DESCRIÇÃO:"
        case .usageHeading: return "UTILIZAÇÃO:"
        case .argumentsHeading: return "ARGUMENTOS:"
        case .groupHeading(let group): return heading(group)
        case .overview:
            return """
                Copia a entrada padrão ou cada FICHEIRO para a saída padrão, mostrando o progresso na saída de erro \
                padrão.
                """
        case .fileArgument: return "Um ficheiro a copiar, por ordem. «-» ou nenhum FICHEIRO significa a entrada padrão."
        case .seeManual:
            return "Sequências de formato, scripts de repetição, estados de saída e sinais: consulte «man meter»."
        case .optionHelp(let id, _): return optionHelp(id)
        }
    }

    private static func heading(_ group: OptionGroup) -> String {
        switch group {
        case .data: return "OPÇÕES DE DADOS:"
        case .display: return "OPÇÕES DE VISUALIZAÇÃO:"
        case .style: return "OPÇÕES DE ESTILO:"
        case .command: return "OPÇÕES DE COMANDO:"
        case .control: return "OPÇÕES DE CONTROLO:"
        case .testing: return "OPÇÕES DE TESTE:"
        case .general: return "OPÇÕES:"
        }
    }

    private static func or(_ words: [String]) -> String { language.alternatives(words) }

    /// Each option's help in Portuguese.
    static func optionHelp(_ id: OptionID) -> String? {
        switch id {
        case .size:
            return """
                Total esperado: bytes com um sufixo opcional K, M, G, T, P ou E (1.5G), uma contagem no modo de \
                linhas, ou @FICHEIRO para o tamanho de FICHEIRO (@DIR: os ficheiros sob DIR); 0 para nenhum.
                """
        case .lineMode: return "Contar linhas em vez de bytes."
        case .null: return "Contar registos terminados em NUL (implica -l)."
        case .output: return "Escrever em FICHEIRO em vez da saída padrão."
        case .discard: return "Ler e contar, mas não escrever nada."
        case .si:
            return "Unidades em potências de 1000, não de 1024: as mostradas e os sufixos dos tamanhos dados a seguir."
        case .rateLimit:
            return """
                Copiar no máximo DÉBITO bytes por segundo (linhas no modo de linhas); sufixos como em --size; 0 para \
                nenhum limite.
                """
        case .stopAtSize:
            return """
                Parar depois de --size, ou sem ele no tamanho das entradas; no modo de bytes nada além disso é lido.
                """
        case .skipErrors:
            return """
                Saltar as partes ilegíveis de uma entrada, primeiro um byte e até 512 enquanto os erros continuarem, \
                escrevendo NULs no seu lugar; duas vezes: relatar uma vez por ficheiro.
                """
        case .errorSkipBlock:
            return """
                Com -E (implícito): saltar o bloco inteiro de BYTES em que está um erro (-EE -Z 4K /dev/sdX > disk.img).
                """
        case .bufferSize: return "Usar um buffer de BYTES (sufixos como em --size)."
        case .noSplice: return "Nunca usar splice(2) nem sendfile(2); ler e escrever sempre."
        case .sparse:
            return "Deixar buracos num ficheiro de saída onde os dados têm blocos de zeros, em vez de os escrever."
        case .sync:
            return """
                Sincronizar um ficheiro ou dispositivo de saída depois de cada escrita, para que a barra siga o disco \
                e não a cache.
                """
        case .directIO:
            return "Ler e escrever ficheiros e dispositivos de blocos com O_DIRECT, sem passar pela cache de páginas."
        case .storeAndForward:
            return """
                Ler tudo primeiro para FICHEIRO («-»: um ficheiro temporário) e depois escrevê-lo, com o seu tamanho \
                como total.
                """
        case .progress: return "Mostrar a barra e a percentagem."
        case .timer: return "Mostrar o tempo decorrido."
        case .eta: return "Mostrar o tempo que falta."
        case .fineta: return "Mostrar a hora a que a transferência vai terminar."
        case .rate: return "Mostrar o débito desde a última atualização."
        case .averageRate: return "Mostrar o débito médio na janela (-m)."
        case .bytes: return "Mostrar a quantidade transferida até agora."
        case .bits:
            return "Mostrar a quantidade até agora, e os débitos, em bits em vez de bytes (como o pv, implica -b)."
        case .bufferPercent: return "Mostrar quão cheio está o buffer do meter, { 45%} (os dados passam então por ele)."
        case .lastWritten:
            return "Mostrar os últimos QUANTIDADE bytes escritos, cada byte não imprimível mostrado como «.» (-A 16)."
        case .gauge: return "Sem total, mostrar o débito face ao mais alto até agora em vez de um bloco que vai e vem."
        case .name: return "Pôr NOME antes da visualização."
        case .format:
            return """
                Compor a visualização segundo FORMATO, com as sequências do pv: %p %t %e %I %r %a %b %T %nA %{sgr:red} \
                (e as suas formas %{timer}) %N %L %%; uma barra aceita uma largura (%20p); tudo o resto é mostrado tal \
                como está. Com -n, números: -n -F '{\"bytes\":%b}'.
                """
        case .numeric:
            return """
                Escrever percentagens inteiras, uma por linha (com -b antes a contagem, -r o débito, -t os segundos \
                decorridos; com -F, as suas sequências como números simples).
                """
        case .stats:
            return "No fim, escrever o débito mínimo, médio e máximo e o seu desvio numa linha à parte, mesmo com -q."
        case .summary:
            return """
                No fim, escrever um resumo da execução, também com -q: a quantidade, o débito médio, mínimo e máximo, \
                o tempo, as paragens e o débito de toda a execução como sparkline (depois da linha de -v).
                """
        case .json:
            return """
                Em vez da visualização, escrever na saída de erro padrão um objeto JSON a cada atualização e, no fim, \
                um resumo, cada um numa linha que começa por {\"v\":1, (JSON PROGRESS no manual).
                """
        case .jsonFile:
            return """
                Em vez disso, escrever os objetos de --json em FICHEIRO, ao lado da visualização na saída de erro \
                padrão (--json-file progress.jsonl).
                """
        case .quiet: return "Não mostrar nada."
        case .force: return "Mostrar a visualização mesmo quando a saída de erro padrão não é um terminal."
        case .interval: return "Atualizar a cada SEG segundos (predefinição 1; entre 0.1 e 600)."
        case .width: return "Desenhar com COLUNAS colunas em vez da largura do terminal (0: a do terminal)."
        case .height:
            return "Aceite e verificado para os scripts do pv; o meter obtém a altura do próprio terminal."
        case .averageWindow:
            return "Calcular a média do débito e do tempo que falta nos últimos SEG segundos (predefinição 30)."
        case .wait: return "Não mostrar nada até chegar o primeiro byte."
        case .delayStart: return "Não mostrar nada nos primeiros SEG segundos."
        case .cursor:
            return """
                Manter este medidor numa linha própria, para que vários medidores de um pipeline se empilhem no \
                terminal (meter -c -N in a | gzip | meter -c -N out > b.gz).
                """
        case .extraDisplay:
            return """
                Mostrar também a visualização no título da janela do terminal (windowtitle) ou no título do processo \
                que o ps mostra (processtitle): nomes separados por vírgulas e, se quiser, «:FORMATO» (-x \
                'windowtitle:%p %e').
                """
        case .indicatorStyle:
            return """
                O indicador: linear (uma barra, a predefinição) ou circular (um anel que se enche no sentido dos \
                ponteiros do relógio ao lado da percentagem: --style circular).
                """
        case .ring:
            return """
                Os glifos do anel: braille (uma célula, 9 estados, a predefinição) ou pie (○◔◑◕●; --style circular \
                --ring pie).
                """
        case .barStyle:
            return """
                Os glifos da barra, como no pv: plain ([===>]), block, granular (oitavos de célula, a predefinição) \
                ou shaded (-u shaded).
                """
        case .spinnerSpeed:
            return """
                Rodar FATOR vezes mais depressa a roda giratória mostrada sem total (predefinição 1; \
                --spinner-speed 0.5).
                """
        case .layout:
            return """
                Mostrar um conjunto de campos: mini (o indicador), small (e a percentagem), regular (o do pv) ou \
                large (todos os campos); -F continua a prevalecer (--layout small).
                """
        case .color:
            return """
                Colorir a visualização: auto (a predefinição: num terminal com uma locale UTF-8, exceto se NO_COLOR \
                estiver definido), always ou never (--color never).
                """
        case .tint:
            return """
                Preencher com COR: #RRGGBB, #RGB ou um nome como orange, blue ou green (predefinição #FF5733; \
                --tint '#3584E4').
                """
        case .reduceMotion:
            return """
                Sem movimento decorativo: a roda giratória fica imóvel, a barra avança por células inteiras, uma \
                linha só é redesenhada quando um valor nela mudou (também REDUCE_MOTION=1).
                """
        case .noReduceMotion: return "Animar mesmo quando REDUCE_MOTION está definido."
        case .plain:
            return """
                Escrever linhas simples para leitores de ecrã e registos, mesmo quando a saída de erro padrão não é um \
                terminal: «in: 40% 400MiB de 1,0GiB, 12MiB/s, faltam 0:00:50» (também com TERM=dumb, e com \
                ACCESSIBLE=1 onde o meter desenha).
                """
        case .noPlain: return "Desenhar a visualização no lugar mesmo quando ACCESSIBLE está definido."
        case .heartbeat:
            return """
                Com linhas simples: escrever uma sempre que nenhuma foi escrita durante SEG segundos, para que um \
                registo nunca fique em silêncio (predefinição 60 fora de um terminal, nenhuma num terminal; 0 para \
                nenhuma).
                """
        case .terminalProgress:
            return """
                Mostrar também o progresso no separador ou na barra de tarefas do terminal (OSC 9;4): auto (a \
                predefinição: nos terminais que se sabe mostrá-lo, como Windows Terminal, Ghostty, WezTerm, iTerm2 e \
                o do GNOME; também METER_TERMINAL_PROGRESS), always ou never.
                """
        case .exec:
            return """
                Executar COMANDO com os argumentos que se seguem (tudo o que vem depois de --exec é o comando), \
                contando a sua saída padrão; a sua saída de erro padrão, e a sua saída padrão num terminal, aparecem \
                por cima da visualização. O meter termina com o código de saída de COMANDO.
                """
        case .remember:
            return """
                Com --exec: guardar a contagem final deste comando neste diretório e esperá-la como total da próxima \
                vez.
                """
        case .monitor:
            return """
                Com --exec: contar o que o comando lê (in: a entrada padrão do meter, copiada para ele), o que escreve \
                (out, a predefinição), ou ambos, em duas linhas, primeiro a da entrada, depois a da saída com o rácio \
                entre saída e entrada (-M both --exec gzip -9 < big > big.gz).
                """
        case .progressFrom:
            return """
                Com --exec: fazer o medidor seguir o progresso que o comando imprime, lido da sua saída segundo \
                PADRÃO. PADRÃO é uma predefinição (percent, count, rsync, ffmpeg, curl) ou uma expressão regular \
                estendida com um grupo, uma percentagem, ou dois, feito e total (--progress-from '([0-9]+) of \
                ([0-9]+)').
                """
        case .execWait:
            return """
                Com --exec: depois de o comando terminar, esperar no máximo SEG segundos que os processos que deixou \
                em execução fechem a sua saída, depois deixar de a ler e sair com o código de saída do comando \
                (predefinição: esperar até a fecharem; --exec-wait 5).
                """
        case .watchfd:
            return """
                Não copiar nada: seguir os ficheiros que outros processos têm abertos, uma linha para cada, como pv \
                -d. ALVO é PID (cada um dos seus ficheiros, à medida que os abre, até terminar), PID:FD (um \
                ficheiro), =NOME (os processos cujo nome corresponde à expressão regular NOME, como no pgrep) ou \
                @FICHEIRO_LISTA (um alvo por linha); podem seguir-se mais como operandos (-d \"$(pidof gzip)\").
                """
        case .copies:
            return """
                Não copiar nada: seguir cada comando seu que percorre ficheiros (cp, mv, dd, cat, tar, gzip, xz, \
                zstd, rsync, sha256sum… conforme a lista do manual; os de todos os utilizadores, como root), uma \
                linha para cada: o comando, o maior ficheiro que lê (com -M out, que escreve), até onde chegou, o \
                débito e o tempo restante. Os comandos iniciados depois juntam-se, os que terminam deixam a sua \
                última linha, até o meter ser interrompido.
                """
        case .remote:
            return """
                Alterar as definições do meter em execução com o ID de processo PID: adota as opções de visualização \
                dadas aqui (-p -t -e -r -b -a -I, -F, -N; um nome não dado é apagado), --style, --tint, --color, \
                --reduce-motion, e -L, -s, -i, -w quando dados e acima de 0 (meter -R 4242 -L 10M).
                """
        case .query:
            return """
                Mostrar aqui o progresso do meter em execução com o ID de processo PID, com as opções de visualização \
                dadas aqui, até ele terminar (meter -Q 4242 -pte).
                """
        case .meters:
            return """
                Mostrar aqui cada meter seu em execução, uma linha para cada (um bloco para o que tiver várias), com \
                as opções de visualização dadas aqui: cópias, observadores -d e meters --exec, não os que só mostram \
                outros; os meters iniciados depois juntam-se, até todos terem terminado.
                """
        case .pidFile:
            return """
                Escrever o ID de processo do meter em FICHEIRO antes de copiar quaisquer dados, para -R e -Q; removido \
                quando o meter termina.
                """
        case .replay:
            return """
                Escrever o fluxo fictício que SCRIPT descreve, ou reproduzir a execução de comando que gravou, e \
                contá-lo num relógio virtual, de imediato, com as imagens que uma execução real desenharia (implica \
                -f).
                """
        case .record:
            return """
                Escrever em FICHEIRO um script de repetição do que chega, ou do que o comando de --exec faz, com \
                instantes em milissegundos.
                """
        case .help: return "Mostrar a ajuda."
        case .version: return "Mostrar a versão."
        case .completionScript:
            return """
                Escrever o script de conclusão automática para SHELL (bash, zsh ou fish); com meters, os IDs de \
                processo dos seus meters em execução, um por linha, tal como os scripts os propõem depois de -Q e \
                -R.
                """
        }
    }
}

extension Portuguese {
    /// The metavariables of `--help` and the usage line in Portuguese, as GNU's catalogues name them.
    static func metavariable(_ name: Metavariable) -> String {
        switch name {
        case .size: return "TAMANHO"
        case .file: return "FICHEIRO"
        case .rate: return "DÉBITO"
        case .bytes: return "BYTES"
        case .count: return "QUANTIDADE"
        case .name: return "NOME"
        case .format: return "FORMATO"
        case .seconds: return "SEG"
        case .columns: return "COLUNAS"
        case .rows: return "LINHAS"
        case .spec: return "ESPEC"
        case .style: return "ESTILO"
        case .glyphs: return "GLIFOS"
        case .factor: return "FATOR"
        case .layout: return "DISPOSIÇÃO"
        case .when: return "QUANDO"
        case .color: return "COR"
        case .command: return "COMANDO"
        case .stream: return "FLUXO"
        case .pattern: return "PADRÃO"
        case .target: return "ALVO"
        case .pid: return "PID"
        case .script: return "SCRIPT"
        case .shell: return "SHELL"
        case .options: return "OPÇÕES"
        case .argument: return "ARG"
        case .descriptor: return "FD"
        case .directory: return "DIR"
        case .listFile: return "FICHEIRO_LISTA"
        }
    }
}
