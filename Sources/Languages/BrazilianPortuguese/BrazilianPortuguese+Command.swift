import MeterKit

/// The command's words in Portuguese as written in Brazil: arquivo, tela, taxa, as GNU's pt_BR catalogues.
extension BrazilianPortuguese: CommandCatalogue {
    static func text(_ message: CommandMessage) -> String? {
        switch message {
        case .unknownOption(let option): return "opção \(quoted(option)) desconhecida"
        case .ambiguousOption(let option, let candidates):
            return "a opção \(quoted(option)) é ambígua: pode ser \(or(candidates))"
        case .execTakesNoValue: return "a opção “--exec” não aceita valor: coloque o comando depois dela"
        case .takesNoValue(let option): return "a opção \(quoted(option)) não aceita valor"
        case .needsValue(let option, let placeholder):
            return "a opção \(quoted(option)) precisa de um valor <\(say(placeholder))>"
        case .invalidSize(let text):
            return "tamanho \(quoted(text)) inválido (esperado um número com um sufixo opcional K, M, G, T, P ou E)"
        case .sizeTooLarge(let text): return "o tamanho \(quoted(text)) é grande demais"
        case .invalidSeconds(let text): return "número de segundos \(quoted(text)) inválido"
        case .invalidWholeNumber(let text): return "número inteiro \(quoted(text)) inválido"
        case .outOfRange(let text, let lowest, let highest):
            return "\(quoted(text)) está fora do intervalo (de \(lowest) a \(highest))"
        case .invalidShell(let text, let choices): return "shell \(quoted(text)) inválido (esperado \(or(choices)))"
        case .invalidChoice(let text, let choices): return "valor \(quoted(text)) inválido (esperado \(or(choices)))"
        case .invalidFactor(let text): return "fator \(quoted(text)) inválido (esperado um número como 0.5 ou 2)"
        case .invalidColor(let text, let names):
            return "cor \(quoted(text)) inválida (esperado #RRGGBB, #RGB ou uma de \(names.joined(separator: ", ")))"
        case .unknownDisplay(let name):
            return "visualização \(quoted(name)) desconhecida (esperado windowtitle ou processtitle)"
        case .namesNoDisplay(let text):
            return "\(quoted(text)) não indica nenhuma visualização (esperado windowtitle ou processtitle)"
        case .scriptNameEmpty: return "o nome do arquivo de script está vazio"
        case .fileNameEmpty: return "o nome do arquivo está vazio"
        case .outputNameEmpty: return "o nome do arquivo de saída está vazio"
        case .storeNameEmpty: return "o nome do arquivo está vazio (“-” para um arquivo temporário)"
        case .atNeedsFileName: return "“@” precisa de um nome de arquivo"
        case .equalsNeedsProcessName: return "“=” precisa ser seguido de um nome de processo"
        case .invalidProcessPattern(let pattern, let reason):
            return "expressão regular \(quoted(pattern)) inválida depois de “=”: \(reason)"
        case .atNeedsListName: return "“@” precisa ser seguido de um nome de arquivo"
        case .invalidProgressPattern(let pattern, let reason):
            return "expressão regular \(quoted(pattern)) inválida: \(reason)"
        case .progressPatternWithoutCapture(let pattern, let presets):
            return """
                \(quoted(pattern)) não tem nenhum grupo para ler: coloque o número entre parênteses, como em \
                “([0-9]+)%”, ou indique uma predefinição (\(or(presets)))
                """
        case .progressPatternBackReference(let pattern, let reference):
            return """
                \(quoted(pattern)) tem uma retrorreferência (\(quoted(reference))): as expressões regulares \
                estendidas não as têm, e comparar uma linha com ela pode levar minutos
                """
        case .progressCapturesUnnamed(let pattern):
            return """
                \(quoted(pattern)) tem mais de dois grupos: diga o que é cada um com uma letra antes de dois pontos, \
                como em “dt-:” (p porcentagem, d feito, t total, - não lido)
                """
        case .progressRolesMismatch(let roles, let pattern, let captures):
            return """
                as funções \(quoted(roles)) precisam de uma letra para cada grupo de \(quoted(pattern)), que tem \
                \(captures)
                """
        case .progressRolesInvalid(let roles):
            return "funções \(quoted(roles)) inválidas: indique p, d e t no máximo uma vez cada, e pelo menos um deles"
        case .expectedWatchTarget(let text):
            return "esperado PID, PID:FD, =NOME ou @ARQUIVO_LISTA, não \(quoted(text))"
        case .listNamesList(let text): return "um arquivo de lista não pode indicar outra lista (\(quoted(text)))"
        case .listTooLarge: return "a lista tem mais de 1 MiB"
        case .sizeSentAsNumber: return "um tamanho é enviado como número"
        case .cannotTakeSize(let path, let error):
            return "não foi possível obter o tamanho de \(quoted(path)): \(say(error))"
        case .system(let error): return say(error)
        case .listLine(let path, let line): return "-d @\(path): linha \(line)"
        case .rememberNeedsExec: return "--remember precisa de um comando: informe-o com --exec"
        case .monitorNeedsExec: return "-M precisa de um comando: informe-o com --exec"
        case .progressFromNeedsExec: return "--progress-from precisa de um comando: informe-o com --exec"
        case .execWaitNeedsExec: return "--exec-wait precisa de um comando: informe-o com --exec"
        case .progressFromNotWithMonitor:
            return "--progress-from não pode ser usado com -M: o progresso do comando move um único medidor"
        case .execNeedsCommand: return "--exec precisa de um comando"
        case .operandWithExec(let operand):
            return """
                \(quoted(operand)): os operandos ARQUIVO não podem ser usados com --exec (tudo o que vem depois de \
                --exec é o comando)
                """
        case .notWithExec(let option): return "\(option) não pode ser usado com --exec"
        case .copyOptionNotWithExec(let option): return "\(option) não pode ser usado com --exec: é uma opção da cópia"
        case .rememberNotWithMonitorIn:
            return "--remember não pode ser usado com -M in: ele guarda a contagem da saída do comando"
        case .givenTooOften(let option, let times):
            return """
                \(option) foi informado \(times) vezes: com -M both, informe-o uma vez para os dois medidores, ou \
                duas (primeiro o da entrada, depois o da saída)
                """
        case .notWithWatch(let option):
            return "\(option) não pode ser usado com -d: nesse caso o meter não copia nada, segue uma posição em bytes"
        case .notWithCopies(let option):
            return """
                \(option) não pode ser usado com --copies: nesse caso o meter não copia nada, acompanha os arquivos \
                de outros comandos
                """
        case .operandWithCopies(let operand):
            return """
                \(quoted(operand)): os operandos ARQUIVO não podem ser usados com --copies: os comandos são \
                encontrados, não indicados (-d PID indica um)
                """
        case .monitorBothNotWithCopies:
            return """
                -M both não pode ser usado com --copies: a linha de um comando acompanha um só arquivo, lido (in) ou \
                gravado (out)
                """
        case .noMetersRunning: return "nenhum meter seu está em execução"
        case .stopNeedsSize:
            return "-S precisa de um tamanho: informe-o com -s (nem todas as entradas têm um tamanho conhecido)"
        case .replayTakesNoFile: return "--replay não aceita ARQUIVO: o script é a entrada"
        case .notWithReplay(let option): return "\(option) não pode ser usado com --replay"
        case .notWithRecord(let option): return "\(option) não pode ser usado com --record"
        case .notWithRecordedCommand(let option): return "\(option) não pode ser usado ao reproduzir um comando gravado"
        case .remoteAndQuery: return "-R e -Q não podem ser usados juntos"
        case .operandWithControl(let operand, let option):
            return """
                \(quoted(operand)): os operandos ARQUIVO não podem ser usados com \(option): os arquivos são os do \
                outro meter
                """
        case .notWithControl(let name, let option):
            return "\(name) não pode ser usado com \(option): \(option) não copia nada, ele conversa com outro meter"
        case .sameFileTwice(let first, let second, let path):
            return "\(first) e \(second) indicam o mesmo arquivo \(quoted(path)): use um arquivo para cada uma"
        case .sameFileAsStandardOutput(let option, let path):
            return """
                \(option) indica \(quoted(path)), o arquivo em que a saída padrão já escreve: use um arquivo próprio \
                para ela
                """
        case .pidFileNotRegular(let path):
            return "\(quoted(path)) não é um arquivo comum: o meter só substitui um arquivo comum, ou cria um novo"
        case .usageLine: return "Uso: \(language.usageForms[0])"
        case .seeHelp: return "Veja “meter --help”."
        case .or: return "ou"
        case .warning(let message): return "aviso: \(say(message))"
        case .ignoredValue(let option, let problem): return "\(option): \(say(problem)); ignorado"
        case .cannotMakeTemporaryFile(let directory, let error):
            return "\(directory): não foi possível criar um arquivo temporário: \(say(error))"
        case .noProcessMatches(let target): return "\(target): nenhum nome de processo corresponde"
        case .noSuchProcess(let target): return "\(target): processo inexistente"
        case .noSuchDescriptor(let target): return "\(target): o processo não tem esse descritor de arquivo"
        case .notAFile(let target, let path):
            return "\(target): \(quoted(path)) não é um arquivo comum nem um dispositivo de bloco"
        case .cannotSeeFiles(let target, let error):
            return "\(target): não foi possível ver os arquivos do processo: \(say(error))"
        case .watchFailed(let target, let error): return "\(target): \(say(error))"
        case .noCacheDirectory:
            return "--remember: não há diretório de cache (nem XDG_CACHE_HOME nem HOME está definido)"
        case .cannotRemember(let failure): return "não foi possível salvar a contagem: \(say(failure))"
        case .ignoringRemembered(let failure): return "ignorando a contagem salva em \(say(failure))"
        case .remoteIgnored(let names):
            return "-R: impossível alterar \(names.joined(separator: ", ")) enquanto o meter está em execução: ignorado"
        case .notAMeterOfYours(let process): return "o processo \(process) não é um meter seu"
        case .noProcessWithID(let process): return "não há nenhum processo com o ID \(process)"
        case .answererNotYours: return "o processo que responde não é seu: nada foi enviado"
        case .endedBeforeAnswer: return "o meter terminou antes de responder"
        case .meterRefused(let reason): return "o meter recusou: \(reason)"
        case .controlChannelUnprotected(let folder, let reason):
            return """
                não foi possível manter o canal de controle em \(folder) (\(say(reason))): -R e -Q passam por um \
                nome que qualquer usuário local poderia ocupar
                """
        case .notAPrivateFolder: return "não é um diretório seu com modo 0700"
        case .noHomeFolder: return "nenhum diretório pessoal conhecido"
        case .controlChannelTaken(let address):
            return "outro processo ocupa o canal de controle \(address): -R e -Q não conseguem alcançar este meter"
        case .storeMeterName: return "(entrada)"
        case .overviewHeading: return "DESCRIÇÃO:"
        case .usageHeading: return "USO:"
        case .argumentsHeading: return "ARGUMENTOS:"
        case .groupHeading(let group): return heading(group)
        case .overview:
            return """
                Copia a entrada padrão ou cada ARQUIVO para a saída padrão, mostrando o progresso na saída de erro \
                padrão.
                """
        case .fileArgument:
            return "Um arquivo a ser copiado, na ordem dada. “-” ou nenhum ARQUIVO significa a entrada padrão."
        case .seeManual:
            return "Sequências de formato, scripts de reprodução, códigos de saída e sinais: veja “man meter”."
        case .optionHelp(let id, _): return optionHelp(id)
        }
    }

