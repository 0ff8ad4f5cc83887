# Sucesos de las partidas (códigos de chocolatier.core.events y de los módulos events de cada juego),
# rechazos (refusal-<código>) y las palabras con que se construyen.
# Las variables de params.json llegan ya traducidas: $seat es el nombre de un jugador, $kind el de un
# chocolate, $part el de una pieza, $store el de unos grandes almacenes...
# El atributo .button de un mensaje es el texto corto de un botón («Terminar turno»); el valor es la frase del registro.
# Ante variables se evitan los artículos con género (nuez, barra, Prensa… son femeninos): «1 { $kind }», «la pieza { $part }».

player-n = Jugador { $n }
count-of = { $count } { $what }
standing = { $player } ({ $total })
rolled = { $player } saca { $pips }
secret-choice = { $seat } ha hecho una elección secreta (se mostrará al final de la partida)
refusal = { $reason } (regla { $rule })

## Chocolate Factory

factory-take = { $card_type ->
    [employee] { $seat } toma la carta { $card } de { $store } y su paquete
   *[other] { $seat } toma la carta { $card } y su paquete
 }
    .button = Tomar { $card }
factory-place = { $seat } coloca la pieza { $part } en { $slot }
    .button = Colocar en { $slot }
factory-run = { $part_type ->
    [none] { $seat } no opera nada en { $slot }
    [converter] { $seat } opera la pieza { $part } en { $slot }: { $inputs } → { $outputs }{ $tile ->
        [0] {""}
       *[other] , y con el Técnico también en la loseta { $tile }
    }
    [upgrader] { $seat } opera la pieza { $part } en { $slot }: { $points ->
        [one] { $points } punto de mejora
       *[other] { $points } puntos de mejora
    }
    [repeater] { $seat } opera la pieza { $part } en { $slot }: ×{ $copies }
   *[other] { $seat } opera la pieza { $part } en { $slot }
 }
    .button = { $part_type ->
        [converter] { $part } ({ $slot }): { $inputs } → { $outputs }
        [none] { $slot }: nada
       *[other] Operar { $part } ({ $slot })
    }
factory-in = { $seat } introduce 1 { $kind }
    .button = Usar 1 { $kind }
factory-out = { $seat } produce 1 { $kind }
    .button = Producir 1 { $kind }
factory-copy = { $seat } copia 1 { $kind }
    .button = Copiar 1 { $kind }
factory-trade = { $seat } cambia 1 { $kind } por 1 carbón
    .button = Cambiar 1 { $kind } por 1 carbón
factory-give = { $seat } entrega 1 { $kind }
    .button = Entregar 1 { $kind }
factory-keep = { $seat } se queda 1 { $kind }
    .button = Quedarse 1 { $kind }
factory-keep-done = { $seat } no se queda nada más
    .button = No quedarse nada más
factory-up = { $seat } mejora 1 { $from_kind } a { $to_kind }
    .button = { $from_kind } → { $to_kind }
factory-up-done = { $seat } deja de mejorar
    .button = Dejar de mejorar
factory-chute = { $seat } echa 1 { $kind } por la Tolva de { $slot }
    .button = Tolva: { $kind }
factory-move = { $seat } mueve 1 { $kind } de la loseta { $from_tile } a la loseta { $to_tile }
    .button = Mover 1 { $kind } { $from_tile } → { $to_tile }
factory-decorate = { $seat } decora la loseta { $tile }: 1 { $from_kind } pasa a ser 1 { $to_kind }
    .button = Decorar loseta { $tile }: { $from_kind } → { $to_kind }
factory-pack = { $seat } duplica los chocolates de la loseta { $tile }
    .button = Empaquetar loseta { $tile }
factory-assign = { $seat } asigna el { $role } a { $slot }
    .button = Asignar a { $slot }
factory-shift-done = { $seat } termina el turno { $shift }
    .button = Terminar turno
factory-deliver = { $seat } entrega una etapa de un pedido de tamaño { $size }
    .button = Entregar una etapa ({ $size })
factory-dealer = { $seat } entrega una etapa de un pedido de tamaño { $size } sin 1 { $icon } (Distribuidor)
    .button = Distribuidor: entregar sin 1 { $icon }
