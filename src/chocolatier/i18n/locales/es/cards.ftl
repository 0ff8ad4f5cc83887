# Contenido de Chocolate Factory y Chocolatl: nombres y textos de las cartas (español de España).
# El comentario sobre cada mensaje indica el origen del término: "seed NNN" (un archivo de
# ../shared/seeds/), "rules" (las reglas consolidadas) u "ours" (traducción del proyecto).

## Chocolates (reglas §1)

# seed 004
kind-bean = { $count ->
    [one] grano
   *[other] granos
}
# seed 004
kind-cocoa = { $count ->
    [one] cacao
   *[other] cacaos
}
# seed 004
kind-chunk = { $count ->
    [one] trozo
   *[other] trozos
}
# seed 004
kind-finger = { $count ->
    [one] dedo
   *[other] dedos
}
# seed 004
kind-caramel = { $count ->
    [one] caramelo
   *[other] caramelos
}
# seed 004
kind-nut = { $count ->
    [one] nuez
   *[other] nueces
}
# seed 004
kind-boxed = { $count ->
    [one] chocolate en caja
   *[other] chocolates en caja
}
# seed 004
icon-bar = { $count ->
    [one] barra
   *[other] barras
}
# seed 004
icon-wrapped = { $count ->
    [one] chocolate envuelto
   *[other] chocolates envueltos
}
# seed 004
icon-refined = { $count ->
    [one] chocolate refinado
   *[other] chocolates refinados
}
# ours
icon-any = { $count ->
    [one] chocolate de cualquier tipo
   *[other] chocolates de cualquier tipo
}

## Piezas de fábrica (reglas §2, §8)

# seed 004
part-type-converter = Convertidor
part-type-converter-effect = Paga el carbón, toma exactamente los chocolates de la izquierda de la loseta de esta pieza y pon en ella los de la derecha. Una pieza con dos opciones usa una de ellas en cada operación.
# seed 004
part-type-upgrader = Mejorador
part-type-upgrader-effect = Paga el carbón y obtén { $points } { $points ->
    [one] punto
   *[other] puntos
} de mejora: cada uno sube una etapa un chocolate de la loseta de esta pieza (el mismo chocolate puede recibir varios). Los puntos no usados se pierden.
# ours
part-type-repeater = Repetidor
part-type-repeater-effect = Paga el carbón y elige un chocolate de la loseta de esta pieza: { $copies ->
    [one] añade 1 copia idéntica
   *[other] añade { $copies } copias idénticas
}.
# seed 004
part-type-chute = Tolva
part-type-chute-effect = Gratis y cualquier número de veces por turno: pasa chocolates de la loseta de esta pieza a tu almacén.

# seed 004
part-roaster = Tostador
# seed 004
part-upgrader = Mejorador
# seed 004
part-chute = Tolva
# ours
part-A01 = Divisor de cacao
# ours
part-A02 = Molinillo de nueces
# ours
part-A03 = Molino de granos
# ours
part-A04 = Prensa envolvedora
# ours
part-A05 = Mejorador doble
# ours
part-A06 = Duplicador
# ours
part-A07 = Tostador doble
# ours
part-A08 = Molde de barras
# ours
part-A09 = Olla de caramelo
# ours
part-A10 = Línea de envoltura
# ours
part-A11 = Moldeadora de granos
# ours
part-A12 = Plegadora de cajas
# ours
part-A13 = Cortadora de barras
# ours
part-A14 = Batidora de toffee
# ours
part-A15 = Horno de cinta
# ours
part-B01 = Encajadora de lujo
# ours
part-B02 = Banco del chocolatero
# ours
part-B03 = Máquina de surtidos
# ours
part-B04 = Transmutador
# ours
part-B05 = Mejorador triple
# ours
part-B06 = Triplicador
# ours
part-B07 = Fuente de chocolate
# ours
part-B08 = Prensa de pralinés
# ours
part-B09 = Encajadora de bombones
# ours
part-B10 = Molino de piedra
# ours
part-B11 = Gran tostador
# ours
part-B12 = Templadora
# ours
part-B13 = Confitero
# ours
part-B14 = Cascanueces
# ours
part-B15 = Línea de producción

