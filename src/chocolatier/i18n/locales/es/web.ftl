# Las páginas web: sala, mesa, tableros, registro, tabla de puntuación, repetición, errores
# (web/js/*.js). El contenido del juego (cartas, grandes almacenes, lugares...) está en
# cards.ftl; los sucesos, en events.ftl.

## Marco de la página y selector de idioma

web-brand = chocolatier
web-lobby-title = Sala
web-rules-title = Referencia de reglas
web-language = Idioma
# cada idioma se nombra en su propia escritura, igual en todos los catálogos
web-language-en = English
web-language-zh = 简体中文
web-language-ja = 日本語
web-language-es = Español
web-view = Vista

## Sala

web-new-table = Nueva mesa
web-game = Juego
web-your-name = Tu nombre
web-table-name = Nombre de la mesa
web-table-name-optional = (opcional)
web-default-name = Jugador
web-default-friend-name = Amigo
web-default-title = Mesa de { $game }
web-seats = Asientos
web-seat-n = Asiento { $n }
web-seat-you = Tú
web-seat-friend = Un amigo (enlace de invitación)
web-seat-bot = Bot — { $bot }
web-add-seat = Añadir un asiento
web-remove-seat = Quitar un asiento
web-options = Opciones
web-no-options = Sin opciones.
web-option-run = Ejecutar fábricas
web-option-fulfil = Cumplir pedidos
web-option-turns = por turnos
web-option-simultaneous = a la vez
web-option-start-player = Quién empieza
web-option-random = al azar
web-option-store-sides = Lados de los grandes almacenes
web-option-sides-A = todos A (primera partida)
web-option-sides-B = todos B
web-option-sides-random = mezcla al azar
web-option-sides-C = todos C (Maestro chocolatero)
web-option-sides-D = todos D (Maestro chocolatero)
web-option-master = Módulo Maestro chocolatero (4 piezas, lados C y D de los grandes almacenes, 6 empleados libres)
web-option-solo-difficulty = Dificultad en solitario
web-option-extra-demands = { $count ->
    [0] normal
    [one] { $count } demanda más
   *[other] { $count } demandas más
 }
web-option-card-set = Juego de cartas
web-option-printed-cards = las cartas impresas (por defecto)
web-create-table = Crear la mesa
web-tables = Mesas
web-refresh = actualizar
web-tables-open = Abiertas ({ $count })
web-tables-running = En juego ({ $count })
web-tables-finished = Terminadas ({ $count })
web-status-open = abierta
web-status-running = en juego
web-status-finished = terminada
web-free-seat-of = { $name } (libre)
web-won-by = { $count ->
    [0] nadie ha ganado
    [one] ha ganado { $winners }
   *[other] han ganado { $winners }
 }
web-replay-link = repetición
web-watch-link = mirar
web-card-set-of = cartas: { $name }

## Bots (la sala nombra un bot por su asiento y su tipo)

web-bot-name = Bot { $n } ({ $bot })
web-bot-kind = bot { $bot }
web-bot-random = al azar
web-bot-heuristic = heurístico
web-bot-search = búsqueda
web-bot-search-easy = búsqueda fácil
web-bot-search-normal = búsqueda normal
web-bot-search-hard = búsqueda difícil
web-bot-mcts = Montecarlo
web-bot-mcts-easy = Montecarlo fácil
web-bot-mcts-normal = Montecarlo normal
web-bot-mcts-hard = Montecarlo difícil

## Mesa

web-connection-connecting = conectando…
web-connection-ok = conectado
web-connection-lost = reconectando…
web-not-connected = Sin conexión; reconectando…
web-sending = …
web-your-move-title = Tu jugada
web-log-title = Registro de la partida
web-undo = Deshacer mi última jugada
web-status-waiting-seats = Esperando a que se ocupen todos los asientos (comparte el enlace de invitación).
web-status-over = La partida ha terminado.
web-status-your-move = Te toca.
web-status-waiting-for = Esperando a { $players }.
web-spectator = espectador
web-players = Jugadores
web-you-mark = (tú)
web-free-seat = asiento libre
web-invite-title = Invita a un amigo
web-invite-link = enlace de invitación
web-copy = Copiar
web-click-board-or = Haz clic en algo resaltado del tablero, o:
web-choose = Elige:
web-all-choices = { $count ->
    [one] La única opción
   *[other] Las { $count } opciones
 }
web-choose-for = Elige para { $what }
web-cancel = Cancelar
web-nothing-to-do = Ahora no hay nada que hacer con { $what }.
web-refused = No está permitido: { $reason }
web-rule-link = reglas §{ $section }
web-join-title = Unirse a «{ $title }»
web-take-seat = Ocupar un asiento
web-or-watch = O solo mira: la mesa se muestra debajo.

