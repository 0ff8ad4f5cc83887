# Salida de la línea de órdenes (la ayuda queda en inglés).

cli-error = error: { $message }
cli-cards-factory-only = { $option } solo se aplica a Chocolate Factory
cli-in-file = { $path }: { $reason }
cli-invalid-record = registro no válido { $path }: { $reason }
cli-invalid-cards = datos de cartas no válidos: { $reason }
cli-not-a-folder = { $path } no es una carpeta
cli-no-records = no hay registros { $pattern } en { $path }
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
 } · semilla { $seed }
cli-replay-log = Jugadas
cli-replay-moves = { $moves ->
    [one] { $moves } jugada reproducida
   *[other] { $moves } jugadas reproducidas
 } · hash del estado { $hash }
cli-replay-in-progress = partida en curso; le toca a: { $players }
