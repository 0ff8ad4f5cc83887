# Salida de la línea de órdenes (la ayuda está en cli-help.ftl).

cli-error = error: { $message }
cli-cards-factory-only = { $option } solo se aplica a Chocolate Factory
cli-in-file = { $path }: { $reason }
cli-invalid-record = registro no válido { $path }: { $reason }
cli-invalid-cards = datos de cartas no válidos: { $reason }
cli-not-a-folder = { $path } no es una carpeta
cli-no-records = no hay registros { $pattern } en { $path }
cli-needs-extra = { $command } necesita el extra { $extra } ({ $module } no está instalado): { $install }
cli-tip-compile = consejo: estas partidas corren en Python puro; { $command } compila con mypyc los módulos críticos de los bots y del motor (un minuto) y luego juega exactamente las mismas partidas entre { $low } y { $high } veces más rápido (medido en { $doc })
cli-counts-not-numbers = { $option } admite números enteros separados por comas (como 2,3,4), no { $text }
cli-counts-empty = { $option } necesita al menos un número
cli-money = £{ $amount }

## chocolatier cards

cli-cards-parts = Piezas de fábrica
cli-cards-orders = Pedidos de la tienda de la esquina
cli-cards-employees = Empleados
cli-cards-stores = Grandes almacenes
cli-cards-solo = Gerente de fábrica (solitario)
cli-col-id = id
cli-col-name = nombre
cli-col-deck = mazo
cli-col-cost = coste
cli-col-effect = efecto
cli-col-source = fuente
cli-col-note = nota
cli-col-size = tamaño
cli-col-stages = etapas (de abajo arriba)
cli-col-total = total
cli-col-store = tienda
cli-col-ability = habilidad
cli-col-colour = color
cli-col-side = lado
cli-col-rule = regla
cli-col-text = acepta
cli-col-type = tipo
cli-col-objectives = objetivos
cli-col-special = pedidos especiales
cli-deck-A = A
cli-deck-B = B
cli-deck-board = tablero
cli-source-confirmed = confirmada
cli-source-reconstructed = reconstruida

## chocolatier replay

cli-replay-head = { $game } · { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
 } · semilla { NUMBER($seed, useGrouping: 0) }
cli-replay-log = Jugadas
cli-replay-moves = { $moves ->
    [one] { $moves } jugada reproducida
   *[other] { $moves } jugadas reproducidas
 } · hash del estado { $hash }
cli-replay-in-progress = partida en curso; le toca a: { $players }

## chocolatier play

cli-play-resumed = Reanudada { $path }: { $game }, { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
 }, semilla { NUMBER($seed, useGrouping: 0) }, { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
 }.
cli-play-new = Nueva partida de { $game } para { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
 }, semilla { NUMBER($seed, useGrouping: 0) } (escribe «{ $help }» para ver las órdenes).
cli-option-format = { $option } espera CLAVE=VALOR, no «{ $text }»
cli-play-from = Partida de { $game } desde { $path } para { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
 }, semilla { NUMBER($seed, useGrouping: 0) } (escribe «{ $help }» para ver las órdenes).
cli-play-from-alone = { $option } empieza desde una instantánea: no con { $others } (la instantánea lleva sus opciones)
cli-not-a-snapshot = { $path }: no es una instantánea de una posición
cli-snapshot-players = la instantánea es para { $players } jugadores, no { $asked }
cli-cannot-read = no se puede leer { $path }: { $reason }
cli-snapshot-too-large = { $path }: una instantánea ocupa como mucho { $mb } MB
cli-not-json = { $path }: no es JSON válido: { $reason }
cli-moves-count = { $option } espera un número de jugadas (0 o más), no { $moves }
cli-applies-to = { $option } solo se aplica a { $other }

## chocolatier simulate and tournament

cli-sim-summary = { $completed }/{ $games } partidas completadas, { $errors ->
    [one] { $errors } error
   *[other] { $errors } errores
 }
