# La terminal: tablero, preguntas, lista de acciones, resultados y el resumen de la posición de
# la línea de órdenes y del modo texto del aprendizaje por refuerzo.

## Contenido de las cartas (tablero y chocolatier cards)

tui-effect-upgrader = { $points ->
    [one] { $points } punto de mejora
   *[other] { $points } puntos de mejora
 }
tui-effect-repeater = x{ $times }: { $copies ->
    [one] añade { $copies } copia de un chocolate de la loseta
   *[other] añade { $copies } copias de un chocolate de la loseta
 }
tui-effect-chute = lleva chocolates de su loseta al almacén (gratis, cuantas veces quieras)
tui-stage = { $chocolates } → £{ $money }

## Resumen de la posición

tui-summary-factory = { $day } · { $phase } · jugador inicial { $player }
tui-summary-factory-seat = { $player }: £{ $money } · carbón { $coal } · almacén { $room } · { $orders ->
    [one] { $orders } pedido completado
   *[other] { $orders } pedidos completados
 } · pistas { $tracks }
tui-summary-track = { $store } { $space }
tui-summary-solo = Objetivos cumplidos: { $met } de { $total } · cartas { $cards } · { $hidden ->
    [one] { $hidden } demanda diaria boca abajo
   *[other] { $hidden } demandas diarias boca abajo
 }
tui-summary-chocolatl = Chocolatl · ronda { $round } de { $rounds } · { $mode } · { $station ->
    [none] ningún lugar
   *[other] { $station }
 }
tui-summary-chocolatl-start = Chocolatl · sacrificio en el altar antes de la ronda 1
tui-summary-chocolatl-over = Chocolatl · fin de la partida tras la ronda { $round }
tui-summary-step = paso: { $step }; le toca a: { $players }
tui-summary-chocolatl-board = dados de cosecha { $harvest } · cartas de recompensa { $rewards } · pirámide { $placed }/{ $size }
tui-summary-chocolatl-seat = { $player }: { $score ->
    [one] { $score } punto
   *[other] { $score } puntos
 } · marcadores { $markers } · chozas { $huts } · dados negros { $dice } · disco { $disc }{ $marks ->
    [none] {""}
   *[other] {" · "}{ $marks }
 }
tui-position = Posición
tui-position-of = Posición vista por { $player }
tui-unreadable-view = (el dibujo del tablero no pudo leer esta vista: { $error })

## Acciones y resultados

tui-actions = Tus opciones
tui-actions-many = { $title } ({ $count }; escribe `{ $list } { $word }` para filtrar, `{ $hint }` para un consejo)
tui-actions-action = acción
tui-actions-type = escribe
tui-final-score = Puntuación final
tui-total = total
tui-game-ended = La partida terminó: { $reasons }.
tui-solo-won = Partida en solitario: ganada
tui-solo-lost = Partida en solitario: perdida
tui-winners = { $count ->
    [one] ¡{ $players } gana!
   *[other] ¡{ $players } ganan!
 }
tui-objectives = Objetivos:
tui-met-mark = ✓ cumplido
tui-unmet-mark = ✗ no cumplido

## Órdenes que se escriben en la línea (las palabras inglesas también se entienden)

tui-cmd-undo = deshacer
tui-cmd-hint = pista
tui-cmd-list = lista
tui-cmd-board = tablero
tui-cmd-log = registro
tui-cmd-save = guardar
tui-cmd-help = ayuda
tui-cmd-quit = salir
tui-arg-word = PALABRA
tui-arg-file = ARCHIVO

## Panel del Gerente de fábrica (solitario)

tui-solo-title = Objetivos del Gerente de fábrica: { $met } de { $total } cumplidos
tui-solo-card = carta
tui-solo-objective = objetivo
tui-solo-now = ahora
tui-solo-special = pedidos especiales: { $sizes }
tui-solo-initial = inicial
tui-solo-face-down = { $count ->
    [one] { $count } demanda diaria boca abajo
   *[other] { $count } demandas diarias boca abajo
 }
tui-solo-delivered = pedidos de chocolate entregados: { $cards }
tui-solo-pair = pareja { $pair } retirada hoy

## Asientos

