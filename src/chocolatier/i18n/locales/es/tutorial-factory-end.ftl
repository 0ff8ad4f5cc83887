## Chocolate Factory, capítulo 2: el último día y la puntuación final (tutorials/factory-end.toml)

tutorial-factory-end-title = { game-factory } 2: el último día y la puntuación
tutorial-factory-end-summary = La semana ya está jugada: entrega el sábado, termina la partida y descubre cada parte de la puntuación final.
tutorial-factory-end-welcome = Es sábado, el último día: toda la semana se ha jugado por ti. Después del último turno del sábado, todos los chocolates que quedaban en la fábrica fueron al almacén, y no hay Limpiar: después de Cumplir pedidos se puntúa la partida. Tu almacén tiene { $boxed } chocolates en caja, entre otros.
tutorial-factory-end-deliver = Primero una etapa de la tienda de la esquina: la etapa de abajo de tu pedido grande L03 se lleva un dedo y paga £{ $money } al momento.
tutorial-factory-end-deliver-wrong = Haz clic en tu pedido grande L03: su primera etapa se lleva el dedo de tu almacén.
tutorial-factory-end-supply = Tu { role-operator } trabaja para { store-palace }: su cara A acepta chocolates refinados de un mismo tipo, 1 casilla cada uno. Tu marcador está en { $mine } y el del bot en { $theirs }. Haz clic en los almacenes para añadir un chocolate en caja.
tutorial-factory-end-supply-wrong = Haz clic en { store-palace }: son los grandes almacenes de tu empleado de hoy y aceptan tus chocolates en caja.
tutorial-factory-end-supply-more = Otro más: en el almacén, un chocolate en caja vale £1 al final; en el marcador puede ganar el primer puesto.
tutorial-factory-end-supply-more-wrong = Haz clic otra vez en { store-palace } para añadir un segundo chocolate en caja.
tutorial-factory-end-supply-third = Y un tercero: tu marcador quedará dos casillas por delante del bot.
tutorial-factory-end-supply-third-wrong = Haz clic una vez más en { store-palace } para el tercer chocolate en caja.
tutorial-factory-end-supply-done = Envía la entrega: tu marcador avanza.
tutorial-factory-end-supply-done-wrong = Haz clic en «{ factory-supply-done.button }» para mover tu marcador.
tutorial-factory-end-orders-done = Termina de cumplir pedidos: era la última decisión de la partida.
tutorial-factory-end-orders-done-wrong = Haz clic en «{ factory-orders-done.button }»: entonces la partida termina y se puntúa.
tutorial-factory-end-score-orders = La puntuación final, línea a línea. Tus pedidos de la tienda de la esquina te pagaron £{ $orders } durante la semana. El bot completó más pedidos ({ $theirs } frente a tus { $completed }): las £{ $majority } de la mayoría son suyas.
tutorial-factory-end-score-stores = Cada uno de los grandes almacenes paga su marcador: el primero £{ $first }, el segundo £{ $second } si llegó al menos a la mitad que el primero. En { store-palace } eres primero: £{ $palace }. En { store-dunstan } el marcador del bot está en { $theirs } y el tuyo en { $mine }, menos de la mitad: £{ $dunstan }.
tutorial-factory-end-score-bonus = Tener marcador en 3, 4 o 5 almacenes da una bonificación, aunque allí no cobraras: la tuya, £{ $diversity }. Después, cada chocolate que queda en el almacén y cada carbón vale £1: £{ $chocolates } y £{ $coal }.
tutorial-factory-end-score-total = En total tienes £{ $mine } y el bot £{ $theirs }: gana quien tiene más dinero. ¡La próxima vez reparte tus entregas entre más almacenes y completa más pedidos de la tienda de la esquina!
