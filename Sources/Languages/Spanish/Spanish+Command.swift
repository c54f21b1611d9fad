import MeterKit

/// The command's words in Spanish.
extension Spanish: CommandCatalogue {
    static func text(_ message: CommandMessage) -> String? {
        switch message {
        case .unknownOption(let option): return "opción \(quoted(option)) desconocida"
        case .ambiguousOption(let option, let candidates):
            return "la opción \(quoted(option)) es ambigua: puede ser \(or(candidates))"
        case .execTakesNoValue: return "la opción «--exec» no admite valor: ponga la orden detrás"
        case .takesNoValue(let option): return "la opción \(quoted(option)) no admite valor"
        case .needsValue(let option, let placeholder):
            return "la opción \(quoted(option)) necesita un valor <\(say(placeholder))>"
        case .invalidSize(let text):
            return "tamaño \(quoted(text)) no válido (se esperaba un número con un sufijo opcional K, M, G, T, P o E)"
        case .sizeTooLarge(let text): return "el tamaño \(quoted(text)) es demasiado grande"
        case .invalidSeconds(let text): return "número de segundos \(quoted(text)) no válido"
        case .invalidWholeNumber(let text): return "número entero \(quoted(text)) no válido"
        case .outOfRange(let text, let lowest, let highest):
            return "\(quoted(text)) está fuera de rango (de \(lowest) a \(highest))"
        case .invalidShell(let text, let choices): return "shell \(quoted(text)) no válido (se esperaba \(or(choices)))"
        case .invalidChoice(let text, let choices):
            return "valor \(quoted(text)) no válido (se esperaba \(or(choices)))"
        case .invalidFactor(let text): return "factor \(quoted(text)) no válido (se esperaba un número como 0.5 o 2)"
        case .invalidColor(let text, let names):
            return """
                color \(quoted(text)) no válido (se esperaba #RRGGBB, #RGB o uno de \(names.joined(separator: ", ")))
                """
        case .unknownDisplay(let name):
            return "visualización \(quoted(name)) desconocida (se esperaba windowtitle o processtitle)"
        case .namesNoDisplay(let text):
            return "\(quoted(text)) no nombra ninguna visualización (se esperaba windowtitle o processtitle)"
        case .scriptNameEmpty: return "el nombre del archivo de script está vacío"
        case .fileNameEmpty: return "el nombre del archivo está vacío"
        case .outputNameEmpty: return "el nombre del archivo de salida está vacío"
        case .storeNameEmpty: return "el nombre del archivo está vacío («-» para un archivo temporal)"
        case .atNeedsFileName: return "«@» necesita un nombre de archivo"
        case .equalsNeedsProcessName: return "«=» debe ir seguido de un nombre de proceso"
        case .invalidProcessPattern(let pattern, let reason):
            return "expresión regular no válida \(quoted(pattern)) tras «=»: \(reason)"
        case .atNeedsListName: return "«@» debe ir seguido de un nombre de archivo"
        case .invalidProgressPattern(let pattern, let reason):
            return "expresión regular no válida \(quoted(pattern)): \(reason)"
        case .progressPatternWithoutCapture(let pattern, let presets):
            return """
                \(quoted(pattern)) no tiene ningún grupo que leer: ponga el número entre paréntesis, como en \
                «([0-9]+)%», o nombre un preajuste (\(or(presets)))
                """
        case .progressPatternBackReference(let pattern, let reference):
            return """
                \(quoted(pattern)) tiene una referencia hacia atrás (\(quoted(reference))): las expresiones \
                regulares extendidas no las tienen, y comparar una línea con ella puede tardar \
                minutos
                """
        case .progressCapturesUnnamed(let pattern):
            return """
                \(quoted(pattern)) tiene más de dos grupos: indique qué es cada uno con una letra antes de dos puntos, \
                como en «dt-:» (p porcentaje, d hecho, t total, - sin leer)
                """
        case .progressRolesMismatch(let roles, let pattern, let captures):
            return """
                los roles \(quoted(roles)) necesitan una letra por cada grupo de \(quoted(pattern)), que tiene \
                \(captures)
                """
        case .progressRolesInvalid(let roles):
            return """
                roles no válidos \(quoted(roles)): nombre p, d y t como mucho una vez cada uno, y al menos uno de \
                ellos
                """
        case .expectedWatchTarget(let text):
            return "se esperaba PID, PID:FD, =NOMBRE o @ARCHIVO_LISTA, no \(quoted(text))"
        case .listNamesList(let text): return "un archivo de lista no puede nombrar otra lista (\(quoted(text)))"
        case .listTooLarge: return "la lista ocupa más de 1 MiB"
        case .sizeSentAsNumber: return "un tamaño se envía como número"
        case .cannotTakeSize(let path, let error):
            return "no se puede obtener el tamaño de \(quoted(path)): \(say(error))"
        case .system(let error): return say(error)
        case .listLine(let path, let line): return "-d @\(path): línea \(line)"
        case .rememberNeedsExec: return "--remember necesita una orden: désela con --exec"
        case .monitorNeedsExec: return "-M necesita una orden: désela con --exec"
        case .progressFromNeedsExec: return "--progress-from necesita una orden: désela con --exec"
        case .execWaitNeedsExec: return "--exec-wait necesita una orden: désela con --exec"
        case .progressFromNotWithMonitor:
            return "--progress-from no puede usarse con -M: el progreso de la orden mueve un solo medidor"
        case .execNeedsCommand: return "--exec necesita una orden"
        case .operandWithExec(let operand):
            return """
                \(quoted(operand)): los operandos ARCHIVO no pueden usarse con --exec (todo lo que sigue a --exec es \
                la orden)
                """
        case .notWithExec(let option): return "\(option) no puede usarse con --exec"
        case .copyOptionNotWithExec(let option):
            return "\(option) no puede usarse con --exec: es una opción de la copia"
        case .rememberNotWithMonitorIn:
            return "--remember no puede usarse con -M in: guarda el recuento de la salida de la orden"
        case .givenTooOften(let option, let times):
            return """
                \(option) aparece \(times) veces: con -M both, delo una vez para ambos medidores, o dos (primero el \
                de la entrada, luego el de la salida)
                """
        case .notWithWatch(let option):
            return "\(option) no puede usarse con -d: meter no copia nada entonces, sigue una posición en bytes"
        case .notWithCopies(let option):
            return """
                \(option) no puede usarse con --copies: meter no copia nada entonces, sigue los archivos de otras \
                órdenes
                """
        case .operandWithCopies(let operand):
            return """
                \(quoted(operand)): los operandos ARCHIVO no pueden usarse con --copies: las órdenes se buscan, no se \
                nombran (-d PID nombra una)
                """
        case .monitorBothNotWithCopies:
            return """
                -M both no puede usarse con --copies: la línea de una orden sigue un solo archivo, leído (in) o \
                escrito (out)
                """
        case .stopNeedsSize:
            return "-S necesita un tamaño: déselo con -s (no todas las entradas tienen un tamaño conocido)"
        case .replayTakesNoFile: return "--replay no admite ARCHIVO: el script es la entrada"
        case .notWithReplay(let option): return "\(option) no puede usarse con --replay"
        case .notWithRecord(let option): return "\(option) no puede usarse con --record"
        case .notWithRecordedCommand(let option): return "\(option) no puede usarse al reproducir una orden grabada"
        case .remoteAndQuery: return "-R y -Q no pueden usarse juntos"
        case .operandWithControl(let operand, let option):
            return """
                \(quoted(operand)): los operandos ARCHIVO no pueden usarse con \(option): los archivos son los del \
                otro meter
                """
        case .notWithControl(let name, let option):
            return "\(name) no puede usarse con \(option): \(option) no copia nada, habla con otro meter"
        case .sameFileTwice(let first, let second, let path):
            return "\(first) y \(second) nombran el mismo archivo \(quoted(path)): dé a cada una el suyo"
        case .sameFileAsStandardOutput(let option, let path):
            return "\(option) nombra \(quoted(path)), el archivo donde ya escribe la salida estándar: dele uno propio"
        case .pidFileNotRegular(let path):
            return "\(quoted(path)) no es un archivo regular: meter solo reemplaza un archivo regular, o crea uno nuevo"
        case .usageLine: return "Uso: \(language.usageForms[0])"
        case .seeHelp: return "Consulte «meter --help»."
        case .or: return "o"
        case .warning(let message): return "aviso: \(say(message))"
        case .ignoredValue(let option, let problem): return "\(option): \(say(problem)); se ignora"
        case .cannotMakeTemporaryFile(let directory, let error):
            return "\(directory): no se puede crear un archivo temporal: \(say(error))"
        case .noProcessMatches(let target): return "\(target): ningún nombre de proceso coincide"
        case .noSuchProcess(let target): return "\(target): no existe ese proceso"
        case .noSuchDescriptor(let target): return "\(target): el proceso no tiene ese descriptor de archivo"
        case .notAFile(let target, let path):
            return "\(target): \(quoted(path)) no es un archivo regular ni un dispositivo de bloques"
        case .cannotSeeFiles(let target, let error):
            return "\(target): no se pueden ver los archivos del proceso: \(say(error))"
        case .watchFailed(let target, let error): return "\(target): \(say(error))"
        case .noCacheDirectory:
            return "--remember: no hay directorio de caché (no está definido XDG_CACHE_HOME ni HOME)"
        case .cannotRemember(let failure): return "no se puede guardar el recuento: \(say(failure))"
        case .ignoringRemembered(let failure): return "se ignora el recuento guardado: \(say(failure))"
        case .remoteIgnored(let names):
            return """
                -R: imposible cambiar \(names.joined(separator: ", ")) mientras meter está en marcha: se ignora
                """
        case .notAMeterOfYours(let process): return "el proceso \(process) no es un meter suyo"
        case .noProcessWithID(let process): return "no hay ningún proceso con el ID \(process)"
        case .noMetersRunning: return "no hay ningún meter suyo en marcha"
        case .answererNotYours: return "el proceso que responde no es suyo: no se envió nada"
        case .endedBeforeAnswer: return "el meter terminó antes de responder"
        case .meterRefused(let reason): return "el meter rechazó la petición: \(reason)"
        case .controlChannelUnprotected(let folder, let reason):
            return """
                no se puede tener el canal de control en \(folder) (\(say(reason))): -R y -Q pasan por un nombre que \
                cualquier usuario local podría ocupar
                """
        case .notAPrivateFolder: return "no es un directorio suyo con modo 0700"
        case .noHomeFolder: return "no se conoce ningún directorio personal"
        case .controlChannelTaken(let address):
            return "otro proceso ocupa el canal de control \(address): -R y -Q no pueden llegar a este meter"
        case .storeMeterName: return "(entrada)"
        case .overviewHeading: return "DESCRIPCIÓN:"
        case .usageHeading: return "USO:"
        case .argumentsHeading: return "ARGUMENTOS:"
        case .groupHeading(let group): return heading(group)
        case .overview:
            return """
                Copia la entrada estándar o cada ARCHIVO en la salida estándar y muestra el progreso en la salida de \
                error estándar.
                """
        case .fileArgument:
            return "Un archivo que copiar, uno tras otro. «-» o ningún ARCHIVO significa la entrada estándar."
        case .seeManual:
            return "Secuencias de formato, scripts de reproducción, estados de salida y señales: consulte «man meter»."
        case .optionHelp(let id, _): return optionHelp(id)
        }
    }

