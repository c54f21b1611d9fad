/// meter's messages in Portuguese as written in Brazil.
package enum BrazilianPortuguese: Catalogue {
    package static let language = Language.brazilianPortuguese

    package static func text(_ message: Message) -> String? {
        switch message {
        case .failed(let name, let error): return "\(say(name)): \(say(error))"
        case .readFailed(let name, let error): return "\(say(name)): falha na leitura: \(say(error))"
        case .writeFailed(let name, let error): return "\(say(name)): falha na escrita: \(say(error))"
        case .truncateFailed(let name, let error): return "\(say(name)): falha ao truncar: \(say(error))"
        case .syncFailed(let name, let error): return "\(say(name)): falha na sincronização: \(say(error))"
        case .inputIsOutput(let name): return "\(say(name)): o arquivo de entrada é também o de saída"
        case .directIOUnsupported(let name, let error):
            return "\(say(name)): E/S direta não suportada (\(say(error))); a cópia continua pelo cache de páginas"
        case .skipped(let name, let error, let bytes, let offset):
            return "\(say(name)): \(say(error)): \(skipped(bytes)) na posição \(offset)"
        case .skippedInRegions(let name, let error, let bytes, let regions, let offset):
            let place = regions == 1
                ? "em 1 região na posição \(offset)"
                : "em \(regions) regiões, a primeira na posição \(offset)"
            return "\(say(name)): \(say(error)): \(skipped(bytes)) \(place)"
        case .unreadablePastReportedSize(let name, let offset):
            return "\(say(name)): nada legível em 1 MiB além do tamanho indicado; parou na posição \(offset)"
        case .commandNotFound(let command): return "\(command): comando não encontrado"
        case .countFileTooLarge(let path): return "\(path): grande demais para um arquivo de contagem"
        case .notACountFile(let path): return "\(path): não é um arquivo de contagem que o meter saiba ler"
        case .notARequest: return "pedido que o meter não entende"
        case .scriptLineMalformed(let line): return "esperado “INSTANTE QUANTIDADE”, encontrado \(quoted(line))"
        case .scriptOffsetInvalid(let word): return "instante \(quoted(word)) inválido (em segundos, como 1.5)"
        case .scriptOffsetEarlier(let word): return "o instante \(word) é anterior ao da linha anterior"
        case .scriptAmountInvalid(let word):
            return "quantidade \(quoted(word)) inválida (um número com um sufixo opcional K, M, G, T, P ou E)"
        case .scriptTooLarge: return "o script tem mais de 64 MiB"
        case .scriptOffsetTooLate(let word):
            return "o instante \(word) passa de 86400 segundos (um dia), a duração máxima de uma reprodução"
        case .scriptHeaderUnknown(let line):
            return """
                \(quoted(line)) não é um script que este meter saiba reproduzir (reproduz scripts de duas colunas e \
                “meter-replay 2 command”)
                """
        case .scriptCommandLineMalformed(let line):
            return "esperada uma configuração ou “INSTANTE EVENTO” de um comando gravado, encontrado \(quoted(line))"
        case .scriptWithoutEnd: return "a gravação termina antes do final da execução: foi interrompida"
        case .scriptLineTooLong: return "a linha tem mais de 1 MiB"
        case .rateNotMeasured: return "taxa não medida"
        case .rateStatistics(let minimum, let mean, let maximum, let deviation, let unit):
            return "taxa mín/méd/máx/desv = \(minimum)/\(mean)/\(maximum)/\(deviation) \(unit)"
        case .standardInput: return "(entrada padrão)"
        case .standardOutput: return "(saída padrão)"
        case .commandInput: return "(entrada do comando)"
        case .temporaryFile: return "(arquivo temporário)"
        case .replayOutput: return "(saída)"
        case .etaLabel: return "ETA"
        case .finishLabel: return "fim"
        case .ratioLabel: return "razão"
        case .plainOfTotal(let percent, let count, let total):
            return "\(language.percent(percent)) \(count) de \(total)"
        case .lines(let category): return form(category, one: "linha", other: "linhas")
        case .records(let category): return form(category, one: "registro", other: "registros")
        case .linesOfTotal(let category): return text(.lines(category))
        case .recordsOfTotal(let category): return text(.records(category))
        case .linesPerSecond: return "linhas/s"
        case .recordsPerSecond: return "registros/s"
        case .timeLeft(let duration): return "faltam \(duration)"
        case .timeElapsed(let duration): return "decorrido \(duration)"
        case .averageRate(let rate): return "\(rate) em média"
        case .took(let duration): return "demorou \(duration)"
        case .stalled(let amounts, let duration): return "parado em \(amounts), sem dados há \(duration)"
        case .movingAgain(let progress): return "retomado, \(progress)"
        case .lowestRate(let rate): return "mínimo \(rate)"
        case .highestRate(let rate): return "máximo \(rate)"
        case .stalls(let count, let longest):
            return count == 1 ? "1 parada de \(longest)" : "\(count) paradas, a mais longa \(longest)"
        case .noStalls: return "sem paradas"
        case .steady: return "estável"
        case .speedingUp: return "acelerando"
        case .slowing: return "desacelerando"
        case .noProgressRead:
            return "nenhum progresso lido da saída do comando; em vez disso, a saída foi contada"
        case .awaitingProgress(let duration): return "aguardando o progresso do comando, decorrido \(duration)"
        case .waitingForLeftRunning:
            return "aguardando que os processos que o comando deixou em execução fechem a saída dele"
        case .stoppedWaitingForLeftRunning:
            return """
                parou de aguardar os processos que o comando deixou em execução; o que eles escreverem a partir de \
                agora será perdido
                """
        }
    }

    /// "1 byte pulado", "512 bytes pulados".
    private static func skipped(_ bytes: Int64) -> String {
        form(bytes, one: "\(bytes) byte pulado", other: "\(bytes) bytes pulados")
    }

    package static func systemError(_ error: Errno) -> String? {
        switch error {
        case .notPermitted: return "Operação não permitida"
        case .noSuchEntry: return "Arquivo ou diretório inexistente"
        case .noSuchProcess: return "Processo inexistente"
        case .inputOutput: return "Erro de entrada/saída"
        case .noDeviceOrAddress: return "Dispositivo ou endereço inexistente"
        case .accessDenied: return "Permissão negada"
        case .busy: return "Dispositivo ou recurso está ocupado"
        case .exists: return "Arquivo existe"
        case .noDevice: return "Dispositivo inexistente"
        case .notADirectory: return "Não é um diretório"
        case .isADirectory: return "É um diretório"
        case .invalid: return "Argumento inválido"
        case .tooManyOpenFiles: return "Arquivos abertos demais"
        case .fileTooLarge: return "Arquivo muito grande"
        case .noSpace: return "Não há espaço disponível no dispositivo"
        case .readOnlyFileSystem: return "Sistema de arquivos somente para leitura"
        case .brokenPipe: return "Pipe quebrado"
        case .nameTooLong: return "Nome de arquivo muito longo"
        case .symbolicLinkLoop: return "Muitos níveis de links simbólicos"
        case .quotaExceeded: return "Cota de disco excedida"
        case .notExecutable: return "Erro de formato de exec"
        case .textFileBusy: return "Arquivo de texto ocupado"
        case .outOfMemory: return "Não foi possível alocar memória"
        case .connectionRefused: return "Conexão recusada"
        default: return nil
        }
    }
}