factory-agent = { $seat } entrega una etapa de un pedido de tamaño { $size } con chocolates refinados cualesquiera (Agente de tiendas de la esquina)
    .button = Agente: entregar con chocolates refinados cualesquiera
factory-skip = { $seat } se salta una etapa de un pedido de tamaño { $size } (Dependiente)
    .button = Dependiente: saltar la etapa
factory-order = { $seat } se queda un pedido de tamaño { $size }
    .button = Quedarse este pedido
factory-deliver-solo = { $seat } entrega el pedido de chocolate de la carta { $card }
    .button = Entregar el pedido de chocolate ({ $card })
factory-supply = { $seat } añade 1 { $kind } a la entrega para { $store }
    .button = Añadir 1 { $kind }
factory-supply-done = { $seat } envía la entrega a { $store }
    .button = Enviar la entrega
factory-orders-done = { $seat } termina de cumplir pedidos
    .button = Terminar las entregas
factory-pass = { $seat } no abastece a otros grandes almacenes
    .button = No abastecer a otros grandes almacenes
factory-supply-as = { $seat } entrega a { $store } como si fuera { $like }
    .button = Entregar como { $like }
factory-orders-done-earned = { $seat } termina de cumplir pedidos: £{ $earned } de pedidos de la tienda de la esquina hoy hacen avanzar { $store } { $spaces ->
    [one] { $spaces } casilla
   *[other] { $spaces } casillas
}
    .button = Terminar las entregas

## Chocolatl

chocolatl-sacrifice = { $value ->
    [none] { $seat } se queda todas las cartas (sin sacrificio final)
   *[other] { $seat } sacrifica la carta { $value } en el altar
 }
    .button = { $value ->
        [none] Quedarse todas las cartas
       *[other] Sacrificar la carta { $value }
    }
chocolatl-bid = { $seat } puja la carta { $value } en el lugar { $station }
    .button = Pujar { $value } en { $station }
chocolatl-roll = { $count ->
    [0] { $seat } no tira ningún dado negro
    [one] { $seat } tira 1 dado negro
   *[other] { $seat } tira { $count } dados negros
 }
    .button = { $count ->
        [0] No tirar ningún dado
        [one] Tirar 1 dado
       *[other] Tirar { $count } dados
    }
chocolatl-take-village = { $hut ->
    [true] { $seat } toma una loseta de choza
   *[other] { $seat } toma el dado negro
 }
    .button = { $hut ->
        [true] Tomar una choza
       *[other] Tomar el dado negro
    }
chocolatl-first-placer = { $me ->
    [true] { $seat } coloca primero un marcador en la pirámide
   *[other] { $seat } deja que el segundo coloque primero
 }
    .button = { $me ->
        [true] Colocar primero
       *[other] Dejar que el segundo coloque primero
    }
chocolatl-swap = { $seat } da la carta { $value } a cambio de la carta de recompensa descubierta
    .button = Dar la carta { $value }
chocolatl-disc-stack = Discos de orden de turno, de abajo arriba: { $seats }
chocolatl-altar-done = Todos han sacrificado una carta boca abajo en el altar
chocolatl-round = Ronda { $round }: { $mode }; dados de cosecha { $harvest }; cartas de recompensa { $rewards }
chocolatl-green-reveal = Modo verde: se revelan las primeras cartas; todos colocan una segunda carta
chocolatl-station = { $station }: { $ranking }
chocolatl-station-rolls = { $rolls }
chocolatl-score = { $points ->
    [one] { $seat } gana { $points } punto ({ $reason })
   *[other] { $seat } gana { $points } puntos ({ $reason })
 }
chocolatl-temple = { $hero } se lleva el Rey Héroe; { $old_man } se lleva el Anciano
chocolatl-hut = { $seat } construye una choza (ya tiene { $huts })
chocolatl-black-die = { $seat } toma el dado negro (ya tiene { $dice })
chocolatl-pyramid-order = { $me ->
    [true] { $seat } coloca primero en la pirámide
   *[other] { $seat } deja que { $other } coloque primero en la pirámide
 }
