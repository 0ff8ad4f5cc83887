## The rating policy (docs/server.md, "Ratings"): web/js/table.js's final table, web/js/players.js

web-error-rated-humans-only = Una mesa puntuada es para dos o más personas con cuenta: sin asientos de bot.
ratings-mark-timed-out = sin tiempo
ratings-rank = Puesto
ratings-outcome-pending = Calculando la puntuación…
ratings-outcome-rated = Puntuación:
ratings-outcome-aborted = Sin puntuar: alguien no hizo ninguna jugada propia.
ratings-outcome-pair-limit = Sin puntuar: estos jugadores ya han jugado { $limit } partidas puntuadas juntos en las últimas 24 horas.
ratings-outcome-unrated = Sin puntuar: no todos los asientos eran de jugadores con cuenta.
ratings-outcome-void = Sin puntuar: la puntuación de esta partida se anuló.
ratings-seat-pair-limit = { $player }: sin puntuar (ya jugó { $limit } partidas puntuadas con un rival de aquí en 24 horas)
ratings-seat-change = { $player } { $change }
ratings-history-aborted = abortada, sin puntuar
ratings-history-pair-limit = sin puntuar (límite por rival)
ratings-history-void = puntuación anulada
ratings-history-unrated = sin puntuar