## Tabla de puntuación y repetición

web-final-score = { $count ->
    [0] Puntuación final — nadie ha ganado
    [one] Puntuación final — ha ganado { $winners }
   *[other] Puntuación final — han ganado { $winners }
 }
web-score-total = total
web-replay = Repetición
web-replay-step = paso de la repetición
web-replay-move = jugada { $step } de { $moves }
web-replay-back = ◀ atrás
web-replay-forward = adelante ▶
web-replay-tab = Repetición
web-review-tab = Análisis
web-review-about = Los bots valoran cada decisión de esta partida: cuánto valía la jugada hecha, cuánto la mejor que encuentran y la diferencia. Tarda uno o dos minutos.
web-review-start = Analizar esta partida
web-review-again = Reintentar
web-review-failed = No se pudo terminar el análisis.
web-review-running = Analizando: jugada { $done } de { $total }…
web-review-method = Estimado con partidas simuladas por bots ({ $budget } por jugada candidata); las pérdidas pequeñas pueden ser ruido.
web-review-player = Jugador
web-review-accuracy = Precisión
web-review-average-loss = Pérdida media
web-review-label-blunder = Error grave
web-review-label-mistake = Error
web-review-label-inaccuracy = Imprecisión
web-review-percent = { $value } %
web-review-loss-money = −{ $amount } £
web-review-loss-points = −{ $amount } puntos
web-review-move = Jugada { $index } · { $player }
web-review-turning-point = momento clave
web-review-decisions = { $count ->
    [one] Una decisión para revisar
   *[other] { $count } decisiones para revisar
}
web-review-clean = Ninguna decisión costó nada que los bots puedan medir.
web-review-played = Jugada:
web-review-better = Mejor:

## Tablero de Chocolate Factory

web-day = { $name } (día { $day } de 6)
web-start-player = jugador inicial { $player }
web-running-order = fábricas { $run }, pedidos { $fulfil }
web-decks = mazos: A { $a }, B { $b }
web-money = { $amount } £
web-coal = { $coal } de carbón
web-coal-cost = { $coal } de carbón
web-shift = turno { $shift }/{ $shifts }
web-uses-left = { $uses ->
    [one] queda { $uses } uso
   *[other] quedan { $uses } usos
 }
web-done = hecho
web-deciding = decidiendo…
web-empty-slot = vacío
web-slot = puesto { $slot }
web-slot-used = usado
web-slot-used-coal = usado · { $coal } de carbón encima
web-assigned = asignado
web-tile = loseta { $tile }
web-store-room-kind = almacén: { $kind }
web-chain = Del grano a la caja
web-factory-of = fábrica de { $player }
web-corner-shop-orders = Pedidos de la tienda de la esquina ({ $completed } completados)
web-order-card = { $size ->
    [small] Pequeño
    [medium] Mediano
   *[large] Grande
 } { $id }
web-part-upgrades = { $points ->
    [one] { $points } mejora
   *[other] { $points } mejoras
 }
web-part-copies = copia ×{ $copies }
web-part-chute = al almacén (gratis)
web-part-moves = a otra loseta
web-part-moves-which = Mueve uno de estos: { $chocolates }.
web-store-side = lado { $side }
web-once-a-day = una entrega al día
web-earned-today = Tu dinero de la tienda de la esquina hoy: £{ $amount } (1 casilla por cada £{ $per }).
web-track-space = casilla { $space }
web-marker-stacked = { $player } (orden de la pila)
web-packet = paquete { $packet }
web-packet-taken = paquete { $packet } (tomado)
web-factory-parts = Piezas de fábrica
web-employees = Empleados
web-pending-place = Coloca la nueva pieza { $part } en un puesto (haz clic en un puesto).
web-pending-convert = Ejecutando { $slot }: elige los chocolates de sus iconos genéricos.
web-pending-upgrade = Mejorando en la loseta { $tile }: { $points ->
    [one] queda { $points } punto
   *[other] quedan { $points } puntos
 } — haz clic en un chocolate de la loseta.
web-pending-copy = Repetidor en la loseta { $tile }: haz clic en el chocolate que quieres copiar.
web-pending-carry = Transportador en la loseta { $tile }: haz clic en el chocolate que quieres mover y elige su loseta.
web-pending-deliver = Entregando: da los chocolates de { $chocolates }.
web-pending-supply = Abasteciendo { $store }: haz clic en chocolates del almacén para añadirlos y luego envía.
web-pending-supply-as = Abasteciendo { $store } como si fuera { $like }: haz clic en chocolates del almacén para añadirlos y luego envía.
web-pending-keep = Limpiar: conserva hasta { $limit } chocolates ({ $kept } conservados) — haz clic en el almacén.
web-pending-pick-order = Elige un nuevo pedido de la tienda de la esquina:
web-solo-title = Gerente de fábrica — objetivos cumplidos: { $met } de { $total }
web-solo-face-down = { $count ->
    [one] { $count } demanda diaria aún boca abajo
   *[other] { $count } demandas diarias aún boca abajo
 }