## Empleados (reglas §7)

# ours
role-director = Director
role-director-ability = Cuando hoy abastezcas los grandes almacenes de este empleado, tu marcador avanza { $times ->
        [2] el doble
       *[other] { $times } veces más
    }.
# ours
role-miner = Minero
role-miner-ability = Obsequio: toma { $coal } de carbón en el acto.
# ours
role-operator = Operario
role-operator-ability = { $uses ->
        [1] Una vez hoy
        [2] Dos veces hoy
        [3] Tres veces hoy
        [4] Cuatro veces hoy
       *[other] { $uses } veces hoy
    }: mueve un chocolate de cualquier loseta del transportador a cualquier otra loseta.
# ours
role-salesman = Vendedor
role-salesman-ability = +£{ $money } por cada etapa de pedido de la tienda de la esquina que completes hoy.
# ours
role-clerk = Dependiente
role-clerk-ability = { $uses ->
        [1] Una vez hoy
        [2] Dos veces hoy
        [3] Tres veces hoy
        [4] Cuatro veces hoy
       *[other] { $uses } veces hoy
    }: sáltate la etapa actual de cualquier pedido de la tienda de la esquina (su marcador sube; esa etapa no da dinero).
# ours
role-decorator = Decorador
role-decorator-ability = { $uses ->
        [1] Una vez hoy
        [2] Dos veces hoy
        [3] Tres veces hoy
        [4] Cuatro veces hoy
       *[other] { $uses } veces hoy
    }: mejora un chocolate cualquiera de cualquier loseta del transportador.
# ours
role-mechanic = Mecánico
role-mechanic-ability = Asígnalo a una pieza: hoy operarla cuesta la mitad de su carbón, redondeando hacia arriba.
# ours
role-corner_shop_agent = Agente de tiendas de la esquina
role-corner_shop_agent-ability = { $uses ->
        [1] Una vez hoy
        [2] Dos veces hoy
        [3] Tres veces hoy
        [4] Cuatro veces hoy
       *[other] { $uses } veces hoy
    }: completa la etapa actual de un pedido de la tienda de la esquina con chocolates refinados cualesquiera (el mismo número).
# ours
role-expert_miner = Minero experto
role-expert_miner-ability = Obsequio: toma { $coal } de carbón en el acto.
# ours
role-expert_operator = Operario experto
role-expert_operator-ability = { $uses ->
        [1] Una vez hoy
        [2] Dos veces hoy
        [3] Tres veces hoy
        [4] Cuatro veces hoy
       *[other] { $uses } veces hoy
    }: mueve un chocolate de cualquier loseta del transportador a cualquier otra loseta.
# ours
role-dealer = Distribuidor
role-dealer-ability = { $uses ->
        [1] Una vez hoy
        [2] Dos veces hoy
        [3] Tres veces hoy
        [4] Cuatro veces hoy
       *[other] { $uses } veces hoy
    }: completa la etapa actual de un pedido de la tienda de la esquina con { $fewer ->
        [1] un chocolate
       *[other] { $fewer } chocolates
    } menos (tú eliges cuál falta).
# ours
role-engineer = Ingeniero
role-engineer-ability = Hoy haces { $shifts } turnos en lugar de { $usual_shifts } (una loseta de transportador más).
# ours
role-supervisor = Supervisor
role-supervisor-ability = Hoy, cada carga pone { $beans } granos en la loseta en lugar de { $usual_beans }.
# ours
role-department_store_agent = Agente de grandes almacenes
role-department_store_agent-ability = Al comienzo de la fase Limpiar, cuando todos hayan cumplido sus pedidos, puedes abastecer a otros grandes almacenes.
# ours
role-packer = Empaquetador
role-packer-ability = { $uses ->
        [1] Una vez hoy
        [2] Dos veces hoy
        [3] Tres veces hoy
        [4] Cuatro veces hoy
       *[other] { $uses } veces hoy
    }: { $factor ->
        [2] duplica
        [3] triplica
       *[other] multiplica por { $factor }
    } el número de cada chocolate de una loseta del transportador.
