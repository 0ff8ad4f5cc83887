# Ayuda de la mesa (issue 22): el panel de reglas, el botón de pista, quién mira y la lista
# de jugadas de la repetición.

## El panel de reglas: el reglamento, abierto en el paso en que está la partida
table-rules = Reglas
table-rules-close = Cerrar

## El botón de pista (mesas sin puntuación en juego): lo que jugaría el bot más fuerte,
## viendo solo lo que ve el jugador
table-hint = Pista
table-hint-thinking = Buscando una buena jugada…
table-hint-says = Pista: { $move }. Está resaltada.
table-hint-rated = No hay pistas en una mesa puntuada.
table-hint-not-your-move = Las pistas son para tu propia jugada: espera tu turno.
table-hint-stale = La partida siguió: pide la pista otra vez.
table-hint-busy = Ya viene una pista.
table-hint-too-many = Son muchas pistas: espera un poco antes de la siguiente.
table-hint-failed = Esta vez no hay pista: inténtalo de nuevo.

## Quién mira: los espectadores que dieron un nombre (en el chat) y cuántos no dieron ninguno
table-watching = Mirando
table-watching-nobody = Nadie está mirando.
table-watching-anonymous = { $count ->
    [one] un espectador sin nombre
   *[other] { $count } espectadores sin nombre
 }

## Las jugadas de la repetición, por día y fase o por ronda
table-replay-moves = Jugadas
table-replay-go = Ir a la jugada { $step }
