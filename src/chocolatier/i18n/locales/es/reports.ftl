# Los ficheros que la simulación escribe para las personas: los gráficos del torneo y del informe de equilibrio, y balance.md (ids report-*).

report-wrote = escrito: { $files }
report-font-missing = los gráficos no pueden dibujar los caracteres de este idioma: falta la fuente { $font } (Debian: apt install { $package })

## Gráficos del torneo

report-title = { $what } — { $game }, { $players } jugadores, { $games } partidas
report-scores-title = { $game ->
    [chocolatl] Puntos finales por bot
   *[other] Dinero final por bot
}
report-scores-axis = { $game ->
    [chocolatl] puntos finales
   *[other] dinero final (£)
}
report-mean = media
report-seats-title = Tasa de victoria por asiento
report-win-rate-axis = tasa de victoria (IC 95 %)
report-fair-share = parte justa 1/{ $players }
report-seat = asiento { $seat }
report-along-title = { $game ->
    [chocolatl] Los puntos a lo largo de la partida
   *[other] El dinero a lo largo de la partida
}
report-along-axis = { $game ->
    [chocolatl] puntos al final del periodo (media ± IC 95 %)
   *[other] dinero al final del periodo (£, media ± IC 95 %)
}
report-period = { $period ->
    [day] día { $number }
    [round] ronda { $number }
   *[other] { $number }
}
report-final-score = puntuación final

## Informe de equilibrio: gráficos

report-players = { $players } jugadores
report-players-short = { $players } j.
report-balance-seats-title = Tasa de victoria por asiento, intervalos del 95 %
report-balance-seats-axis = tasa de victoria (discontinua: parte justa)
report-balance-money-title = Dinero por origen
report-balance-money-axis = dinero medio por jugador (£)
report-balance-cards-panel = { $players } jugadores ({ $games } partidas)
report-kind = { $kind ->
    [part] pieza
    [employee] empleado
    [order] pedido
   *[other] { $kind }
}
report-pick-win-axis = tasa elección→victoria

## Informe de equilibrio: balance.md

report-md-title = Equilibrio de Chocolate Factory
report-md-run = { $games } partidas con { $players } jugadores
report-md-generated = Generado con `{ $command }`: { $runs }, con el bot `{ $bot }` en todos los asientos, semilla { $seed }, opciones { $options } — { $games } partidas terminadas, { $errors } errores. Las cifras están en `balance/balance.json`; la orden vuelve a escribir los mismos ficheros con las mismas opciones.
report-md-how = Cómo leerlo: una victoria se reparte 1/k entre k ganadores empatados; los intervalos son intervalos de Wilson del 95 %. La *tasa elección→victoria* de una carta es la parte media de victoria de los asientos que la eligieron (`take` en el reparto, `order` en la limpieza); mide la carta junto con las razones del bot para elegirla, así que una tasa alta puede indicar una carta fuerte o una carta que el bot elige cuando ya va por delante. Los *valores atípicos* son las cartas cuya tasa elección→victoria se aleja más de { $threshold } puntos de la media de las cartas, entre las elegidas al menos { $picks } veces.
report-md-seats = Asientos
report-md-money = Dinero por origen
report-md-money-note = Dinero medio por jugador y parte de todo el dinero (los orígenes en negrita, después cada categoría de puntuación).
report-md-outliers = Cartas a más de { $threshold } puntos de la media
report-md-outliers-mean = Tasa media elección→victoria de las { $counted } cartas elegidas al menos { $picks } veces: { $mean } (se dejan fuera { $left } cartas elegidas menos veces).
report-md-no-outlier = Ninguna carta se aleja tanto de la media.
report-md-plots = Gráficos
report-md-plot-seats = tasa de victoria por asiento
report-md-plot-money = dinero por origen
report-md-plot-cards = tasa de victoria de las cartas
report-md-every-card = Todas las cartas
report-points = { $points } puntos
report-col-players = jugadores
report-col-games = partidas
report-col-seat = asiento
report-col-win-rate = tasa de victoria
report-col-ci = IC 95 %
report-col-fair = justa
report-col-mean-money = dinero medio
report-col-source = origen / categoría
report-col-card = carta
report-col-kind = tipo
report-col-name = nombre
report-col-offered = ofrecida
report-col-picked = elegida
report-col-pick-rate = tasa de elección
report-col-pick-win = elección→victoria
report-col-off-mean = distancia a la media