# ours
role-technician = Técnico
role-technician-ability = Asígnalo a una pieza: cada vez que la operes hoy, puedes pagar { $extra } de carbón más para aplicar la misma operación también a una loseta adyacente.

## Grandes almacenes (reglas §6)

# seed 004
store-palace = The Palace Boutique
store-palace-A = Cualquier cantidad de chocolates refinados, de un solo tipo en cada entrega: 1 casilla cada uno.
store-palace-B = Cualquier cantidad de chocolates refinados, todos de tipos distintos, en una sola entrega al día: 1 casilla cada uno (como máximo { $limit } al día sin un Director).
# seed 004
store-fresh = Fresh Fancies
store-fresh-A = Trozos: 1 casilla cada uno.
store-fresh-B = Dedos: 1 casilla cada uno.
# seed 004
store-salter = Salter's Emporium
store-salter-A = Caramelos: 1 casilla cada uno.
store-salter-B = Nueces: 1 casilla cada una.
# seed 004
store-house = House of Luxury
store-house-A = Chocolates en caja: 1 casilla cada uno.
store-house-B = Parejas de barras (trozos y dedos en cualquier combinación): 1 casilla por pareja.
# seed 004
store-dunstan = Dunstan & Gilbert's
store-dunstan-A = Parejas de chocolates envueltos o en caja, en cualquier combinación: 1 casilla por pareja.
store-dunstan-B = Exactamente dos chocolates, una vez al día: 2 barras → { $bar ->
        [one] { $bar } casilla
       *[other] { $bar } casillas
    }, 2 envueltos → { $wrapped }, 2 en caja → { $boxed }.

# ours
colour-brown = Marrón
# ours
colour-orange = Naranja
# ours
colour-grey = Gris
# ours
colour-blue = Azul
# ours
colour-green = Verde

## Pedidos de la tienda de la esquina (reglas §4.4)

# seed 004
order-size-small = Pequeño
# seed 004
order-size-medium = Mediano
# seed 004
order-size-large = Grande
# ours
order-size-any = Cualquier tamaño

## Gerente de fábrica, el modo en solitario (reglas §9)

# ours
solo-type-weekly_target = Objetivo semanal
# ours
solo-type-demand = Demanda
# ours
solo-initial-demand = Demanda inicial
# ours
solo-daily-demand = Demanda diaria
# ours
solo-special-orders = Pedidos especiales
objective-money = Paga £{ $amount } de lo ganado con pedidos de la tienda de la esquina
objective-corner_shop = Descarta { $amount } { $amount ->
    [one] { $size ->
        [small] pedido pequeño completado
        [medium] pedido mediano completado
        [large] pedido grande completado
       *[any] pedido completado
    }
   *[other] { $size ->
        [small] pedidos pequeños completados
        [medium] pedidos medianos completados
        [large] pedidos grandes completados
       *[any] pedidos completados
    }
}
objective-department_store = Retrocede un marcador { $amount } { $amount ->
    [one] casilla
   *[other] casillas
} en unos grandes almacenes
objective-department_store-at = Retrocede un marcador { $amount } { $amount ->
    [one] casilla
   *[other] casillas
} en { $store }
objective-chocolate_order = Entrega { $chocolates }
objective-special_order = Completa el pedido especial { $order } ({ $size ->
    [small] pequeño
    [medium] mediano
   *[large] grande
})

## Días y fases (reglas §3–§5)

