# Las pantallas de ayuda de la línea de órdenes y los errores del analizador de argumentos (chocolatier --help, una opción desconocida). Las reglas de los ids, en en/cli-help.ftl.

## Los tipos de los valores de las opciones y los marcadores de las líneas de uso

cli-type-number = número
cli-type-decimal = número decimal
cli-type-text = texto
cli-type-path = ruta
cli-type-repeatable = { $kind } (repetible)
cli-metavar-record = REGISTRO
cli-metavar-records-dir = CARPETA_DE_REGISTROS
cli-metavar-dir = CARPETA
cli-metavar-file = FICHERO
cli-metavar-name = NOMBRE
cli-metavar-table = MESA
cli-metavar-n = N
cli-metavar-section = SECCIÓN
cli-metavar-address = DIRECCIÓN

## Las palabras de la propia pantalla de ayuda

cli-screen-usage = Uso:
cli-screen-arguments = Argumentos
cli-screen-options = Opciones
cli-screen-commands = Órdenes
cli-screen-error = Error
cli-screen-aborted = Cancelado.
cli-screen-required = [obligatorio]
cli-screen-default = [por defecto: { $value }]
cli-screen-try-help = Prueba [blue]'{ $command } { $option }'[/] para ver la ayuda.

## Los errores del analizador de argumentos

cli-usage-no-such-option = No existe la opción { $option }.
cli-usage-did-you-mean = ¿Querías decir { $options }?
cli-usage-missing = Falta { $name }.
cli-usage-bad-value = El valor de { $name } debe ser: { $expected } (no «{ $value }»).
cli-usage-needs-value = { $option } necesita un valor detrás.
cli-usage-takes-no-value = { $option } no admite ningún valor.
cli-usage-no-such-command = No existe la orden «{ $command }».
cli-usage-missing-command = Indica una orden.
cli-usage-extra-arguments = Sobran argumentos: { $arguments }.

## La ayuda de las órdenes y sus opciones

