/// meter's messages in Portuguese, as written in Portugal.
package enum Portuguese: Catalogue {
    package static let language = Language.portuguese

    package static func text(_ message: Message) -> String? {
        switch message {
        case .failed(let name, let error): return "\(say(name)): \(say(error))"
        case .readFailed(let name, let error): return "\(say(name)): falha na leitura: \(say(error))"
        case .writeFailed(let name, let error): return "\(say(name)): falha na escrita: \(say(error))"
        case .truncateFailed(let name, let error): return "\(say(name)): falha ao truncar: \(say(error))"
        case .syncFailed(let name, let error): return "\(say(name)): falha na sincronização: \(say(error))"
        case .inputIsOutput(let name): return "\(say(name)): o ficheiro de entrada é também o de saída"
        case .directIOUnsupported(let name, let error):
            return "\(say(name)): E/S direta não suportada (\(say(error))); a cópia continua pela cache de páginas"
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
        case .countFileTooLarge(let path): return "\(path): demasiado grande para um ficheiro de contagem"
        case .notACountFile(let path): return "\(path): não é um ficheiro de contagem que o meter saiba ler"
        case .notARequest: return "pedido que o meter não compreende"
        case .scriptLineMalformed(let line): return "esperava-se «INSTANTE QUANTIDADE», encontrou-se \(quoted(line))"
        case .scriptOffsetInvalid(let word): return "instante \(quoted(word)) inválido (em segundos, como 1.5)"
        case .scriptOffsetEarlier(let word): return "o instante \(word) é anterior ao da linha precedente"
        case .scriptAmountInvalid(let word):
            return "quantidade \(quoted(word)) inválida (um número com um sufixo opcional K, M, G, T, P ou E)"
        case .scriptTooLarge: return "o script tem mais de 64 MiB"
        case .scriptOffsetTooLate(let word):
            return "o instante \(word) passa de 86400 segundos (um dia), a duração máxima de uma reprodução"
        case .scriptHeaderUnknown(let line):
            return """
                \(quoted(line)) não é um script que este meter saiba reproduzir (reproduz scripts de duas colunas e \
                «meter-replay 2 command»)
                """
        case .scriptCommandLineMalformed(let line):
            return "esperava-se uma definição ou «INSTANTE EVENTO» de um comando gravado, encontrou-se \(quoted(line))"
        case .scriptWithoutEnd: return "a gravação termina antes do fim da execução: foi interrompida"
        case .scriptLineTooLong: return "a linha tem mais de 1 MiB"
        case .rateNotMeasured: return "débito não medido"
        case .rateStatistics(let minimum, let mean, let maximum, let deviation, let unit):
            return "débito mín/méd/máx/desv = \(minimum)/\(mean)/\(maximum)/\(deviation) \(unit)"
        case .standardInput: return "(entrada padrão)"
        case .standardOutput: return "(saída padrão)"
        case .commandInput: return "(entrada do comando)"
        case .temporaryFile: return "(ficheiro temporário)"
        case .replayOutput: return "(saída)"
        case .etaLabel: return "ETA"
        case .finishLabel: return "fim"
        case .ratioLabel: return "rácio"
        case .plainOfTotal(let percent, let count, let total):
            return "\(language.percent(percent)) \(count) de \(total)"
        case .lines(let category): return form(category, one: "linha", other: "linhas")
        case .records(let category): return form(category, one: "registo", other: "registos")
        case .linesOfTotal(let category): return text(.lines(category))
        case .recordsOfTotal(let category): return text(.records(category))
        case .linesPerSecond: return "linhas/s"
        case .recordsPerSecond: return "registos/s"
        case .timeLeft(let duration): return "faltam \(duration)"
        case .timeElapsed(let duration): return "decorrido \(duration)"
        case .averageRate(let rate): return "\(rate) em média"
        case .took(let duration): return "demorou \(duration)"
        case .stalled(let amounts, let duration): return "parado em \(amounts), sem dados há \(duration)"
        case .movingAgain(let progress): return "retomado, \(progress)"
        case .lowestRate(let rate): return "mínimo \(rate)"
        case .highestRate(let rate): return "máximo \(rate)"
        case .stalls(let count, let longest):
            return count == 1 ? "1 paragem de \(longest)" : "\(count) paragens, a mais longa \(longest)"
        case .noStalls: return "sem paragens"
        case .steady: return "estável"
        case .speedingUp: return "a acelerar"
        case .slowing: return "a abrandar"
        case .noProgressRead:
            return "não foi lido nenhum progresso da saída do comando; em vez disso, foi contada a sua saída"
        case .awaitingProgress(let duration): return "à espera do progresso do comando, decorrido \(duration)"
        case .waitingForLeftRunning:
            return "à espera de que os processos que o comando deixou em execução fechem a sua saída"
        case .stoppedWaitingForLeftRunning:
            return """
                deixou-se de esperar pelos processos que o comando deixou em execução; o que escreverem a partir de \
                agora perde-se
                """
        }
    }

    /// "1 byte saltado", "512 bytes saltados".
    private static func skipped(_ bytes: Int64) -> String {
        form(bytes, one: "\(bytes) byte saltado", other: "\(bytes) bytes saltados")
    }

    package static func systemError(_ error: Errno) -> String? {
        switch error {
        case .notPermitted: return "Operação não permitida"
        case .noSuchEntry: return "Ficheiro ou diretório inexistente"
        case .noSuchProcess: return "Processo inexistente"
        case .inputOutput: return "Erro de entrada/saída"
        case .noDeviceOrAddress: return "Dispositivo ou endereço inexistente"
        case .accessDenied: return "Permissão negada"
        case .busy: return "Dispositivo ou recurso ocupado"
        case .exists: return "O ficheiro já existe"
        case .noDevice: return "Dispositivo inexistente"
        case .notADirectory: return "Não é um diretório"
        case .isADirectory: return "É um diretório"
        case .invalid: return "Argumento inválido"
        case .tooManyOpenFiles: return "Demasiados ficheiros abertos"
        case .fileTooLarge: return "Ficheiro demasiado grande"
        case .noSpace: return "Sem espaço livre no dispositivo"
        case .readOnlyFileSystem: return "Sistema de ficheiros só de leitura"
        case .brokenPipe: return "Pipe interrompido"
        case .nameTooLong: return "Nome de ficheiro demasiado longo"
        case .symbolicLinkLoop: return "Demasiados níveis de ligações simbólicas"
        case .quotaExceeded: return "Quota de disco excedida"
        case .notExecutable: return "Formato de executável inválido"
        case .textFileBusy: return "Ficheiro executável em uso"
        case .outOfMemory: return "Memória insuficiente"
        case .connectionRefused: return "Ligação recusada"
        default: return nil
        }
    }
}