tui-label-bot = { $player } (bot { $bot })
tui-label-you = { $player } (tú)
tui-label-named = { $name } ({ $player })
tui-seat-no-players = una partida necesita al menos un jugador
tui-seat-no-such-seat = no hay asiento { $seat } en una partida de { $players } jugadores (los asientos van de 0 a { $last })
tui-seat-twice = el asiento { $seat } aparece dos veces
tui-seat-need-bots = los asientos { $seats } necesitan bots: usa { $option }
tui-seat-bot-count = { $bots ->
    [one] { $bots } bot indicado
   *[other] { $bots } bots indicados
 } para { $count ->
    [one] { $count } asiento de bot
   *[other] { $count } asientos de bot
 } ({ $seats })
tui-seat-name-count = { $names ->
    [one] { $names } nombre indicado
   *[other] { $names } nombres indicados
 } para { $count ->
    [one] { $count } asiento humano
   *[other] { $count } asientos humanos
 }
tui-seat-bad-name = el humano del asiento { $seat } no puede llamarse «{ $name }»
tui-seat-numbers = { $option } espera números de asiento separados por comas, no «{ $text }»

## Ayuda y preguntas

tui-help-choose-title = Elige una acción
tui-help-choose = por su número en la lista, o escríbela en la notación del juego (por ejemplo la que se muestra al lado). Un = al principio obliga a leer notación.
tui-help-commands = Órdenes
tui-help-undo = deshace tu última acción (solo dentro del turno o paso actual)
tui-help-hint = qué haría aquí el bot más fuerte
tui-help-list = vuelve a mostrar las acciones legales (solo las que contienen la palabra)
tui-help-board = vuelve a mostrar el tablero
tui-help-log = las últimas jugadas de la partida
tui-help-save = escribe el registro de la partida; continúa con { $load } { $file }
tui-help-help = este texto
tui-help-quit = abandona la partida (guarda antes si quieres continuar)
tui-nothing-after-equals = no hay nada después de «=»
tui-save-needs-file = { $save } necesita un nombre de archivo
tui-prompt = { $player } >{" "}
tui-turn-of = Turno de { $player }
tui-pass-keyboard = Pasa el teclado a { $player } y pulsa Intro
tui-thinking = { $player } está pensando…
tui-bot-thinking = el bot { $bot } está pensando…
tui-bot-illegal = { $player } eligió una acción ilegal ({ $refusal }); se juega en su lugar una acción legal al azar.
tui-type-something = Escribe un número de la lista, una acción o «{ $help }».
tui-no-choice = No hay opción { $number }: escribe { $count ->
    [one] 1
   *[other] un número del 1 al { $count }
 }.
tui-not-allowed = No permitido: { $refusal }
tui-refused = { $refusal }
tui-cannot-read = No se puede leer «{ $text }»: { $reason }. Escribe un número de la lista, «{ $list } { $word }» para buscar una acción, o «{ $help }».
tui-no-action-mentions = Ninguna acción legal menciona «{ $word }».
tui-no-undo = Aquí no se puede deshacer: el juego solo deja deshacer dentro de un tramo propio (Chocolate Factory: el turno actual mientras ejecutas tu fábrica).
tui-nothing-to-undo = Nada que deshacer: solo puedes deshacer tus propias acciones del turno actual, y solo las jugadas desde que se empezó o cargó la partida.
tui-took-back = { $player } deshizo «{ $move }»
tui-took-back-hidden = { $player } deshizo una jugada.
tui-undone = Deshecho: { $move }
tui-hint = Pista (bot { $bot }): { $action }  escribe { $notation }
tui-cannot-save = No se puede guardar en { $path }: { $reason }
tui-saved = { $moves ->
    [one] { $moves } jugada guardada
   *[other] { $moves } jugadas guardadas
 } en { $path }; continúa con { $command }
tui-game-over = Fin de la partida
tui-goodbye-saved = Adiós; la partida está guardada.
tui-goodbye-unsaved = Adiós; la partida ({ $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
 }) no se ha guardado desde su última jugada.

## Bots

tui-bot-random = aleatorio
tui-bot-heuristic = heurístico
tui-bot-search = de búsqueda
tui-bot-mcts = Montecarlo
tui-bot-level = { $bot }, { $level }
tui-level-easy = fácil
tui-level-normal = normal
tui-level-hard = difícil
tui-level-fast = rápido

## El tablero de Chocolate Factory