    private static func heading(_ group: OptionGroup) -> String {
        switch group {
        case .data: return "OPCIONES DE DATOS:"
        case .display: return "OPCIONES DE VISUALIZACIÓN:"
        case .style: return "OPCIONES DE ESTILO:"
        case .command: return "OPCIONES DE ORDEN:"
        case .control: return "OPCIONES DE CONTROL:"
        case .testing: return "OPCIONES DE PRUEBA:"
        case .general: return "OPCIONES:"
        }
    }

    private static func or(_ words: [String]) -> String { language.alternatives(words) }

    /// Each option's help in Spanish.
    static func optionHelp(_ id: OptionID) -> String? {
        switch id {
        case .size:
            return """
                Total esperado: bytes con un sufijo opcional K, M, G, T, P o E (1.5G), un recuento en modo de \
                líneas, o @ARCHIVO para el tamaño de ARCHIVO (@DIR: los archivos bajo DIR); 0 para ninguno.
                """
        case .lineMode: return "Contar líneas en lugar de bytes."
        case .null: return "Contar registros terminados en NUL (implica -l)."
        case .output: return "Escribir en ARCHIVO en lugar de en la salida estándar."
        case .discard: return "Leer y contar, pero no escribir nada."
        case .si:
            return """
                Unidades en potencias de 1000, no de 1024: las mostradas y los sufijos de los tamaños dados después.
                """
        case .rateLimit:
            return """
                Copiar como mucho VELOCIDAD bytes por segundo (líneas en modo de líneas); sufijos como en --size; 0 \
                para ningún límite.
                """
        case .stopAtSize:
            return "Parar tras --size, o sin él en el tamaño de las entradas; en modo de bytes no se lee nada más allá."
        case .skipErrors:
            return """
                Saltar las partes ilegibles de una entrada, primero un byte y hasta 512 mientras sigan los errores, \
                escribiendo NUL en su lugar; dos veces: informar una vez por archivo.
                """
        case .errorSkipBlock:
            return """
                Con -E (implícito): saltar el bloque entero de BYTES en el que hay un error (-EE -Z 4K /dev/sdX > \
                disk.img).
                """
        case .bufferSize: return "Usar un búfer de BYTES (sufijos como en --size)."
        case .noSplice: return "No usar nunca splice(2) ni sendfile(2); leer y escribir siempre."
        case .sparse:
            return """
                Dejar huecos en un archivo de salida donde los datos tienen bloques de ceros, en lugar de escribirlos.
                """
        case .sync:
            return """
                Sincronizar un archivo o dispositivo de salida tras cada escritura, para que la barra siga al disco y \
                no a la caché.
                """
        case .directIO:
            return "Leer y escribir archivos y dispositivos de bloques con O_DIRECT, sin pasar por la caché de páginas."
        case .storeAndForward:
            return """
                Leerlo todo primero en ARCHIVO («-»: un archivo temporal) y después escribirlo, con su tamaño como \
                total.
                """
        case .progress: return "Mostrar la barra y el porcentaje."
        case .timer: return "Mostrar el tiempo transcurrido."
        case .eta: return "Mostrar el tiempo restante."
        case .fineta: return "Mostrar la hora a la que terminará la transferencia."
        case .rate: return "Mostrar la velocidad desde la última actualización."
        case .averageRate: return "Mostrar la velocidad media en la ventana (-m)."
        case .bytes: return "Mostrar la cantidad transferida hasta ahora."
        case .bits:
            return """
                Mostrar la cantidad hasta ahora, y las velocidades, en bits en lugar de bytes (como pv, implica -b).
                """
        case .bufferPercent:
            return "Mostrar cuán lleno está el búfer de meter, { 45%} (los datos pasan entonces por él)."
        case .lastWritten:
            return "Mostrar los últimos CANTIDAD bytes escritos, cada byte no imprimible mostrado como «.» (-A 16)."
        case .gauge:
            return """
                Sin total, mostrar la velocidad frente a la más alta hasta ahora en lugar de un bloque que va y viene.
                """
        case .name: return "Poner NOMBRE delante de la visualización."
        case .format:
            return """
                Componer la visualización según FORMATO, con las secuencias de pv: %p %t %e %I %r %a %b %T %nA \
                %{sgr:red} (y sus formas %{timer}) %N %L %%; una barra admite un ancho (%20p); todo lo demás se \
                muestra tal cual. Con -n, números: -n -F '{\"bytes\":%b}'.
                """
        case .numeric:
            return """
                Escribir porcentajes enteros, uno por línea (con -b antes el recuento, -r la velocidad, -t los \
                segundos transcurridos; con -F, sus secuencias como números simples).
                """
        case .stats:
            return """
                Al final, escribir la velocidad mínima, media y máxima y su desviación en una línea aparte, incluso \
                con -q.
                """
        case .summary:
            return """
                Al final, escribir un resumen de la ejecución, también con -q: la cantidad, la velocidad media, \
                mínima y máxima, el tiempo, las paradas y la velocidad de toda la ejecución como sparkline (tras la \
                línea de -v).
                """
        case .json:
            return """
                En lugar de la visualización, escribir en la salida de error estándar un objeto JSON en cada \
                actualización y un resumen al final, cada uno en una línea que empieza por {\"v\":1, (JSON PROGRESS en \
                el manual).
                """
        case .jsonFile:
            return """
                Escribir en cambio los objetos de --json en ARCHIVO, junto a la visualización en la salida de error \
                estándar (--json-file progress.jsonl).
                """
        case .quiet: return "No mostrar nada."
        case .force: return "Mostrar la visualización aunque la salida de error estándar no sea un terminal."
        case .interval: return "Actualizar cada SEG segundos (por omisión 1; entre 0.1 y 600)."
        case .width: return "Dibujar con COLUMNAS columnas en lugar del ancho del terminal (0: el del terminal)."
        case .height:
            return "Se acepta y se comprueba para los scripts de pv; meter obtiene la altura del propio terminal."
        case .averageWindow:
            return "Promediar la velocidad y el tiempo restante en los últimos SEG segundos (por omisión 30)."
        case .wait: return "No mostrar nada hasta que llegue el primer byte."
        case .delayStart: return "No mostrar nada durante los primeros SEG segundos."
        case .cursor:
            return """
                Mantener este medidor en una línea propia, para que varios medidores de una tubería se apilen en el \
                terminal (meter -c -N in a | gzip | meter -c -N out > b.gz).
                """
        case .extraDisplay:
            return """
                Mostrar también la visualización en el título de la ventana del terminal (windowtitle) o en el título \
                del proceso que muestra ps (processtitle): nombres separados por comas y, si se quiere, «:FORMATO» (-x \
                'windowtitle:%p %e').
                """
        case .indicatorStyle:
            return """
                El indicador: linear (una barra, por omisión) o circular (un anillo que se llena en el sentido de las \
                agujas del reloj junto al porcentaje: --style circular).
                """
        case .ring:
            return """
                Los glifos del anillo: braille (una celda, 9 estados, por omisión) o pie (○◔◑◕●; --style circular \
                --ring pie).
                """
        case .barStyle:
            return """
                Los glifos de la barra, como pv: plain ([===>]), block, granular (octavos de celda, por omisión) o \
                shaded (-u shaded).
                """
        case .spinnerSpeed:
            return """
                Girar FACTOR veces más rápido la rueda giratoria que se muestra sin total (por omisión 1; \
                --spinner-speed 0.5).
                """
        case .layout:
            return """
                Mostrar un conjunto de campos: mini (el indicador), small (y el porcentaje), regular (el de pv) o \
                large (todos los campos); -F sigue teniendo prioridad (--layout small).
                """
        case .color:
            return """
                Colorear la visualización: auto (por omisión: en un terminal con una configuración regional UTF-8, \
                salvo si NO_COLOR está definido), always o never (--color never).
                """
        case .tint:
            return """
                Rellenar con COLOR: #RRGGBB, #RGB o un nombre como orange, blue o green (por omisión #FF5733; --tint \
                '#3584E4').
                """
        case .reduceMotion:
            return """
                Sin movimiento decorativo: la rueda giratoria se queda quieta, la barra avanza por celdas \
                enteras, una línea solo se redibuja cuando cambia uno de sus valores (también REDUCE_MOTION=1).
                """
        case .noReduceMotion: return "Animar aunque REDUCE_MOTION esté definido."
        case .plain:
            return """
                Escribir líneas sencillas para lectores de pantalla y registros, aunque la salida de error estándar no \
                sea un terminal: «in: 40% 400MiB de 1,0GiB, 12MiB/s, queda 0:00:50» (también con TERM=dumb, y con \
                ACCESSIBLE=1 donde meter dibuja).
                """
        case .noPlain: return "Dibujar la visualización en su sitio aunque ACCESSIBLE esté definido."
        case .heartbeat:
            return """
                Con líneas sencillas: escribir una siempre que no se haya escrito ninguna en SEG segundos, para que un \
                registro nunca quede en silencio (por omisión 60 fuera de un terminal, ninguna en uno; 0 para \
                ninguna).
                """
        case .terminalProgress:
            return """
                Mostrar también el progreso en la pestaña o la barra de tareas del terminal (OSC 9;4): auto (por \
                omisión: en los terminales que se sabe que lo muestran, como Windows Terminal, Ghostty, WezTerm, \
                iTerm2 y el de GNOME; también METER_TERMINAL_PROGRESS), always o never.
                """
        case .exec:
            return """
                Ejecutar ORDEN con los argumentos que siguen (todo lo que sigue a --exec es la orden), contando su \
                salida estándar; su salida de error estándar, y su salida estándar en un terminal, aparecen encima de \
                la visualización. meter termina con el estado de salida de ORDEN.
                """
        case .remember:
            return """
                Con --exec: guardar el recuento final de esta orden en este directorio y esperarlo como total la \
                próxima vez.
                """
        case .monitor:
            return """
                Con --exec: contar lo que lee la orden (in: la entrada estándar de meter, copiada a ella), lo que \
                escribe (out, por omisión), o ambas cosas, en dos líneas, primero la de la entrada y después la de la \
                salida, con la relación entre salida y entrada (-M both --exec gzip -9 < big > big.gz).
                """
        case .progressFrom:
            return """
                Con --exec: hacer que el medidor siga el progreso que imprime la orden, leído de su salida según \
                PATRÓN. PATRÓN es un preajuste (percent, count, rsync, ffmpeg, curl) o una expresión regular \
                extendida con un grupo, un porcentaje, o dos, hecho y total (--progress-from '([0-9]+) of ([0-9]+)').
                """
        case .execWait:
            return """
                Con --exec: cuando la orden haya terminado, esperar como mucho SEG segundos a que los procesos que \
                dejó en marcha cierren su salida, luego dejar de leerla y salir con el estado de la orden (por \
                omisión: esperar hasta que la cierren; --exec-wait 5).
                """
        case .watchfd:
            return """
                No copiar nada: seguir los archivos que otros procesos tienen abiertos, una línea por archivo, como pv \
                -d. OBJETIVO es PID (cada uno de sus archivos, según los abre, hasta que termina), PID:FD (un \
                archivo), =NOMBRE (los procesos cuyo nombre coincide con la expresión regular NOMBRE, como con pgrep) \
                o @ARCHIVO_LISTA (un objetivo por línea); pueden seguir más como operandos (-d \"$(pidof gzip)\").
                """
        case .copies:
            return """
                No copiar nada: seguir cada orden suya que recorre archivos (cp, mv, dd, cat, tar, gzip, xz, zstd, \
                rsync, sha256sum… según la lista del manual; las de todos los usuarios, como root), una línea por \
                orden: la orden, el archivo más grande que lee (con -M out, que escribe), por dónde va, la velocidad \
                y el tiempo restante. Las órdenes iniciadas después se suman, las que terminan dejan su última \
                línea, hasta que se interrumpa meter.
                """
        case .remote:
            return """
                Cambiar los ajustes del meter en marcha con el ID de proceso PID: toma las opciones de visualización \
                dadas aquí (-p -t -e -r -b -a -I, -F, -N; un nombre no dado se borra), --style, --tint, --color, \
                --reduce-motion, y -L, -s, -i, -w si se dan y son mayores que 0 (meter -R 4242 -L 10M).
                """
        case .query:
            return """
                Mostrar aquí el progreso del meter en marcha con el ID de proceso PID, con las opciones de \
                visualización dadas aquí, hasta que termine (meter -Q 4242 -pte).
                """
        case .meters:
            return """
                Mostrar aquí cada meter suyo en marcha, una línea por meter (un bloque para el que tiene varias), con \
                las opciones de visualización dadas aquí: copias, vigilancias -d y meter con --exec, no los que solo \
                muestran otros; los meter iniciados después se suman, hasta que todos hayan terminado.
                """
        case .pidFile:
            return """
                Escribir el ID de proceso de meter en ARCHIVO antes de copiar ningún dato, para -R y -Q; se borra \
                cuando meter termina.
                """
        case .replay:
            return """
                Escribir el flujo simulado que describe SCRIPT, o reproducir la ejecución de orden que grabó, y \
                contarlo en un reloj virtual, de inmediato, con los fotogramas que dibujaría una ejecución real \
                (implica -f).
                """
        case .record:
            return """
                Escribir en ARCHIVO un script de reproducción de lo que llega, o de lo que hace la orden de --exec, \
                con instantes en milisegundos.
                """
        case .help: return "Mostrar la ayuda."
        case .version: return "Mostrar la versión."
        case .completionScript:
            return """
                Escribir el script de completado para SHELL (bash, zsh o fish); con meters, los ID de proceso de sus \
                meter en marcha, uno por línea, tal como los scripts los ofrecen tras -Q y -R.
                """
        }
    }
}