chocolatl-marker = { $seat } coloca un marcador en la pirámide
chocolatl-reward = { $seat } da la carta { $value } a cambio de la carta de recompensa { $reward }
chocolatl-end-rounds = se han jugado las { $rounds } rondas
chocolatl-end-markers = { $seat } ha usado todos sus marcadores
chocolatl-end-pyramid = la pirámide está completa
chocolatl-end-score = { $seat } tiene más de { $limit } puntos
chocolatl-game-ends = La partida termina: { $reasons }. Sigue un último sacrificio en el altar.
chocolatl-final = Puntuación final: { $scores }. Gana: { $winners }
chocolatl-reason-hero-king = Rey Héroe
chocolatl-reason-harvest-die = dado de cosecha
chocolatl-reason-pyramid-layer = mayoría en un nivel de la pirámide
chocolatl-reason-kitchen-first = primero en la cocina
chocolatl-reason-kitchen-second = segundo en la cocina
chocolatl-reason-kitchen-last = último en la cocina
chocolatl-reason-tlachtli-empty = campo de tlachtli sin cartas de recompensa

## Rechazos (refusal-<código>)

refusal-illegal-action = Esa no es una de las jugadas que puedes hacer ahora
refusal-no-such-seat = No existe el asiento { $seat }
refusal-game-over = La partida ha terminado
refusal-not-your-turn = No es tu turno; espera las jugadas de los demás
refusal-wrong-phase = Ahora toca { $phase }; elige una de las jugadas de esta fase
refusal-decision-pending = { $what ->
    [place] Primero coloca la pieza nueva en un puesto
    [operate] Primero termina de operar la pieza
    [convert] La pieza en funcionamiento pide qué chocolates entran y salen
    [upgrade] La pieza en funcionamiento pide las mejoras
    [copy] La pieza en funcionamiento pide qué chocolate copiar
    [stage] Primero termina de entregar la etapa
    [delivery] Primero termina la entrega a los grandes almacenes
    [keep] Primero elige qué quedarte, o no te quedes nada más
   *[pick-order] Primero elige qué pedido robado te quedas
 }
refusal-nothing-pending = Ahora no hay nada que elegir así; elige una de las jugadas ofrecidas
refusal-not-possible = Eso no se puede hacer ahora; elige una de las jugadas ofrecidas
refusal-missing-chocolates = { $what ->
    [input] La siguiente entrada ({ $icon }) no puede ser 1 { $kind } de esta loseta
    [copy] En la loseta no hay { $kind } que copiar
    [stage] El siguiente chocolate de la etapa ({ $icon }) no puede ser 1 { $kind } de tu almacén
    [keep] Entre los chocolates que puedes quedarte no hay { $kind }
    [tile] En esa loseta no hay { $kind }
    [chute] En la loseta de la Tolva no hay { $kind }
    [trade] En tu almacén no hay { $kind } (solo se pueden cambiar chocolates del almacén)
    [room] En tu almacén no hay { $kind }
    [order] A tu almacén le faltan los chocolates de la etapa (exactamente los que se muestran)
    [chocolate-order] A tu almacén le faltan los chocolates de la carta (se entregan todos a la vez)
   *[part] Los chocolates de la loseta no permiten esto
 }
refusal-wrong-kind = La siguiente salida es de tipo { $icon }, no { $kind }
refusal-not-an-upgrade = { $from_kind } → { $to_kind } no es una mejora de un chocolate de la loseta (un nivel más)
refusal-not-drawn = Ese no es uno de los pedidos robados
refusal-not-dealt = Esa carta no se ha repartido hoy
refusal-second-pick-other-kind = { $what ->
    [part] Ya tienes la pieza de hoy: toma un empleado
   *[employee] Ya tienes el empleado de hoy: toma una pieza
 }