cli-help = Chocolate Factory y Chocolatl: jugar, simular, reproducir y servir.
cli-help--version = Muestra la versión de chocolatier y sale.
cli-help-any--lang = Idioma de la salida (por defecto: CHOCOLATIER_LANG; si no, el de la configuración regional; si no, en).
cli-help--install-completion = Instala el autocompletado para el intérprete actual.
cli-help--show-completion = Muestra el autocompletado para el intérprete actual, para copiarlo o adaptar la instalación.
cli-help-any--help = Muestra esta ayuda y sale.
cli-help-admin = Moderar un servidor: líneas de chat denunciadas, expulsiones, líneas de chat, clasificaciones.
cli-help-admin-ban = Expulsa una cuenta. No puede iniciar sesión ni chatear, sus sesiones terminan ya y el servidor cierra las conexiones de sus asientos.
cli-help-any--name = El nombre de la cuenta.
cli-help-admin-ban--reason = El motivo (se guarda con la expulsión).
cli-help-any--database = URL de SQLAlchemy (sqlite:///fichero o postgresql://...); por defecto: un fichero SQLite en tu carpeta de datos.
cli-help-admin-delete-chat = Borra una línea de chat. La línea y las copias de sus denuncias desaparecen: ya no está en ningún historial que se envíe.
cli-help-any--table = El identificador de la mesa.
cli-help-admin-delete-chat--n = El número de la línea de chat.
cli-help-admin-reports = Lista las denuncias abiertas de líneas de chat: la línea, quién la escribió, dónde y por qué.
cli-help-admin-reports--as-json = Imprime una lista JSON.
cli-help-admin-unban = Levanta la expulsión de una cuenta (puede volver a iniciar sesión).
cli-help-admin-void-rating = Anula la clasificación de una partida puntuable terminada. Cada clasificación que movió se vuelve a calcular sin ella.
cli-help-analyze = Reproduce todos los registros de una carpeta: ventaja por asiento, tasas de elección y de victoria por carta, dinero por origen. Un registro que no se puede leer o reproducir se informa y se deja fuera (código de salida 2).
cli-help-analyze--folder = Carpeta de registros de partidas.
cli-help-analyze--top = Cartas que se muestran en la tabla (el JSON las tiene todas).
cli-help-any--as-json = Imprime un objeto JSON.
cli-help-analyze--ray = Ejecuta las reproducciones como tareas de Ray: 'local' (un Ray arrancado aquí), 'auto' (el clúster de esta máquina, lo predeterminado si no sigue ninguna dirección) o una dirección de clúster HOST:PORT / ray://HOST:10001 (necesita el extra ray: pip install 'chocolatier\[ray]').
cli-help-balance = Juega GAMES partidas por número de jugadores con BOT en todos los asientos y escribe el informe de equilibrio: victorias por asiento, dinero por origen, elección→victoria por carta y valores atípicos, gráficos.
cli-help-balance--players = Números de jugadores, p. ej. 2,3,4.
cli-help-balance--games = Partidas por número de jugadores, o un número por cada uno: 2000,1000.
cli-help-balance--bot = El bot de todos los asientos.
cli-help-any--seed = Semilla de la ejecución.
cli-help-balance--out = Escribe aquí balance.md y balance/ (JSON, gráficos).
cli-help-balance--records = Guarda el registro de cada partida en esta carpeta (una por número de jugadores).
cli-help-any--option = Opción de juego clave=valor (repetible).
cli-help-balance--cards = Carpeta con tus propios ficheros de cartas, que sustituyen cartas por su id.
cli-help-balance--threshold = Marca las cartas que se alejan esto (0.15: 15 puntos) de la tasa media de victoria.
cli-help-balance--min-picks = Las cartas elegidas menos veces no se marcan.
cli-help-any--workers = Procesos de trabajo (CPU de --ray local).
cli-help-any--ray = Ejecuta las partidas como tareas de Ray: 'local' (un Ray arrancado aquí), 'auto' (el clúster de esta máquina, lo predeterminado si no sigue ninguna dirección) o una dirección de clúster HOST:PORT / ray://HOST:10001 (necesita el extra ray: pip install 'chocolatier\[ray]').
cli-help-balance--as-json = Imprime también el informe en JSON.
cli-help-cards = Lista las cartas (piezas, pedidos de la tienda de la esquina, empleados, grandes almacenes, cartas del solitario) con sus nombres y textos en el idioma elegido.
cli-help-cards--as-json = Imprime los datos de las cartas como un objeto JSON.
cli-help-cards--markdown = Imprime tablas Markdown (docs/cards.md).
cli-help-cards--kind = Solo este tipo de carta.
cli-help-cards--cards-dir = Aplica tus propios ficheros de cartas (sustituyen por id de carta).
cli-help-cards--notes = Muestra también la nota de procedencia de cada carta (mejor en un terminal ancho).
cli-help-cards--module = Lista también las cartas de un módulo: master (Maestro Chocolatero: 4 piezas, caras C y D de los grandes almacenes, 6 empleados gratuitos).
cli-help-cards--option = Una opción de juego como en las partidas nuevas; master=true lista las cartas del Maestro Chocolatero.
cli-help-play = Jugar en el terminal: elige las acciones por número o por notación; `help` lista las órdenes.
cli-help-any--game = factory o chocolatl.
cli-help-play--players = Número de asientos (por defecto: la mesa más pequeña del juego, 2 o más).
cli-help-play--seat = Tus asientos, numerados desde 0, separados por comas para jugar por turnos en el mismo equipo: 0,2.
cli-help-play--bots = Bots de los demás asientos en orden de asiento (un solo nombre los ocupa todos): heuristic,search.
cli-help-play--seed = Semilla de la partida (al azar si se omite).
cli-help-play--option = Una opción de reglas CLAVE=VALOR (repetible; VALOR se lee como JSON).
cli-help-play--names = Nombres de los jugadores humanos, separados por comas.
cli-help-play--load = Continúa un registro guardado (sus bots figuran como bot:SPEC).
cli-help-play--start-from = Sigue jugando desde una instantánea de la posición (chocolatier replay --snapshot).
cli-help-play--cards = Carpeta con tus propios ficheros de cartas, que sustituyen cartas por su id (factory; un registro de --load conserva las suyas).
cli-help-replay = Reproduce exactamente el registro de una partida e imprime las jugadas en palabras, la posición, el desglose de la puntuación y un hash.
cli-help-any--record-path = El registro de una partida (JSON).
cli-help-replay--upto = Reproduce solo las N primeras jugadas (la posición tras la jugada N).
cli-help-replay--log = Imprime el evento de cada jugada en palabras.
cli-help-replay--as-snapshot = Imprime la posición como instantánea (docs/snapshots.md).
cli-help-replay--public = Con --snapshot: omite las partes ocultas (el orden de los mazos, la secuencia aleatoria).
cli-help-review = Valora cada decisión de una partida registrada: la estimación de los bots de la jugada hecha y de la mejor, la pérdida, una etiqueta (imprecisión, error, error grave), la pérdida media y la precisión de cada jugador y los tres momentos decisivos de la partida (método: docs/bots.md).
cli-help-review--seat = Valora solo este asiento (por defecto: todos).
cli-help-review--budget = Simulaciones por jugada candidata: más es más lento y más seguro.
cli-help-review--moves = Valora solo las N primeras jugadas.
cli-help-review--bots = Bots cuyas elecciones son las candidatas además de la jugada hecha, el más fuerte primero (por defecto: search,heuristic; mcts:iterations=12,search,heuristic añade la elección del bot más fuerte, de forma reproducible).
cli-help-rules = Imprime la referencia de reglas de un juego, la que citan los rechazos (§4.2), en el terminal y en el idioma elegido: `chocolatier rules factory 4.2 --lang es`.
cli-help-rules--game = El juego (por defecto: factory).
cli-help-rules--section = Un número de sección como 4.2 (con sus subsecciones); la referencia entera si no se da.
cli-help-schema = Imprime el JSON Schema de lo que leen los clientes: la vista de un asiento o de un espectador, cada evento (por código) y las acciones legales (docs/schema/<game>.json contiene las actuales); con --protocol, los mensajes del WebSocket de la mesa (docs/schema/protocol.json).
cli-help-schema--out = Escribe el esquema en FILE en vez de en la salida estándar.
cli-help-schema--protocol = En su lugar, los mensajes del WebSocket de la mesa (en ambos sentidos).
cli-help-db = La base de datos de un servidor: copiarla y comprobar sus partidas.
cli-help-db-backup = Copia la base de datos en FILE (SQLite: en línea, con el servidor en marcha; PostgreSQL: indica la orden pg_dump).
cli-help-db-backup--file = La copia que se escribe (un fichero nuevo).
cli-help-db-check = Reproduce con el motor cada partida guardada e informa de cada discrepancia (código de salida 1 si hay alguna).
cli-help-schema--typescript = Todos los esquemas como declaraciones de TypeScript (web-tools/types/contract.d.ts).
cli-help-serve = Sirve la mesa web; abre http://HOST:PORT en un navegador.
cli-help-serve--host = Dirección en la que escuchar.
cli-help-serve--port = Puerto en el que escuchar.
cli-help-serve--bot-delay = Segundos que esperan los bots antes de cada jugada (para poder seguirlos).
cli-help-serve--allow-seeds = Deja que quien crea la mesa elija la semilla (pruebas reproducibles; revela cartas ocultas).
cli-help-serve--max-tables = Mesas sin terminar que puede crear una dirección de cliente.
cli-help-serve--max-connections = WebSockets que puede abrir una dirección de cliente.
cli-help-serve--cards-dir = Carpeta de conjuntos de cartas que se ofrecen al crear una mesa además de las cartas predeterminadas: cada subcarpeta contiene ficheros de cartas (el formato de `chocolatier cards --cards DIR`).
cli-help-serve--bot-workers = Decisiones de bots a la vez, cada una en un proceso de trabajo de menor prioridad; las mesas de una dirección se turnan (por defecto: los núcleos menos uno, al menos 1).
cli-help-serve--forwarded-allow-ips = Direcciones de tus proxis inversos, separadas por comas, cuya cabecera X-Forwarded-For indica el cliente (los límites por dirección se le aplican entonces a él); por defecto: no se confía en ninguno.
cli-help-serve--log-level = Nivel de registro de uvicorn.
cli-help-serve--log-json = Escribe el registro en líneas JSON (hora, nivel, logger, mensaje...) para un recolector de registros; también CHOCOLATIER_LOG_JSON=1.
cli-help-simulate = Simula partidas entre bots; código de salida 1 si alguna partida topó con un error del motor.
cli-help-any--players = Número de asientos.
cli-help-simulate--games = Número de partidas.
cli-help-simulate--bots = Especificaciones de bots, separadas por comas; se reparten cíclicamente entre los asientos.
cli-help-simulate--seed = Semilla de la ejecución (la de la partida i se deriva de ella).
cli-help-any--records = Guarda el registro de cada partida en esta carpeta.
cli-help-simulate--option = Opción de juego clave=valor (repetible), p. ej. mode=simultaneous.
cli-help-any--cards = Carpeta con tus propios ficheros de cartas, que sustituyen cartas por su id (factory).
cli-help-any--budget-seconds = Tiempo de reflexión por decisión de los bots de búsqueda.
cli-help-any--budget-iterations = Iteraciones (simulaciones) por decisión de los bots de búsqueda: las mismas partidas en cualquier máquina.
cli-help-simulate--as-json = Imprime un objeto JSON, sin barra de progreso.
cli-help-tournament--as-json = Imprime un objeto JSON, sin barra de progreso.
cli-help-tournament = Juega un torneo con rotación de asientos; código de salida 1 si alguna partida topó con un error del motor.
cli-help-tournament--bots = Especificaciones de bots, separadas por comas: A,B[,...]
cli-help-tournament--games = Partidas (redondeadas hacia arriba a rotaciones completas).
cli-help-tournament--out = Escribe games.csv, report.json y gráficos PNG en esta carpeta.