extension Spanish {
    /// The metavariables of `--help` and the usage line in Spanish, as GNU's catalogues name them.
    static func metavariable(_ name: Metavariable) -> String {
        switch name {
        case .size: return "TAMAÑO"
        case .file: return "ARCHIVO"
        case .rate: return "VELOCIDAD"
        case .bytes: return "BYTES"
        case .count: return "CANTIDAD"
        case .name: return "NOMBRE"
        case .format: return "FORMATO"
        case .seconds: return "SEG"
        case .columns: return "COLUMNAS"
        case .rows: return "FILAS"
        case .spec: return "ESPEC"
        case .style: return "ESTILO"
        case .glyphs: return "GLIFOS"
        case .factor: return "FACTOR"
        case .layout: return "DISPOSICIÓN"
        case .when: return "CUÁNDO"
        case .color: return "COLOR"
        case .command: return "ORDEN"
        case .stream: return "FLUJO"
        case .pattern: return "PATRÓN"
        case .target: return "OBJETIVO"
        case .pid: return "PID"
        case .script: return "SCRIPT"
        case .shell: return "SHELL"
        case .options: return "OPCIONES"
        case .argument: return "ARG"
        case .descriptor: return "FD"
        case .directory: return "DIR"
        case .listFile: return "ARCHIVO_LISTA"
        }
    }
}