refusal-packet-taken = Ese paquete ya se ha tomado
refusal-no-part = No hay ninguna pieza en { $slot }
refusal-chute-not-run = La Tolva no se opera: echa un chocolate por ella
refusal-part-already-used = La pieza de { $slot } ya se ha operado en este turno
refusal-no-option = La pieza { $part } no tiene la opción { $option }
refusal-no-technician = Solo la pieza con el Técnico de hoy funciona en una segunda loseta
refusal-not-adjacent = La loseta del Técnico debe estar junto a la pieza
refusal-not-enough-coal = Operarla cuesta { $cost } de carbón; tienes { $coal }
refusal-no-chute = No hay ninguna Tolva en { $slot }
refusal-wrong-employee = Para eso hace falta el { $role } de hoy
refusal-already-assigned = El empleado ya está asignado hoy
refusal-employee-used = Los usos de hoy del empleado están agotados
refusal-same-tile = Muévelo a otra loseta
refusal-no-order = Ese no es uno de tus pedidos abiertos
refusal-incomplete-delivery = Esta entrega aún no cumple el requisito de los grandes almacenes
refusal-same-store = El Agente abastece a otros grandes almacenes distintos de los de hoy ({ $store })
refusal-wrong-store = Solo puedes abastecer a los grandes almacenes del empleado de hoy, no a { $store }
refusal-store-supplied = { $store } (lado { $side }) acepta una entrega al día, y hoy ya le has entregado
refusal-store-rule = { $store } (lado { $side }) no acepta ahora { $kind }
refusal-mover-tiles = Esta pieza mueve un chocolate de su propia loseta ({ $tile }) a otra loseta
refusal-free-employee-no-store = Tu empleado libre no pertenece a ninguna tienda: hoy no abasteces ningún gran almacén, tampoco { $store }
refusal-no-named-requirement = Solo The Palace Boutique por su lado D entrega con el requisito de otra tienda
refusal-cannot-name-store = { $store } (lado { $side }) no pide chocolates propios: nombra otra tienda
refusal-pair-removed = Esa carta está en la pareja retirada hoy (el empleado de { $store })
refusal-card-face-down = Esa carta de Gerente de fábrica no está boca arriba
refusal-no-chocolate-order = Esa carta no tiene pedido de chocolate
refusal-not-a-corner-shop-order = Los empleados solo ayudan con pedidos de la tienda de la esquina, no con pedidos de chocolate
refusal-already-delivered = Ese pedido de chocolate ya se ha entregado
refusal-no-such-action-id = Ahora no existe esa acción
refusal-not-an-action = Esa no es una jugada de este juego
refusal-cannot-undo = { $what ->
    [nothing] No hay nada que deshacer: solo se puede deshacer dentro del turno actual
   *[depends] Esta jugada no se puede deshacer: una jugada posterior depende de ella
 }
refusal-wrong-step = Esa jugada no corresponde a este paso de la ronda
refusal-must-sacrifice = Antes de la ronda 1 cada jugador debe sacrificar una carta
refusal-no-such-card = No tienes la carta { $value }
refusal-too-many-dice = { $dice ->
    [one] Tienes { $dice } dado negro, no { $count }
   *[other] Tienes { $dice } dados negros, no { $count }
 }
refusal-no-such-station = No existe el lugar número { $number }
refusal-station-full = { $rule_mode ->
    [gold] En el modo oro solo acepta pujas ahora el lugar { $open }
    [green] En el modo verde cada lugar acepta una carta por vuelta; el lugar { $station } ya la tiene
   *[other] El lugar { $station } ya tiene sus cartas
 }
refusal-bad-id = No hay ninguna acción con ese número
refusal-not-running = La mesa no está en marcha ({ $status })
refusal-spectator = Los espectadores miran; no pueden actuar
refusal-stood-in = El bot suplente ocupa tu asiento: recupéralo primero
refusal-not-stood-in = El bot suplente no ocupa tu asiento
refusal-already-conceded = Abandonaste esta partida
refusal-no-rematch = La revancha se crea una sola vez, al terminar la partida
refusal-stale-state = La partida ha avanzado desde tu elección; vuelve a mirar y elige de nuevo
refusal-bad-notation = No se puede leer esa jugada

## Configuraciones de partida rechazadas (option-error-<código>)

