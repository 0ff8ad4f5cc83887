## Chocolate Factory: dos jugadores, contra un bot con guion

tutorial-factory-title = Chocolate Factory: tu primer día
tutorial-factory-summary = Elige una pieza y un empleado, haz funcionar los tres turnos de tu fábrica, entrega a una tienda de la esquina y a unos grandes almacenes, y limpia.
tutorial-factory-welcome = ¡Bienvenido a tu fábrica de chocolate! El lunes ya se ha jugado por ti: es martes. Cada día tomas una pieza nueva de fábrica y un empleado, haces funcionar tu fábrica tres turnos y luego entregas chocolates a cambio de dinero. Gana quien tenga más dinero después del sábado. Esta mañana has recibido el carbón del día: ahora tienes { $coal } de carbón. Hoy el bot elige paquete primero.
tutorial-factory-take-part = Cinco piezas y cinco empleados se reparten en paquetes, boca arriba. Cada jugador toma un paquete, se queda una carta y descarta el resto: el orden va en serpiente (el bot, tú, tú, el bot), así que tomas dos paquetes seguidos, uno de piezas y otro de empleados. Toma el paquete de piezas y quédate la Moldeadora de granos: convierte un grano en un trozo.
tutorial-factory-take-part-wrong = Primero quédate la Moldeadora de granos del paquete de piezas: haz clic en ella.
tutorial-factory-place-part = Una pieza nueva va en una de las ocho casillas encima y debajo de tu cinta transportadora, y trabaja sobre la loseta de al lado. Pon la Moldeadora de granos debajo de la loseta 2.
tutorial-factory-place-part-wrong = La Moldeadora de granos va debajo de la loseta 2: haz clic en esa casilla.
tutorial-factory-take-employee = Ahora los empleados: el que te quedas trabaja para ti solo hoy. Quédate el Operario experto: tres veces hoy mueve un chocolate de una loseta de la cinta a otra. Viene de Salter's Emporium, así que esos son los grandes almacenes a los que puedes suministrar hoy.
tutorial-factory-take-employee-wrong = Toma el Operario experto del paquete de empleados.
