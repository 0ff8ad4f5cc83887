# Los tutoriales del modo en solitario y de Chocolatl (src/chocolatier/tutorials/solo.toml,
# chocolatl.toml): lo que dice el monitor en cada paso (tutorial-<name>-<step>) y su respuesta a un
# clic equivocado (...-wrong). Los términos del juego son los del glosario (docs/i18n.md), citados
# por referencia donde un mensaje los usa.

## Gerente de fábrica, el modo en solitario (semilla 20, un lunes)

tutorial-solo-title = { game-factory-manager }: el modo en solitario
tutorial-solo-summary = Juega un lunes en solitario contra los objetivos: el Objetivo semanal, las Demandas, los objetivos cumplidos o no, y cómo transcurre un día en solitario.
tutorial-solo-welcome = Bienvenido a { game-factory-manager }, el modo en solitario de { game-factory }. Juegas solo, contra objetivos en lugar de otros jugadores: si cumples todos antes de que acabe el sábado, ganas; si falta uno, pierdes. No hay puntuación final.
tutorial-solo-target = Este es tu { solo-type-weekly_target }, W06. Para el sábado por la noche pide tres cosas: retroceder un marcador 1 casilla en { store-house } (así que antes tu marcador tiene que llegar allí), un pedido de chocolate (un chocolate en caja y un chocolate envuelto, entregados a la vez) y pagar £5 de lo ganado con pedidos de la tienda de la esquina.
tutorial-solo-demands = Las Demandas añaden objetivos. La { solo-initial-demand } D07 está boca arriba desde el principio: pagar £5 y descartar 1 pedido de la tienda de la esquina completado. Cada mañana, de lunes a viernes, se revela una { solo-daily-demand }: la de hoy, D12, pide retroceder un marcador 1 casilla en dos grandes almacenes distintos. Quedan cuatro boca abajo.
tutorial-solo-objectives = Cada objetivo muestra ✔ o ✘: si se cumpliría si la partida terminara ahora, y por qué. Esta mañana todos están en ✘. Al final cada cosa se gasta una sola vez: las £5 que pagan un objetivo no pueden pagar otro, y un pedido descartado desaparece.
tutorial-solo-pair = Un día en solitario empieza como cualquier otro: 5 de carbón el lunes y luego cinco piezas de fábrica y cinco empleados repartidos en parejas. Se retira la pareja cuyo empleado pertenece a la tienda del día: el lunes, { store-dunstan } (paquete 4). Eliges una pieza y un empleado de las demás parejas, no necesariamente de la misma.
tutorial-solo-take-part = Toma la { part-A04 }: por 2 de carbón convierte una barra en dos chocolates envueltos. Tu pedido pequeño S01 pide un caramelo y una nuez, y los dos son chocolates envueltos.
tutorial-solo-take-part-wrong = Esa no es la carta de esta lección: toma la { part-A04 } (paquete 2). Hace el caramelo y la nuez que pide S01. El paquete 4 está fuera hoy: su empleado pertenece a { store-dunstan }, la tienda del lunes.
tutorial-solo-place-part = Colócala en B3, debajo de la posición 3 del transportador y frente a la { part-chute } de T3: lo que haga podrá ir al almacén en el mismo turno. Una pieza nueva cubre lo que hubiera en su puesto para el resto de la partida.
tutorial-solo-place-part-wrong = Pon la { part-A04 } en B3, debajo de la posición 3: así la { part-chute } de encima puede mandar su caramelo y su nuez al almacén enseguida. En T1 o T2 cubriría tu { part-roaster } o tu { part-upgrader }.
tutorial-solo-take-employee = Ahora un empleado, solo para hoy. Toma el { role-supervisor }: hoy cada carga pone 2 granos en la loseta nueva en lugar de 1, así que el mismo carbón da más chocolate.
tutorial-solo-take-employee-wrong = Toma el { role-supervisor }: con 2 granos en cada loseta te sobrará un grano para cambiarlo por carbón en el último turno. El empleado también decide hoy tus grandes almacenes: el { role-supervisor } trabaja para { store-house }.
tutorial-solo-shift-1-roast = { phase-run }: 3 turnos. Cada uno empieza con Cargar y empujar: ha entrado en la posición 1 una loseta con 2 granos. Opera el { part-roaster } de T1: 1 de carbón y un grano se convierte en cacao.
tutorial-solo-shift-1-roast-wrong = Opera el { part-roaster } de T1, encima de la posición 1, donde están los granos: una pieza solo actúa sobre la loseta de su propia posición.
tutorial-solo-shift-1-done = Ahora ninguna otra pieza puede trabajar tu chocolate: termina el turno. El carbón de las piezas vuelve a la reserva (Retirar el carbón) y el turno siguiente empuja cada loseta una posición a la derecha.
tutorial-solo-shift-1-done-wrong = Termina el turno: el { part-upgrader } de T2 aún no tiene chocolate debajo, y el { part-roaster } funciona una vez por turno.
tutorial-solo-shift-2-upgrade = Turno 2: tu primera loseta está ahora en la posición 2, bajo el { part-upgrader }. Opéralo: 1 de carbón por una mejora.
tutorial-solo-shift-2-upgrade-wrong = Opera el { part-upgrader } de T2: actúa sobre la loseta de la posición 2, donde está ahora tu cacao.
tutorial-solo-shift-2-finger = Mejora el cacao a dedo: la { part-A04 } toma una barra, es decir, un trozo o un dedo.
tutorial-solo-shift-2-finger-wrong = Elige cacao → dedo: la { part-A04 } envuelve barras. Si mejoras el grano, en el turno siguiente no habrá nada que envolver.
tutorial-solo-shift-2-roast = Una loseta nueva con 2 granos ha entrado en la posición 1: tuesta uno con el { part-roaster } (1 de carbón).
tutorial-solo-shift-2-roast-wrong = Opera el { part-roaster } de T1: la loseta nueva de la posición 1 tiene granos que tostar, y el { part-upgrader } ya ha trabajado en este turno.
tutorial-solo-shift-2-done = Termina el turno 2. Te quedan 2 de carbón: justo lo que cuesta la { part-A04 }.
tutorial-solo-shift-2-done-wrong = Termina el turno: todavía no hay nada en la posición 3 para la { part-A04 }. Guarda tus 2 de carbón para ella.
tutorial-solo-shift-3-wrap = Turno 3, el último del día: el dedo está en la posición 3, encima de la { part-A04 } de B3. Opérala: 2 de carbón.
tutorial-solo-shift-3-wrap-wrong = Opera la { part-A04 } de B3: el dedo está en la loseta de encima, en la posición 3.
tutorial-solo-shift-3-in = Toma una barra: dale el dedo.
tutorial-solo-shift-3-in-wrong = La { part-A04 } toma una barra: elige el dedo.
tutorial-solo-shift-3-caramel = Salen dos chocolates envueltos, cada uno caramelo o nuez. S01 quiere uno de cada: haz primero un caramelo.
tutorial-solo-shift-3-caramel-wrong = Haz ahora un caramelo y después una nuez: S01 paga £7 por un caramelo con una nuez.
tutorial-solo-shift-3-nut = Y ahora una nuez.
tutorial-solo-shift-3-nut-wrong = Haz la nuez: dos caramelos no cumplirían S01.
tutorial-solo-chute-caramel = La { part-chute } de T3 pasa chocolates de su loseta al almacén, gratis y tantas veces como quieras. Los pedidos solo se cumplen con chocolates del almacén. Manda el caramelo.
tutorial-solo-chute-caramel-wrong = Usa la { part-chute } de T3 para mandar el caramelo al almacén: los pedidos toman chocolates del almacén, nunca del transportador.
tutorial-solo-chute-nut = Manda también la nuez.
tutorial-solo-chute-nut-wrong = Manda la nuez al almacén con la { part-chute }: S01 la necesita allí.
tutorial-solo-chute-bean = Manda también el grano: en el almacén se puede cambiar por carbón.
tutorial-solo-chute-bean-wrong = Manda el grano por la { part-chute }: te has quedado sin carbón, y un chocolate del almacén se cambia por 1 de carbón.
tutorial-solo-trade = Te has quedado sin carbón. Mientras operas puedes cambiar cualquier chocolate del almacén por 1 de carbón: cambia el grano.
tutorial-solo-trade-wrong = Cambia el grano, no el caramelo ni la nuez: esos dos son para tu pedido.
tutorial-solo-shift-3-upgrade = Gasta ese carbón: opera el { part-upgrader } de T2 para el cacao de tu segunda loseta.
tutorial-solo-shift-3-upgrade-wrong = Opera el { part-upgrader } de T2: el cacao de la posición 2 aún puede mejorarse en este turno.
tutorial-solo-shift-3-finger = Conviértelo en dedo: mañana llegará a la { part-A04 } de la posición 3.
tutorial-solo-shift-3-finger-wrong = Elige cacao → dedo, una barra para envolver mañana.
tutorial-solo-shift-3-done = Termina el último turno. Los chocolates que quedan en el transportador siguen ahí mañana.
tutorial-solo-shift-3-done-wrong = Termina el turno: no te queda carbón y nada más necesita la { part-chute }.
tutorial-solo-deliver = { phase-fulfil }: entrega el caramelo y la nuez a S01. Paga £7, y un pedido completado puede cumplir un objetivo de «descartar un pedido».
tutorial-solo-deliver-wrong = Entrega S01: pide exactamente un caramelo y una nuez, y los dos están en tu almacén. Tus otros pedidos piden chocolates que aún no tienes.
tutorial-solo-spent-once = Mira ahora los objetivos. Tus £7 pagan las £5 del { solo-type-weekly_target }, pero no también las £5 de la Demanda: solo quedarían £2. Cada libra cuenta una vez. El S01 completado cumple el «descartar 1 pedido» de la Demanda.
tutorial-solo-orders-done = Tu empleado trabaja para { store-house }, que solo acepta chocolates en caja: hoy no hay nada que suministrar. Termina { phase-fulfil }.
tutorial-solo-orders-done-wrong = Termina { phase-fulfil }: { store-house }, la tienda de tu empleado, acepta chocolates en caja y no tienes ninguno.
tutorial-solo-new-order = { phase-cleanup }: en solitario el almacén guarda hasta 6 chocolates (no 2); el resto se convertiría en carbón. Tu pedido completado se repone: se roba uno de cada tamaño y te quedas con uno. Quédate con el grande L13: lo cumplen chocolates refinados de cualquier tipo.
tutorial-solo-new-order-wrong = Quédate con L13: sus etapas aceptan chocolates refinados de cualquier tipo, lo que conviene a una fábrica que envuelve.
tutorial-solo-tuesday = Martes. Se ha revelado una nueva { solo-daily-demand }: D14, un pedido de chocolate: un trozo y un caramelo. Hoy se retira la pareja de { store-house }. Así es un día en solitario: lee la nueva Demanda, elige cartas, haz funcionar la fábrica, cumple pedidos y limpia.
tutorial-solo-difficulty = La dificultad se elige al crear una mesa en solitario: cada nivel añade una { solo-initial-demand } más desde el principio. Sigue jugando desde aquí: tienes hasta el sábado por la noche para cumplir todos los objetivos.