option-error-unknown-game = juego desconocido «{ $name }» (juegos: { $known })
option-error-bad-players = { $game } es para { $least }–{ $most } jugadores, no para { $players }
option-error-unknown-option = { $game } no tiene la opción «{ $option }» (opciones: { $known })
option-error-no-options = { $game } no admite opciones (recibidas: { $options })
option-error-not-one-of = la opción { $option } debe ser { $choices }, no { $value }
option-error-master-not-solo = la opción { $option } (el módulo { module-master }) es para 2–4 jugadores: el modo solitario no la admite
option-error-solo-only = la opción { $option } es solo para el modo solitario (1 jugador)
option-error-bad-start-player = la opción { $option } debe ser un número de asiento de 0 a { $most } o { $choices }, no { $value }
option-error-bad-card-overrides = la opción { $option } debe asociar cada tipo de carta a una lista de cartas, no { $value }
option-error-bad-store-sides = la opción { $option } debe ser { $choices } (o un lado para cada uno de los grandes almacenes), no { $value }
option-error-side-needs-master = opción { $option }: el lado { $side } necesita la opción { $needs } (el módulo { module-master })
option-error-unknown-store = opción { $option }: no hay grandes almacenes «{ $name }» (grandes almacenes: { $known })
option-error-no-such-side = { $store } no tiene lado { $value }
option-error-store-side-needs-master = { $store }: el lado { $side } necesita la opción { $needs } (el módulo { module-master })
option-error-not-whole = la opción { $option } debe ser un número entero de { $least } a { $most }, no { $value }
option-error-too-few = la opción { $option } debe ser al menos { $least }, no { $value }
option-error-needs-option = la opción { $option } necesita la opción { $needs }
option-error-excludes = la opción { $option } no puede usarse junto con { $others }
option-error-not-a-bot = la opción { $option } indica un bot (y su nivel), no { $value }
option-error-unknown-bot = no hay ningún bot «{ $name }» para { $game } (bots: { $known })
option-error-unknown-level = el bot { $bot } no tiene el nivel «{ $level }» (niveles: { $known })
option-error-unknown-bot-setting = el bot { $bot } no tiene el ajuste «{ $setting }» (ajustes: { $known })
option-error-bad-bot-setting = el ajuste { $setting } del bot { $bot } debe ser un número positivo, no «{ $value }»
option-error-no-bot = no se ha indicado ningún bot
option-error-not-key-value = una opción se escribe CLAVE=VALOR, no «{ $text }»

## Registros que no se pueden reproducir: el motor rechaza su configuración o una jugada

record-error-setup = no se puede preparar la partida del registro: { $reason }
record-error-move = jugada { $number } («{ $move }», { $seat }): { $reason }

## Textos que no son una jugada (notation-error-<código>)

notation-error = no se puede leer «{ $text }»: { $reason }
notation-error-empty = la jugada está vacía
notation-error-unknown-verb = verbo desconocido «{ $word }» (verbos: { $known })
notation-error-usage = se esperaba { $forms }
notation-error-not-written-as = «{ $word }» no está escrito como { $form }
notation-error-not-a-kind = «{ $word }» no es un tipo de chocolate ({ $known })
notation-error-not-a-slot = «{ $word }» no es un puesto ({ $known })
notation-error-not-a-tile = «{ $word }» no es una posición del transportador ({ $least }–{ $most })
notation-error-not-a-card-id = «{ $word }» no es un identificador de carta
notation-error-not-an-option-number = «{ $word }» no es un número de opción (1, 2…)
notation-error-not-a-store = «{ $word }» no son unos grandes almacenes ({ $known })
notation-error-not-an-icon = «{ $word }» no es un icono ({ $known })
notation-error-not-a-station = «{ $word }» no es un lugar ({ $known })
notation-error-no-such-card = no hay ninguna carta «{ $word }» en esta partida
notation-error-not-legal = este asiento no tiene ahora ninguna acción legal con esta notación

## Cualquier juego sin sucesos propios

action = { $seat }: { $notation }
    .button = { $notation }

## Objetivos del Director de fábrica: por qué se cumple o qué falta

objective-paid = pagadas £{ $amount } de las £{ $earned } ganadas
objective-money-short = faltan £{ $amount }; quedan £{ $left } de las £{ $earned } ganadas
objective-gave-up = { $count ->
    [one] entregado { $count } pedido completado
   *[other] entregados { $count } pedidos completados
 }
objective-orders-short = se necesitan { $amount }; quedan { $left } por entregar
objective-marker-moved = marcador de { $store } retrocedido { $amount } ({ $before } → { $after })
objective-spaces-short = { $store ->
    [none] se necesitan { $amount } en unos grandes almacenes que esta carta aún no ha usado; quedan { $left } casillas en total
   *[other] se necesitan { $amount } en { $store }; quedan { $left }
 }
objective-delivered = { $done ->
    [true] entregado
   *[other] aún no entregado
 }
objective-special-progress = { $delivered } de { $stages } etapas entregadas