web-solo-pair-out = el paquete { $packet } queda fuera del reparto de hoy
web-objective-met = cumplido
web-objective-unmet = no cumplido
web-chocolate-order = pedido de chocolate { $id }

## Tablero de Chocolatl

web-round-of = Ronda { $round } de { $rounds }
web-step-altar = Antes de la ronda 1: sacrifica una carta en el altar, boca abajo
web-step-bid = Pujas: coloca tus cartas boca abajo en los lugares
web-step-dice = Dados negros: decide cuántos tirar en este lugar
web-step-village = Aldea: el ganador toma el dado negro o construye una choza
web-step-pyramid = Pirámide: el ganador decide quién coloca primero un marcador
web-step-swap = Tlachtli: los ganadores pueden cambiar una carta por la carta de recompensa
web-step-final-altar = Fin de la partida: un último sacrificio en el altar, boca abajo
web-step-over = La partida ha terminado
web-face-down = boca abajo
web-face-down-card = una carta boca abajo
web-yours-face-down = tuya, boca abajo
web-rank = n.º { $rank }
web-harvest-dice = dados de cosecha: { $dice }
web-village = dado negro aquí: { $here ->
    [yes] sí
   *[no] no
 } · quedan { $dice } dados · quedan { $huts } chozas
web-kitchen-pays = paga { $values } esta ronda
web-tlachtli-stack = { $stack }: { $card } (quedan { $left })
web-pyramid-placed = { $placed } de { $size } marcadores colocados
web-brick-free = libre
web-your-hand = Tu mano:
web-hand = Mano:
web-card-value = carta { $value }
web-hand-size = { $count ->
    [one] { $count } carta en la mano
   *[other] { $count } cartas en la mano
 }
web-altar-face-down = { $count ->
    [one] Altar: { $count } carta boca abajo
   *[other] Altar: { $count } cartas boca abajo
 }
web-points = { $count ->
    [one] { $count } punto
   *[other] { $count } puntos
 }
web-count-item = { $count } { $what }
web-rolling-dice = { $count ->
    [one] tira { $count } dado negro
   *[other] tira { $count } dados negros
 }
web-round-results = Resultados de la ronda { $round }
web-what-happened = Qué ha pasado

## Errores (por el código de error del servidor; web-error-generic para los demás)

web-error-generic = Algo ha salido mal ({ $code }).
web-error-unknown = No se puede contactar con el servidor; inténtalo de nuevo.
web-error-bad-name = Un nombre debe ser texto normal.
web-error-bad-game = Este juego no está disponible aquí.
web-error-no-table = No existe esa mesa.
web-error-bad-options = Estas opciones no son posibles en este juego.
web-error-rated-needs-login = Inicia sesión para crear una mesa puntuada.
web-error-bad-cards = Las cartas de esta mesa no son válidas.
web-error-bad-card-set = Aquí no existe ese juego de cartas.
web-error-bad-seats = Este juego no se juega con ese número de asientos.
web-error-bad-bot = No existe ese bot.
web-error-bad-invite = Este enlace de invitación no vale para esta mesa.
web-error-table-full = Todos los asientos de esta mesa están ocupados.
web-error-bad-seat = Ese asiento no está libre.
web-error-seat-taken = Alguien ocupó este asiento antes.
web-error-not-finished = La partida aún no ha terminado.
web-error-rate-limited = Demasiados mensajes; ve más despacio.
web-error-bad-token = El asiento de este navegador en la mesa ya no es válido.
web-error-server-error = El servidor no pudo atender esto; inténtalo de nuevo.
web-error-too-large = La petición es demasiado grande.
web-error-timeout = El servidor no respondió a tiempo.

## Table life: clocks, stand-in bot, conceding (web/js/clock.js, web/js/tablelife.js)

web-clock-left = quedan { $time }
web-clock-bank = reserva { $time }
web-clock-per-move = { $hours } h por jugada
web-clock-per-turn = { $seconds } s por jugada
web-log-timeout = A { $player } se le acabó el tiempo; el suplente jugó:
web-log-standin = El suplente, por { $player }:
web-log-concede = { $player } abandonó; el suplente sigue jugando.
web-log-reclaim = { $player } recuperó su asiento.
web-seat-standin = juega el suplente
web-seat-conceded = abandonó
web-reclaim = Recuperar mi asiento
web-reclaim-hint = Se te acabó el tiempo demasiadas veces: el bot suplente juega por ti.
web-concede = Abandonar
web-concede-confirm = ¿Dejar esta partida? El bot suplente jugará tu asiento hasta el final.