    private static func heading(_ group: OptionGroup) -> String {
        switch group {
        case .data: return "OPÇÕES DE DADOS:"
        case .display: return "OPÇÕES DE VISUALIZAÇÃO:"
        case .style: return "OPÇÕES DE ESTILO:"
        case .command: return "OPÇÕES DE COMANDO:"
        case .control: return "OPÇÕES DE CONTROLE:"
        case .testing: return "OPÇÕES DE TESTE:"
        case .general: return "OPÇÕES:"
        }
    }

    private static func or(_ words: [String]) -> String { language.alternatives(words) }

    /// Each option's help in Brazilian Portuguese.
    static func optionHelp(_ id: OptionID) -> String? {
        switch id {
        case .size:
            return """
                Total esperado: bytes com um sufixo opcional K, M, G, T, P ou E (1.5G), uma contagem no modo de \
                linhas, ou @ARQUIVO para o tamanho de ARQUIVO (@DIR: os arquivos dentro de DIR); 0 para nenhum.
                """
        case .lineMode: return "Contar linhas em vez de bytes."
        case .null: return "Contar registros terminados em NUL (implica -l)."
        case .output: return "Gravar em ARQUIVO em vez da saída padrão."
        case .discard: return "Ler e contar, mas não gravar nada."
        case .si:
            return """
                Unidades em potências de 1000, não de 1024: as exibidas e os sufixos dos tamanhos dados depois dela.
                """
        case .rateLimit:
            return """
                Copiar no máximo TAXA bytes por segundo (linhas no modo de linhas); sufixos como em --size; 0 para \
                nenhum limite.
                """
        case .stopAtSize:
            return """
                Parar depois de --size, ou sem ela no tamanho das entradas; no modo de bytes nada além disso é lido.
                """
        case .skipErrors:
            return """
                Pular as partes ilegíveis de uma entrada, primeiro um byte e até 512 enquanto os erros continuarem, \
                gravando NULs no lugar delas; duas vezes: relatar uma vez por arquivo.
                """
        case .errorSkipBlock:
            return """
                Com -E (implícito): pular o bloco inteiro de BYTES em que está um erro (-EE -Z 4K /dev/sdX > disk.img).
                """
        case .bufferSize: return "Usar um buffer de BYTES (sufixos como em --size)."
        case .noSplice: return "Nunca usar splice(2) nem sendfile(2); sempre ler e gravar."
        case .sparse:
            return "Deixar lacunas em um arquivo de saída onde os dados têm blocos de zeros, em vez de gravá-los."
        case .sync:
            return """
                Sincronizar um arquivo ou dispositivo de saída depois de cada gravação, para que a barra acompanhe o \
                disco e não o cache.
                """
        case .directIO:
            return "Ler e gravar arquivos e dispositivos de bloco com O_DIRECT, sem passar pelo cache de páginas."
        case .storeAndForward:
            return """
                Ler tudo primeiro para ARQUIVO (“-”: um arquivo temporário) e depois gravá-lo, com o tamanho dele \
                como total.
                """
        case .progress: return "Exibir a barra e a porcentagem."
        case .timer: return "Exibir o tempo decorrido."
        case .eta: return "Exibir o tempo restante."
        case .fineta: return "Exibir a hora em que a transferência vai terminar."
        case .rate: return "Exibir a taxa desde a última atualização."
        case .averageRate: return "Exibir a taxa média na janela (-m)."
        case .bytes: return "Exibir a quantidade transferida até agora."
        case .bits:
            return "Exibir a quantidade até agora, e as taxas, em bits em vez de bytes (como o pv, implica -b)."
        case .bufferPercent:
            return "Exibir quanto o buffer do meter está cheio, { 45%} (os dados passam então por ele)."
        case .lastWritten:
            return "Exibir os últimos QUANTIDADE bytes gravados, cada byte não imprimível exibido como “.” (-A 16)."
        case .gauge:
            return "Sem total, exibir a taxa em relação à maior taxa até agora em vez de um bloco que vai e volta."
        case .name: return "Colocar NOME antes da visualização."
        case .format:
            return """
                Montar a visualização segundo FORMATO, com as sequências do pv: %p %t %e %I %r %a %b %T %nA \
                %{sgr:red} (e suas formas %{timer}) %N %L %%; uma barra aceita uma largura (%20p); todo o resto é \
                exibido como está. Com -n, números: -n -F '{\"bytes\":%b}'.
                """
        case .numeric:
            return """
                Escrever porcentagens inteiras, uma por linha (com -b antes a contagem, -r a taxa, -t os segundos \
                decorridos; com -F, suas sequências como números simples).
                """
        case .stats:
            return "No final, escrever a taxa mínima, média e máxima e seu desvio em uma linha à parte, mesmo com -q."
        case .summary:
            return """
                No final, escrever um resumo da execução, mesmo com -q: a quantidade, a taxa média, mínima e máxima, \
                o tempo, as paradas e a taxa de toda a execução como sparkline (depois da linha de -v).
                """
        case .json:
            return """
                Em vez da visualização, escrever na saída de erro padrão um objeto JSON a cada atualização e, no \
                final, um resumo, cada um em uma linha que começa com {\"v\":1, (JSON PROGRESS no manual).
                """
        case .jsonFile:
            return """
                Em vez disso, escrever os objetos de --json em ARQUIVO, ao lado da visualização na saída de erro \
                padrão (--json-file progress.jsonl).
                """
        case .quiet: return "Não exibir nada."
        case .force: return "Exibir a visualização mesmo quando a saída de erro padrão não é um terminal."
        case .interval: return "Atualizar a cada SEG segundos (padrão 1; entre 0.1 e 600)."
        case .width: return "Desenhar com COLUNAS colunas em vez da largura do terminal (0: a do terminal)."
        case .height:
            return "Aceito e verificado para os scripts do pv; o meter obtém a altura do próprio terminal."
        case .averageWindow:
            return "Calcular a média da taxa e do tempo restante nos últimos SEG segundos (padrão 30)."
        case .wait: return "Não exibir nada até chegar o primeiro byte."
        case .delayStart: return "Não exibir nada nos primeiros SEG segundos."
        case .cursor:
            return """
                Manter este medidor em uma linha própria, para que vários medidores de um pipeline se empilhem no \
                terminal (meter -c -N in a | gzip | meter -c -N out > b.gz).
                """
        case .extraDisplay:
            return """
                Exibir também a visualização no título da janela do terminal (windowtitle) ou no título do processo \
                que o ps mostra (processtitle): nomes separados por vírgulas e, se quiser, “:FORMATO” (-x \
                'windowtitle:%p %e').
                """
        case .indicatorStyle:
            return """
                O indicador: linear (uma barra, o padrão) ou circular (um anel que se preenche no sentido horário ao \
                lado da porcentagem: --style circular).
                """
        case .ring:
            return """
                Os glifos do anel: braille (uma célula, 9 estados, o padrão) ou pie (○◔◑◕●; --style circular \
                --ring pie).
                """
        case .barStyle:
            return """
                Os glifos da barra, como no pv: plain ([===>]), block, granular (oitavos de célula, o padrão) ou \
                shaded (-u shaded).
                """
        case .spinnerSpeed:
            return """
                Girar FATOR vezes mais rápido a roda giratória exibida sem total (padrão 1; --spinner-speed 0.5).
                """
        case .layout:
            return """
                Exibir um conjunto pronto de campos: mini (o indicador), small (e a porcentagem), regular (o do pv) \
                ou large (todos os campos); -F continua tendo prioridade (--layout small).
                """
        case .color:
            return """
                Colorir a visualização: auto (o padrão: em um terminal com uma localidade UTF-8, exceto se NO_COLOR \
                estiver definido), always ou never (--color never).
                """
        case .tint:
            return """
                Preencher com COR: #RRGGBB, #RGB ou um nome como orange, blue ou green (padrão #FF5733; --tint \
                '#3584E4').
                """
        case .reduceMotion:
            return """
                Sem movimento decorativo: a roda giratória fica imóvel, a barra avança em células inteiras, uma \
                linha só é redesenhada quando um valor nela mudou (também REDUCE_MOTION=1).
                """
        case .noReduceMotion: return "Animar mesmo quando REDUCE_MOTION estiver definido."
        case .plain:
            return """
                Escrever linhas simples para leitores de tela e logs, mesmo quando a saída de erro padrão não é um \
                terminal: “in: 40% 400MiB de 1,0GiB, 12MiB/s, faltam 0:00:50” (também com TERM=dumb, e com \
                ACCESSIBLE=1 onde o meter desenha).
                """
        case .noPlain: return "Desenhar a visualização no lugar mesmo quando ACCESSIBLE estiver definido."
        case .heartbeat:
            return """
                Com linhas simples: escrever uma sempre que nenhuma tiver sido escrita em SEG segundos, para que um \
                log nunca fique em silêncio (padrão 60 fora de um terminal, nenhuma em um terminal; 0 para nenhuma).
                """
        case .terminalProgress:
            return """
                Exibir também o progresso na aba ou na barra de tarefas do terminal (OSC 9;4): auto (o padrão: nos \
                terminais que sabidamente o exibem, como Windows Terminal, Ghostty, WezTerm, iTerm2 e o do GNOME; \
                também METER_TERMINAL_PROGRESS), always ou never.
                """
        case .exec:
            return """
                Executar COMANDO com os argumentos que vêm depois (tudo o que vem depois de --exec é o comando), \
                contando a saída padrão dele; a saída de erro padrão dele, e a saída padrão dele em um terminal, \
                aparecem acima da visualização. O meter termina com o código de saída de COMANDO.
                """
        case .remember:
            return """
                Com --exec: guardar a contagem final deste comando neste diretório e esperá-la como total na \
                próxima vez.
                """
        case .monitor:
            return """
                Com --exec: contar o que o comando lê (in: a entrada padrão do meter, copiada para ele), o que ele \
                escreve (out, o padrão), ou ambos, em duas linhas, primeiro a da entrada, depois a da saída com a \
                razão entre saída e entrada (-M both --exec gzip -9 < big > big.gz).
                """
        case .progressFrom:
            return """
                Com --exec: fazer o medidor seguir o progresso que o comando imprime, lido da saída dele segundo \
                PADRÃO. PADRÃO é uma predefinição (percent, count, rsync, ffmpeg, curl) ou uma expressão regular \
                estendida com um grupo, uma porcentagem, ou dois, feito e total (--progress-from '([0-9]+) of \
                ([0-9]+)').
                """
        case .execWait:
            return """
                Com --exec: depois que o comando terminar, esperar no máximo SEG segundos que os processos que ele \
                deixou em execução fechem a saída dele, então parar de lê-la e sair com o código de saída do \
                comando (padrão: esperar até que a fechem; --exec-wait 5).
                """
        case .watchfd:
            return """
                Não copiar nada: acompanhar os arquivos que outros processos têm abertos, uma linha para cada, como \
                pv -d. ALVO é PID (cada um dos arquivos dele, à medida que os abre, até terminar), PID:FD (um \
                arquivo), =NOME (os processos cujo nome corresponde à expressão regular NOME, como no pgrep) ou \
                @ARQUIVO_LISTA (um alvo por linha); mais alvos podem vir como operandos (-d \"$(pidof gzip)\").
                """
        case .copies:
            return """
                Não copiar nada: acompanhar cada comando seu que percorre arquivos (cp, mv, dd, cat, tar, gzip, xz, \
                zstd, rsync, sha256sum… conforme a lista do manual; os de todos os usuários, como root), uma linha \
                para cada: o comando, o maior arquivo que lê (com -M out, que grava), até onde chegou, a taxa e o \
                tempo restante. Os comandos iniciados depois entram, os que terminam deixam sua última linha, até o \
                meter ser interrompido.
                """
        case .meters:
            return """
                Mostrar aqui cada meter seu em execução, uma linha para cada (um bloco para o que tiver várias), com \
                as opções de visualização dadas aqui: cópias, acompanhamentos -d e meters --exec, não os que só \
                mostram outros; os meters iniciados depois entram, até todos terem terminado.
                """
        case .remote:
            return """
                Alterar as configurações do meter em execução com o ID de processo PID: ele adota as opções de \
                visualização dadas aqui (-p -t -e -r -b -a -I, -F, -N; um nome não dado é apagado), --style, \
                --tint, --color, --reduce-motion, e -L, -s, -i, -w quando dados e acima de 0 (meter -R 4242 -L 10M).
                """
        case .query:
            return """
                Exibir aqui o progresso do meter em execução com o ID de processo PID, com as opções de visualização \
                dadas aqui, até ele terminar (meter -Q 4242 -pte).
                """
        case .pidFile:
            return """
                Gravar o ID de processo do meter em ARQUIVO antes de copiar qualquer dado, para -R e -Q; removido \
                quando o meter termina.
                """
        case .replay:
            return """
                Escrever o fluxo fictício que SCRIPT descreve, ou reproduzir a execução de comando que ele gravou, e \
                contá-lo em um relógio virtual, de imediato, com os quadros que uma execução real desenharia \
                (implica -f).
                """
        case .record:
            return """
                Gravar em ARQUIVO um script de reprodução do que chega, ou do que o comando de --exec faz, com \
                instantes em milissegundos.
                """
        case .help: return "Exibir a ajuda."
        case .version: return "Exibir a versão."
        case .completionScript:
            return """
                Escrever o script de completação para SHELL (bash, zsh ou fish); com meters, os IDs de processo dos \
                seus meters em execução, um por linha, tal como os scripts os oferecem depois de -Q e -R.
                """
        }
    }
}

extension BrazilianPortuguese {
    /// The metavariables of `--help` and the usage line in Brazilian Portuguese, as GNU's catalogues name them.
    static func metavariable(_ name: Metavariable) -> String {
        switch name {
        case .size: return "TAMANHO"
        case .file: return "ARQUIVO"
        case .rate: return "TAXA"
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
        case .layout: return "LAYOUT"
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
        case .listFile: return "ARQUIVO_LISTA"
        }
    }
}