tui-cost = { $coal } de carbón
tui-free = gratis
tui-of = de
tui-day = { $day } (día { $number } de { $days })
tui-simultaneous = { $steps } simultáneos
tui-simultaneous-run = fábricas
tui-simultaneous-fulfil = pedidos
tui-turn-order = orden de turno:
tui-to-act = le toca a:
tui-stores = Grandes almacenes
tui-col-store = tienda
tui-col-takes = acepta
tui-packets = Paquetes de hoy (toma uno y quédate una carta de él)
tui-col-packet = paquete
tui-col-card = carta
tui-col-does = efecto
tui-packet-parts = paquete de piezas { $packet }
tui-packet-employees = paquete de empleados { $packet }
tui-taken = (tomado)
tui-decks = mazos: piezas A { $a } · B { $b } · pedidos pequeños { $small } · medianos { $medium } · grandes { $large } · empleados { $staff }
tui-above = arriba
tui-conveyor = transportador
tui-below = abajo
tui-factory-title = £{ $money } · carbón { $coal }
tui-empty = vacío
tui-used = usada
tui-new = nueva
tui-store-room = almacén:
tui-employee = empleado:
tui-none = ninguno
tui-uses-left = ({ $count ->
    [one] queda { $count } uso
   *[other] quedan { $count } usos
 })
tui-shift = turno { $shift } de { $shifts }
tui-supplied-once = grandes almacenes abastecidos hoy (una entrega al día)
tui-supplied-more = grandes almacenes abastecidos hoy (se permiten más entregas)
tui-step-done = paso terminado
tui-completed = completados
tui-completed-orders = { $count ->
    [one] { $count } pedido de la tienda de la esquina
   *[other] { $count } pedidos de la tienda de la esquina
 }
tui-now = ahora:
tui-pending-place = elige un puesto para la pieza nueva
tui-pending-convert = operando { $slot } en la loseta { $tile }; falta nombrar:
tui-pending-upgrade = mejorando en la loseta { $tile } con { $slot }: { $points ->
    [one] queda { $points } punto
   *[other] quedan { $points } puntos
 }
tui-pending-copy = elige el chocolate que copiar en la loseta { $tile }
tui-pending-carry = elige el chocolate que mover desde la loseta { $tile } y la loseta a la que va
tui-pending-deliver-card = entregando el pedido de chocolate de { $card }; falta dar:
tui-pending-deliver = entregando una etapa de { $order } (£{ $money }); falta dar:
tui-pending-supply = abasteciendo { $store }; hasta ahora:
tui-pending-supply-as = abasteciendo { $store } como si fuera { $like }; hasta ahora:
tui-pending-keep = quédate hasta { $limit } chocolates ({ $kept } guardados) de:
tui-pending-pick = quédate uno de los pedidos robados:

## El tablero de Chocolatl

tui-before-round-1 = Antes de la ronda 1
tui-round = Ronda { $round } de { $rounds }
tui-step = paso:
tui-next-mode = siguiente modo según la casilla del líder:
tui-stations = Lugares (se resuelven de arriba abajo)
tui-col-station = lugar
tui-col-gives = da
tui-reward-temple = 1.º: Rey Héroe +1 (gana empates) · último: Anciano
tui-reward-field = 1.º/2.º/3.º: dados de cosecha { $dice }
tui-reward-village = { $die ->
    [true] dado negro
   *[other] sin dado negro
 } / loseta de choza ({ $huts ->
    [one] queda { $huts } choza
   *[other] quedan { $huts } chozas
 })
tui-reward-pyramid = marcadores: 2 si el 1.º gana por 3 o más; si no, 1 cada uno el 1.º y el 2.º ({ $placed }/{ $size } construidos)
tui-reward-kitchen = 1.º +{ $high } · 2.º +{ $low } · último −2
tui-reward-tlachtli-card = { $place ->
    [1] 1.º
   *[other] 2.º
 }: cambia por un { $value } (quedan { $left })
tui-reward-tlachtli-points = { $place ->
    [1] 1.º
   *[other] 2.º
 }: +{ $points }
tui-players = Jugadores
tui-col-player = jugador
tui-col-score = puntos
tui-col-disc = disco
tui-col-markers = marcadores restantes
tui-col-huts = chozas
tui-col-dice = dados negros
tui-col-cards = cartas
tui-col-altar = altar
tui-pyramid = Pirámide (la capa superior primero; valor de la capa para su mayoría)
tui-log-new = Desde tu último turno
tui-log-latest = Últimos sucesos
tui-hand = tu mano:
tui-altar = altar:
tui-rolling = { $count ->
    [one] tiras { $count } dado negro
   *[other] tiras { $count } dados negros
 }