# seed 004
day-1 = Lunes
# seed 004
day-2 = Martes
# ours
day-3 = Miércoles
# ours
day-4 = Jueves
# ours
day-5 = Viernes
# ours
day-6 = Sábado
# seed 004
phase-prepare = Preparar
# seed 004
phase-draft = Expandir y reclutar
# seed 004
phase-run = Ejecutar fábrica
# seed 004
phase-fulfil = Cumplir pedidos
# ours
phase-agent = Agente de grandes almacenes
# seed 004
phase-cleanup = Limpiar
# ours
phase-over = Fin de la partida

## Categorías de puntuación: Chocolate Factory y Gerente de fábrica

# ours
score-corner_shop_orders = Pedidos de la tienda de la esquina
# ours
score-salesman = Vendedor
# ours
score-corner_shop_majority = Mayoría en la tienda de la esquina
# seed 004
score-store_palace = The Palace Boutique
# seed 004
score-store_fresh = Fresh Fancies
# seed 004
score-store_salter = Salter's Emporium
# seed 004
score-store_house = House of Luxury
# seed 004
score-store_dunstan = Dunstan & Gilbert's
# ours
score-diversity = Bonificación por diversidad de grandes almacenes
# ours
score-leftover_chocolates = Chocolates sobrantes
# ours
score-leftover_coal = Carbón sobrante
# ours
score-met_money = Objetivos de dinero cumplidos
# ours
score-met_corner_shop = Objetivos de la tienda de la esquina cumplidos
# ours
score-met_department_store = Objetivos de grandes almacenes cumplidos
# ours
score-met_chocolate_order = Pedidos de chocolate entregados
# ours
score-met_special_order = Pedidos especiales completados

## Categorías de puntuación: Chocolatl

# ours
score-track = Marcador de puntuación
# ours
score-altar = Cartas del altar
# ours
score-altar_majority = Mayor ofrenda en el altar
# ours
score-hero_king = Rey Héroe
# ours
score-old_man = Anciano
# ours
score-pyramid_markers = Marcadores en la pirámide
# ours
score-pyramid_majority = Más marcadores en la pirámide
# ours
score-black_dice = Dados negros sin usar

## Chocolatl: los lugares de Tenochtitlan, que se resuelven en este orden

# ours
station-temple = Templo de la Profecía
station-temple-effect = El 1.º toma el Rey Héroe y gana 1 punto (gana los empates; +3 si la partida termina esta ronda). El último toma el Anciano: +1 en las pujas de aquí y −1 en todos los demás lugares (−3 si la partida termina esta ronda).
# ours
station-field = Campo de cacao
station-field-effect = El 1.º, el 2.º y el 3.º ganan los puntos del dado de cosecha más alto, el intermedio y el más bajo.
# ours
station-village = Aldea
station-village-effect = El 1.º elige el dado negro o una choza (la choza también coloca 1 marcador de construcción); el 2.º se queda lo otro. Cada choza: −1 en las pujas de la Aldea y +1 en todos los demás lugares.
# ours
station-pyramid = Pirámide de Cholula
station-pyramid-effect = Si el 1.º supera al 2.º por 3 o más, el 1.º coloca 2 marcadores de construcción; si no, el 1.º y el 2.º colocan 1 cada uno y el 1.º decide quién empieza. Al completarse un nivel, quien tenga más marcadores en él gana su valor (+5, +4, +3, +2 de abajo arriba).
# ours
station-kitchen = Cocina
station-kitchen-effect = El 1.º gana el valor alto de la ronda y el 2.º el bajo; el último pierde 2 puntos.
# ours
station-tlachtli = Campo de tlachtli
station-tlachtli-effect = El 1.º cambia una carta de su mano por la carta de recompensa visible del montón del 6, y el 2.º por la del montón del 3; la carta entregada sale de la partida. Si no quedan cartas de recompensa: 1.º +6, 2.º +3.

## Chocolatl: modos de puja (el color de la casilla del líder)