cli-sim-solo-wins = { $line }; victorias en solitario: { $wins }
cli-sim-seat-wins = { $line }; victorias por asiento: { $wins }
cli-sim-seat = asiento { $seat } { $bot }: puntuación media { $score }
cli-sim-records = registros guardados en { $path }
cli-sim-error = error en la partida { $game } (semilla { NUMBER($seed, useGrouping: 0) }): { $message }
cli-sim-error-record = registro: { $path }
cli-sim-more-errors = … y { $count ->
    [one] { $count } partida fallida más
   *[other] { $count } partidas fallidas más
 }
cli-tournament-rotations = se juegan { $total } partidas: rotaciones completas de asientos de { $games }
cli-tournament-title = { $game } · { $players } jugadores · { $games } partidas (semilla { NUMBER($seed, useGrouping: 0) }, bloque de rotación { $block })
cli-col-bot = bot
cli-col-games = partidas
cli-col-wins = victorias
cli-col-win-rate = tasa de victorias [IC 95 %]
cli-col-money = dinero
cli-col-margin = margen
cli-col-rating = clasificación
cli-tournament-seat = asiento { $seat }: { $rate }
cli-tournament-seats = tasa de victorias por asiento: { $seats }
cli-tournament-wrote = escritos { $files } en { $path }

## chocolatier analyze

cli-analyze-progress = reproduciendo registros
cli-analyze-records = { $records ->
    [one] { $records } registro
   *[other] { $records } registros
 }, { $invalid } no válidos
cli-analyze-group = { $game } · { $players } jugadores · { $games } partidas
cli-analyze-unfinished = { $count ->
    [one] { $count } partida sin terminar excluida
   *[other] { $count } partidas sin terminar excluidas
 }
cli-analyze-seats = Ventaja por asiento (lo justo: { $fair })
cli-analyze-money = Dinero por fuente (media por jugador)
cli-analyze-cards = { $kind ->
    [part] Piezas
    [employee] Empleados
    [order] Pedidos de la tienda de la esquina
    [store-side] Lados de los grandes almacenes (empleados elegidos de cada uno)
   *[other] Cartas
 } por tasa de elección ({ $top } primeras de { $count })
cli-col-seat = asiento
cli-col-mean-score = puntuación media
cli-col-category = categoría
cli-col-share = parte
cli-col-card = carta
cli-col-offered = ofrecida
cli-col-picked = elegida
cli-col-pick-rate = tasa de elección
cli-source-corner-shops = tienda de la esquina
cli-source-stores = grandes almacenes
cli-source-bonuses = bonificaciones
cli-source-leftovers = sobrantes
cli-source-other = otros
cli-col-money-source = fuente

cli-schema-wrote = esquema de { $game } escrito en { $path }
cli-schema-cannot-write = no se puede escribir { $path }: { $reason }

## chocolatier review

cli-review-progress = revisando jugadas
cli-review-title = { $game } · revisión de { $seats } · { $budget ->
    [one] { $budget } simulación
   *[other] { $budget } simulaciones
 } por candidata
cli-review-all-seats = todos los asientos
cli-review-none = ninguna decisión que revisar (todas las jugadas eran forzadas)
cli-review-costly = Decisiones costosas
cli-review-players = Jugadores
cli-col-move = jugada
cli-col-player = jugador
cli-col-played = jugó
cli-col-better = mejor
cli-col-loss = pérdida
cli-col-label = calificación
cli-col-decisions = decisiones
cli-col-average-loss = pérdida media
cli-col-accuracy = precisión
cli-review-label = { $label ->
    [blunder] error grave
    [mistake] error
   *[inaccuracy] imprecisión
 }
cli-review-turning = Momentos decisivos:
cli-review-turning-point = jugada { $index } ({ $player }): jugó { $move }, mejor { $best } (−{ $loss })
cli-review-no-turning = Momentos decisivos: ninguno (ninguna decisión perdió nada)
cli-review-points = { $amount } pts
cli-review-budget = { $option } admite un número de simulaciones por candidata (1 o más), no { $value }
cli-review-bad-seat = { $option } { $seat }: la partida tiene los asientos 0–{ $last }