## Chocolatl (semilla 2, tres jugadores, el altar y la ronda 1)

tutorial-chocolatl-title = { game-chocolatl }: pujas en los lugares
tutorial-chocolatl-summary = Juega el altar y una primera ronda completa contra dos jugadores: pujas boca abajo, los seis lugares, los empates y cómo termina la partida.
tutorial-chocolatl-welcome = Bienvenido a { game-chocolatl }. En cada ronda cada jugador puja con cartas de cacao boca abajo en seis lugares, que dan puntos, chozas, dados y cartas mejores. Gana quien tenga más puntos al final. Tus cartas van del 0 al 12.
tutorial-chocolatl-altar = Antes de la ronda 1 todos sacrifican una carta boca abajo en el { item-altar }. Su valor puntúa al final, el mayor total del altar gana +3 y decide una partida empatada, pero la carta sale de tu mano. Sacrifica el 0: sería tu puja más débil.
tutorial-chocolatl-altar-wrong = Pon el 0 en el { item-altar }: allí no puntúa, pero conservas todas tus cartas del 1 al 12 para pujar. Una carta alta puntuaría más al final, pero pujarías sin ella toda la partida.
tutorial-chocolatl-round = Ronda 1. Los dados de cosecha (6, 2, 1) están en el { station-field }, un dado negro espera en la { station-village }, la { station-kitchen } paga 8 y 4, y el { station-tlachtli } muestra las cartas de recompensa 14 y 11. Los otros dos jugadores también pujan boca abajo: hasta que se revelen los lugares, solo verás el dorso de sus cartas.
tutorial-chocolatl-red = La casilla del marcador que va en cabeza decide cómo se puja. Todos están en 0, una casilla roja: { mode-red-rule } Una puja es la suma de sus dos cartas, y los lugares se resuelven de izquierda a derecha. Aquí tienes un plan.
tutorial-chocolatl-temple-1 = { station-temple }: la puja más alta se lleva el { item-hero-king } (1 punto, y gana todos los empates durante el resto de la ronda); la más baja se lleva el { item-old-man }, −1 en todos los demás lugares. Pon aquí tu 5…
tutorial-chocolatl-temple-1-wrong = Pon el 5 en el { station-temple }: aquí basta una puja modesta, y tus cartas altas son para los lugares que pagan más.
tutorial-chocolatl-temple-2 = …y el 1: 6 en total.
tutorial-chocolatl-temple-2-wrong = Añade el 1 al { station-temple }: con el 5 suma 6, suficiente para el { item-hero-king }.
tutorial-chocolatl-field-1 = { station-field }: el 1.º, el 2.º y el 3.º ganan el dado de cosecha más alto, el intermedio y el más bajo: 6, 2 y 1 puntos. Puja el 11…
tutorial-chocolatl-field-1-wrong = Pon el 11 en el { station-field }: el ganador se lleva el 6, que vale una carta alta.
tutorial-chocolatl-field-2 = …y el 2: 13. Ya verás por qué basta.
tutorial-chocolatl-field-2-wrong = Añade el 2 al { station-field }: 13 en total.
tutorial-chocolatl-village-1 = { station-village }: el 1.º elige una choza o el dado negro, y el 2.º se queda lo otro. Puja el 4…
tutorial-chocolatl-village-1-wrong = Pon el 4 en la { station-village }: con el 7 te da una choza.
tutorial-chocolatl-village-2 = …y el 7: 11.
tutorial-chocolatl-village-2-wrong = Añade el 7 a la { station-village }: 11 en total.
tutorial-chocolatl-pyramid-1 = { station-pyramid }: si superas al 2.º por 3 o más, colocas 2 marcadores de construcción; si no, el 1.º y el 2.º colocan uno cada uno. Cada nivel completado puntúa para quien tenga más marcadores en él. Puja tu 12…
tutorial-chocolatl-pyramid-1-wrong = Pon el 12 en la { station-pyramid }: una ventaja grande allí coloca los dos marcadores.
tutorial-chocolatl-pyramid-2 = …y el 6: 18.
tutorial-chocolatl-pyramid-2-wrong = Añade el 6 a la { station-pyramid }: 18 en total.
tutorial-chocolatl-kitchen-1 = { station-kitchen }: 8 puntos para el 1.º, 4 para el 2.º, y el último pierde 2. El segundo puesto está bien: puja el 9…
tutorial-chocolatl-kitchen-1-wrong = Pon el 9 en la { station-kitchen }: basta para el 2.º puesto y nunca serás el último, que cuesta 2 puntos.
tutorial-chocolatl-kitchen-2 = …y el 3: 12.
tutorial-chocolatl-kitchen-2-wrong = Añade el 3 a la { station-kitchen }: 12 en total.
tutorial-chocolatl-tlachtli-1 = { station-tlachtli }: el 1.º cambia una carta de su mano por el 14 visible, y el 2.º por el 11: cartas mejores para todas las rondas siguientes. Puja el 10…
tutorial-chocolatl-tlachtli-1-wrong = Pon el 10 en el { station-tlachtli }: ganar allí te trae el 14.
tutorial-chocolatl-tlachtli-2 = …y el 8: 18. Es tu última carta: ahora los lugares se revelan uno a uno.
tutorial-chocolatl-tlachtli-2-wrong = Añade el 8 al { station-tlachtli }: es tu última carta.
tutorial-chocolatl-temple-won = Se revela el { station-temple }: tu 6 supera al 4 y al 2. Te llevas el { item-hero-king } y 1 punto; quien pujó menos se lleva el { item-old-man } y tiene −1 en todos los demás lugares esta ronda.
tutorial-chocolatl-field-tie = { station-field }: tú y quien tiene el { item-old-man } sumáis 13 (14 − 1). El empate es para quien tiene el { item-hero-king }: te llevas el 6. Entre otros jugadores empatados gana la puntuación más baja y, con la misma puntuación, el disco que está encima en su casilla (el que llegó después).
tutorial-chocolatl-hut = Has ganado la { station-village } con 11. Una choza da +1 en todos los demás lugares a partir de ahora (−1 en la aldea) y ocupa uno de tus marcadores de construcción; un dado negro puede tirarse una vez antes de una comparación para sumar sus puntos, o puntúa sus puntos al final. Toma la choza: su +1 cuenta enseguida.
tutorial-chocolatl-hut-wrong = En esta lección toma la choza: su +1 cuenta enseguida en la pirámide, la cocina y el campo de tlachtli. El dado negro es para el 2.º.
tutorial-chocolatl-pyramid-kitchen = { station-pyramid }: 18 más 1 de tu choza son 19 contra 15, una victoria por 3 o más, así que los dos marcadores son tuyos. { station-kitchen }: tu 13 quedó 2.º, +4; el último perdió 2. Quien tiene el dado negro podía tirarlo antes de cada comparación.
tutorial-chocolatl-swap = { station-tlachtli }: tu 19 gana. Da una carta de tu mano por el 14; la carta entregada sale de la partida. Da tu 1, tu carta más débil.
tutorial-chocolatl-swap-wrong = Da el 1: pierdes tu carta más débil y ganas un 14, más fuerte que cualquier carta de cacao.
tutorial-chocolatl-next-round = Se acabó la ronda 1: todos recuperan sus cartas, tu 14 en lugar del 1. Vas en cabeza con 11 puntos, en una casilla verde, así que la ronda 2 es verde: { mode-green-rule } En una casilla de oro se puja lugar por lugar.
tutorial-chocolatl-the-end = La partida termina tras 7 rondas, o tras una ronda en la que un jugador pasa de 40 puntos o ha usado sus 9 marcadores de construcción. Entonces todos pueden sacrificar una carta más. Puntúan los valores de las cartas del altar, +3 el altar más alto, +3 el { item-hero-king }, −3 el { item-old-man }, +1 cada marcador en la pirámide, +3 la mayoría de marcadores y los puntos de los dados negros sin usar. Gana el total más alto; un empate lo gana el altar más alto. ¡Sigue jugando desde aquí!