# ours
mode-red = Rojo: todo a la vez
mode-red-rule = Todos colocan a la vez sus 12 cartas boca abajo, 2 en cada lugar; después se revelan y se resuelven los lugares en orden.
# ours
mode-gold = Oro: lugar por lugar
mode-gold-rule = Lugar por lugar: todos juegan 2 cartas boca abajo, se revelan y se resuelve el lugar antes de pasar al siguiente.
# ours
mode-green = Verde: una carta y luego otra
mode-green-rule = Todos colocan 1 carta boca abajo en cada lugar y se revelan todas; luego, una segunda carta en cada lugar, que también se revela; después se resuelven los lugares en orden.

## Chocolatl: pasos de una ronda

# ours
step-altar = Sacrificio en el altar
# ours
step-bid = Pujas
# ours
step-dice = Dados negros
# ours
step-village = Elección en la aldea
# ours
step-pyramid = Quién construye primero
# ours
step-swap = Cambio de recompensa de tlachtli
# ours
step-final-altar = Sacrificio final
# ours
step-over = Fin de la partida

## Chocolatl: componentes

# ours
item-bid-card = { $count ->
    [one] carta de cacao
   *[other] cartas de cacao
}
# ours
item-reward-card = { $count ->
    [one] carta de recompensa de tlachtli
   *[other] cartas de recompensa de tlachtli
}
# ours
reward-stack-six = Montón del 6 (premio mayor)
# ours
reward-stack-three = Montón del 3 (premio menor)
# ours
item-hero-king = Rey Héroe
# ours
item-old-man = Anciano
# ours
item-harvest-die = { $count ->
    [one] dado de cosecha
   *[other] dados de cosecha
}
# ours
item-black-die = { $count ->
    [one] dado negro
   *[other] dados negros
}
# ours
item-hut = { $count ->
    [one] choza
   *[other] chozas
}
# ours
item-building-marker = { $count ->
    [one] marcador de construcción
   *[other] marcadores de construcción
}
# ours
item-altar = Altar
# ours
item-round = Ronda
# ours
item-pyramid-layer = Nivel de la pirámide

## Términos del juego comunes a todas las pantallas (reglas §1–§5)

# ours
game-factory = Chocolate Factory
# seed 004
game-factory-manager = Gerente de fábrica
# seed 002
game-chocolatl = Chocolatl
# seed 004
term-coal = Carbón
# seed 004
term-money = Dinero
# seed 004
term-store-room = Almacén
# seed 004
term-coal-bunker = Búnker de carbón
# seed 004
term-conveyor = Transportador
# seed 004
term-conveyor-tile = Loseta de transportador
# seed 004
term-shift = Turno
# seed 004
term-slot = Puesto
# seed 004
term-factory-part = Pieza de fábrica
# seed 004
term-employee = Empleado
# seed 004
term-corner-shop = Tienda de la esquina
# seed 004
term-corner-shop-order = Pedido de la tienda de la esquina
# seed 004
term-department-store = Grandes almacenes
# ours
term-stage = Etapa
# ours
term-completed-order = Pedido completado
# seed 004
term-track = Pista
# ours
term-space = Casilla
# seed 004
term-upgrade = Mejora
# ours
term-upgrade-point = Punto de mejora
# seed 004
term-deck = Mazo
# seed 004
term-packet = Paquete
# seed 004
term-start-player = Jugador inicial
# seed 004
term-day = Día
# seed 004
term-gift = Obsequio
# seed 004
term-load-push = Cargar y empujar
# seed 004
term-operate = Operar
# ours
term-clear = Retirar el carbón
# seed 004
term-side = Lado
# ours
term-score = Puntuación

## Master Chocolatier module (card-data.md; option master=true)

