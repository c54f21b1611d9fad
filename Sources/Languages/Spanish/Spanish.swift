/// meter's messages in Spanish.
package enum Spanish: Catalogue {
    package static let language = Language.spanish

    package static func text(_ message: Message) -> String? {
        switch message {
        case .failed(let name, let error): return "\(say(name)): \(say(error))"
        case .readFailed(let name, let error): return "\(say(name)): falló la lectura: \(say(error))"
        case .writeFailed(let name, let error): return "\(say(name)): falló la escritura: \(say(error))"
        case .truncateFailed(let name, let error): return "\(say(name)): falló el truncado: \(say(error))"
        case .syncFailed(let name, let error): return "\(say(name)): falló la sincronización: \(say(error))"
        case .inputIsOutput(let name): return "\(say(name)): el archivo de entrada es también el de salida"
        case .directIOUnsupported(let name, let error):
            return "\(say(name)): E/S directa no admitida (\(say(error))); se sigue a través de la caché de páginas"
        case .skipped(let name, let error, let bytes, let offset):
            return "\(say(name)): \(say(error)): \(skipped(bytes)) en la posición \(offset)"
        case .skippedInRegions(let name, let error, let bytes, let regions, let offset):
            let place = regions == 1
                ? "en 1 región, en la posición \(offset)"
                : "en \(regions) regiones, la primera en la posición \(offset)"
            return "\(say(name)): \(say(error)): \(skipped(bytes)) \(place)"
        case .unreadablePastReportedSize(let name, let offset):
            return """
                \(say(name)): nada legible en 1 MiB más allá del tamaño indicado; se detuvo en la posición \(offset)
                """
        case .commandNotFound(let command): return "\(command): no se encontró la orden"
        case .countFileTooLarge(let path): return "\(path): demasiado grande para un archivo de recuento"
        case .notACountFile(let path): return "\(path): no es un archivo de recuento que meter sepa leer"
        case .notARequest: return "petición que meter no entiende"
        case .scriptLineMalformed(let line): return "se esperaba «INSTANTE CANTIDAD», se encontró \(quoted(line))"
        case .scriptOffsetInvalid(let word): return "instante \(quoted(word)) no válido (en segundos, como 1.5)"
        case .scriptOffsetEarlier(let word): return "el instante \(word) es anterior al de la línea previa"
        case .scriptAmountInvalid(let word):
            return "cantidad \(quoted(word)) no válida (un número con un sufijo opcional K, M, G, T, P o E)"
        case .scriptTooLarge: return "el script ocupa más de 64 MiB"
        case .scriptOffsetTooLate(let word):
            return "el instante \(word) pasa de 86400 segundos (un día), la duración máxima de una reproducción"
        case .scriptHeaderUnknown(let line):
            return """
                \(quoted(line)) no es un script que este meter sepa reproducir (reproduce scripts de dos columnas y \
                «meter-replay 2 command»)
                """
        case .scriptCommandLineMalformed(let line):
            return "se esperaba un ajuste o «INSTANTE EVENTO» de una orden grabada, se encontró \(quoted(line))"
        case .scriptWithoutEnd: return "la grabación termina antes del final de la ejecución: se interrumpió"
        case .scriptLineTooLong: return "la línea ocupa más de 1 MiB"
        case .rateNotMeasured: return "velocidad no medida"
        case .rateStatistics(let minimum, let mean, let maximum, let deviation, let unit):
            return "velocidad mín/media/máx/desv = \(minimum)/\(mean)/\(maximum)/\(deviation) \(unit)"
        case .standardInput: return "(entrada estándar)"
        case .standardOutput: return "(salida estándar)"
        case .commandInput: return "(entrada de la orden)"
        case .temporaryFile: return "(archivo temporal)"
        case .replayOutput: return "(salida)"
        case .etaLabel: return "ETA"
        case .finishLabel: return "fin"
        case .ratioLabel: return "relación"
        case .plainOfTotal(let percent, let count, let total):
            return "\(language.percent(percent)) \(count) de \(total)"
        case .lines(let category): return form(category, one: "línea", other: "líneas")
        case .records(let category): return form(category, one: "registro", other: "registros")
        case .linesOfTotal(let category): return text(.lines(category))
        case .recordsOfTotal(let category): return text(.records(category))
        case .linesPerSecond: return "líneas/s"
        case .recordsPerSecond: return "registros/s"
        case .timeLeft(let duration): return "queda \(duration)"
        case .timeElapsed(let duration): return "transcurrido \(duration)"
        case .averageRate(let rate): return "\(rate) de media"
        case .took(let duration): return "duró \(duration)"
        case .stalled(let amounts, let duration): return "parado en \(amounts), nada desde hace \(duration)"
        case .movingAgain(let progress): return "avanza de nuevo, \(progress)"
        case .lowestRate(let rate): return "mínimo \(rate)"
        case .highestRate(let rate): return "máximo \(rate)"
        case .stalls(let count, let longest):
            return count == 1 ? "1 parada de \(longest)" : "\(count) paradas, la más larga \(longest)"
        case .noStalls: return "sin paradas"
        case .steady: return "estable"
        case .speedingUp: return "acelerando"
        case .slowing: return "desacelerando"
        case .noProgressRead:
            return "no se leyó ningún progreso en la salida de la orden; en su lugar se contó su salida"
        case .awaitingProgress(let duration): return "esperando el progreso de la orden, transcurrido \(duration)"
        case .waitingForLeftRunning:
            return "esperando a que los procesos que la orden dejó en marcha cierren su salida"
        case .stoppedWaitingForLeftRunning:
            return """
                se dejó de esperar a los procesos que la orden dejó en marcha; lo que escriban a partir de ahora se \
                pierde
                """
        }
    }

    /// "se omitió 1 byte", "se omitieron 512 bytes".
    private static func skipped(_ bytes: Int64) -> String {
        form(bytes, one: "se omitió \(bytes) byte", other: "se omitieron \(bytes) bytes")
    }

    package static func systemError(_ error: Errno) -> String? {
        switch error {
        case .notPermitted: return "Operación no permitida"
        case .noSuchEntry: return "No existe el archivo o el directorio"
        case .noSuchProcess: return "No existe el proceso"
        case .inputOutput: return "Error de entrada/salida"
        case .noDeviceOrAddress: return "No existe el dispositivo o la dirección"
        case .accessDenied: return "Permiso denegado"
        case .busy: return "Dispositivo o recurso ocupado"
        case .exists: return "El archivo ya existe"
        case .noDevice: return "No existe el dispositivo"
        case .notADirectory: return "No es un directorio"
        case .isADirectory: return "Es un directorio"
        case .invalid: return "Argumento no válido"
        case .tooManyOpenFiles: return "Demasiados archivos abiertos"
        case .fileTooLarge: return "Archivo demasiado grande"
        case .noSpace: return "No queda espacio en el dispositivo"
        case .readOnlyFileSystem: return "Sistema de archivos de solo lectura"
        case .brokenPipe: return "Tubería rota"
        case .nameTooLong: return "Nombre de archivo demasiado largo"
        case .symbolicLinkLoop: return "Demasiados niveles de enlaces simbólicos"
        case .quotaExceeded: return "Cuota de disco superada"
        case .notExecutable: return "Formato de ejecutable incorrecto"
        case .textFileBusy: return "Archivo ejecutable en uso"
        case .outOfMemory: return "No hay memoria suficiente"
        case .connectionRefused: return "Conexión rechazada"
        default: return nil
        }
    }
}