## Table life: presence, rematch, public tables, the lobby's clock options

web-presence-connected = presente
web-presence-away = ausente desde { $time }
web-presence-gone = se fue a las { $time }
web-presence-never = aún no ha llegado
web-log-rematch = { $player } pidió la revancha.
web-rematch = Revancha
web-rematch-link = Ir a la revancha
web-public-table = pública
web-take-seat-here = Sentarse
web-option-clock = Reloj
web-option-clock-none = sin reloj
web-option-clock-seconds = { $seconds } s por jugada
web-option-clock-bank = { $seconds } s por jugada + { $minutes } min de reserva
web-option-clock-hours = { $hours } h por jugada (por turnos)
web-option-public = Mesa pública (cualquiera puede sentarse desde el vestíbulo)
web-option-standin = Bot suplente

## Table life: chat, record export, turn alerts (web/js/chat.js, web/js/alerts.js)

web-chat-title = Chat
web-chat-say = Escribe algo
web-chat-send = Enviar
web-chat-spectator = un espectador
web-chat-watching = { $name } (mirando)
web-chat-mute = Silenciar a { $name }
web-chat-mute-short = silenciar
web-chat-unmute = { $count ->
    [one] Dejar de silenciar al jugador silenciado
   *[other] Dejar de silenciar a los { $count } jugadores silenciados
}
web-export-record = Descargar el registro
web-export-with-chat = con el chat
web-alert-title = ● Te toca — { $title }
web-alert-sound = Sonido cuando me toca
web-alert-notify = Avisarme
web-error-chat-flood = Demasiados mensajes; espera un poco.
web-error-chat-too-long = Un mensaje tiene como máximo 500 caracteres.
web-error-bad-chat = Ese mensaje no se puede enviar.
## The table's failure states, help and popovers (issue 10)

web-before-round-1 = Antes de la ronda 1 (de { $rounds })
web-solo-won = Has ganado: todos los objetivos están cumplidos.
web-solo-lost = Has perdido: { $missed } de { $total } objetivos sin cumplir.
web-solo-missed = Sin cumplir
web-lobby-solo-won = ganada
web-lobby-solo-lost = perdida
web-not-found-title = No existe esa mesa
web-not-found-text = Puede que el enlace esté mal escrito o que la mesa ya no exista.
web-back-to-lobby = Volver a la sala
web-watching-bad-token = La clave de tu asiento ya no es válida aquí, así que estás mirando esta mesa.
web-reconnecting = Se perdió la conexión. Nuevo intento en { $seconds } s (intento { $attempt }).
web-log-day = { $day }: { $phase }
web-log-round = Ronda { $round }
web-draft-help = Toma un paquete, de piezas o de empleados, y quédate con una de sus cartas. Tu segunda elección es un paquete del otro tipo: todos acaban con una pieza nueva y un empleado nuevo.
web-card-details = Sobre esta carta: { $what }
web-close = Cerrar
web-order-help = Entrega las etapas de abajo arriba; cada una paga su dinero al entregarla.
web-reward-card = Carta de premio { $value }
web-show-factory = Mostrar la fábrica de { $player }

## Accounts and ratings (web/js/accounts.js, web/js/players.js)

web-account-login = Entrar
web-account-register = Registrarse
web-account-logout = Salir
web-account-password = Contraseña
web-leaderboard = Clasificación
web-player-ratings = Puntuaciones
web-player-history = Mesas
web-player-no-ratings = Aún no hay partidas puntuadas.
web-player-won = ganó
web-player-lost = perdió
web-col-game = Juego
web-col-player = Jugador
web-col-rating = Puntuación
web-col-skill = Nivel (μ ± σ)
web-col-games = Partidas
web-rating-of = { $game }, { $players ->
    [one] en solitario
   *[other] { $players } jugadores
}
web-players-count = { $count ->
    [one] en solitario
   *[other] { $count } jugadores
}
web-option-rated = Puntuada (todos con cuenta)
web-error-bad-login = Nombre o contraseña incorrectos.
web-error-too-many-logins = Demasiados intentos; espera un poco.
web-error-name-taken = Ese nombre ya existe.
web-error-bad-password = La contraseña tiene de 8 a 256 caracteres.
web-error-bad-csrf = Tu sesión cambió; recarga la página.
web-error-no-player = No existe ese jugador.