# ours
module-master = Maestro chocolatero
# rules
part-type-mover = Transportador
part-type-mover-effect = Paga el carbón y mueve un chocolate de los que muestra la carta de la loseta de esta pieza a cualquier otra loseta (una vez por turno, como cualquier pieza).
# ours
part-A16 = Elevador de granos
# ours
part-A17 = Brazo de transferencia
# ours
part-B16 = Grúa de refinados
# ours
part-B17 = Cinta maestra
# ours
store-free = Sin tienda
# ours
role-foreman = Capataz
role-foreman-ability = Obsequio: toma { $coal } de carbón en el acto. Empleado libre: hoy no abasteces ningún gran almacén.
# ours
role-master_packer = Maestro empaquetador
role-master_packer-ability = { $uses ->
        [1] Una vez hoy
        [2] Dos veces hoy
        [3] Tres veces hoy
        [4] Cuatro veces hoy
       *[other] { $uses } veces hoy
    }: { $factor ->
        [2] duplica
        [3] triplica
       *[other] multiplica por { $factor }
    } el número de cada chocolate de una loseta del transportador. Empleado libre: hoy no abasteces ningún gran almacén.
# ours
role-artisan = Artesano
role-artisan-ability = { $uses ->
        [1] Una vez hoy
        [2] Dos veces hoy
        [3] Tres veces hoy
        [4] Cuatro veces hoy
       *[other] { $uses } veces hoy
    }: mejora un chocolate de cualquier loseta del transportador. Empleado libre: hoy no abasteces ningún gran almacén.
# ours
role-porter = Mozo
role-porter-ability = { $uses ->
        [1] Una vez hoy
        [2] Dos veces hoy
        [3] Tres veces hoy
        [4] Cuatro veces hoy
       *[other] { $uses } veces hoy
    }: mueve un chocolate de cualquier loseta a cualquier otra. Empleado libre: hoy no abasteces ningún gran almacén.
# ours
role-broker = Corredor
role-broker-ability = { $uses ->
        [1] Una vez hoy
        [2] Dos veces hoy
        [3] Tres veces hoy
        [4] Cuatro veces hoy
       *[other] { $uses } veces hoy
    }: completa la etapa actual de un pedido de la tienda de la esquina con cualesquiera chocolates refinados (el mismo número). Empleado libre: hoy no abasteces ningún gran almacén.
# ours
role-fixer = Apañador
role-fixer-ability = { $uses ->
        [1] Una vez hoy
        [2] Dos veces hoy
        [3] Tres veces hoy
        [4] Cuatro veces hoy
       *[other] { $uses } veces hoy
    }: completa la etapa actual de un pedido de la tienda de la esquina con { $fewer ->
        [1] un chocolate
       *[other] { $fewer } chocolates
    } menos. Empleado libre: hoy no abasteces ningún gran almacén.
# ours
store-palace-C = Sin chocolates: 1 casilla por cada £{ $per } ganadas hoy con pedidos de la tienda de la esquina, redondeando hacia abajo.
# rules
store-palace-D = Una entrega al día, como si esta tienda tuviera el requisito de otra (nombra la tienda en cada entrega).
# rules
store-fresh-C = Sin chocolates: 1 casilla por cada £{ $per } ganadas hoy con pedidos de la tienda de la esquina, redondeando hacia abajo.
# rules
store-fresh-D = Exactamente { $counts } chocolates refinados de cualquier tipo, una vez al día: 1 casilla cada uno.
# ours
store-salter-C = Sin chocolates: 1 casilla por cada £{ $per } ganadas hoy con pedidos de la tienda de la esquina, redondeando hacia abajo.
# rules
store-salter-D = Hasta { $limit } { $limit ->
        [one] chocolate refinado,
       *[other] chocolates refinados, todos de tipos distintos,
    } una vez al día: 1 casilla cada uno.
# ours
store-house-C = Sin chocolates: 1 casilla por cada £{ $per } ganadas hoy con pedidos de la tienda de la esquina, redondeando hacia abajo.
# ours
store-house-D = Chocolates envueltos (caramelos y nueces en cualquier combinación): 1 casilla cada uno.
# ours
store-dunstan-C = Sin chocolates: 1 casilla por cada £{ $per } ganadas hoy con pedidos de la tienda de la esquina, redondeando hacia abajo.
# ours
store-dunstan-D = Exactamente { $counts } chocolates envueltos o en caja, en cualquier combinación, una vez al día: 1 casilla cada uno.
