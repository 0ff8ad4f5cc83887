# The welcome lobby (web/index.html, web/js/lobby.js): what the games are and the ways in.
welcome-heading = Juegos de mesa de chocolate, en tu navegador
welcome-your-tables = Tus mesas
welcome-continue = Continuar
welcome-your-move = te toca
welcome-waiting-for-players = esperando jugadores
welcome-factory-pitch = Dirige una fábrica de chocolate. Elige máquinas y empleados, tuesta granos en un transportador en marcha, conviértelos en tabletas, bombones envueltos y cajas, y véndelos a los Grandes almacenes y a las Tiendas de la esquina antes de que acabe la semana.
welcome-chocolatl-pitch = Comerciantes de cacao pujan con cartas en seis estaciones, boca arriba o boca abajo, para ganar granos, chocolate y un lugar en la pirámide.
welcome-players = { $min ->
    [1] { $min }–{ $max } jugadores, también en solitario
   *[other] { $min }–{ $max } jugadores
}
welcome-minutes = { $min }–{ $max } min
welcome-learn = Aprende a jugar
welcome-learn-hint = Una partida guiada, paso a paso, en tu idioma.
welcome-play-now = Jugar ahora
welcome-play-now-hint = Tú contra un bot, sin reloj.
welcome-play-now-chocolatl = Jugar ahora contra bots
welcome-play-friends = Jugar con amigos
welcome-play-friends-hint = Una mesa para ti y un amigo: envíale el enlace.
welcome-name = Juegas como
welcome-invite-ready = Tu mesa está lista. Envía este enlace a tu amigo; la partida empieza cuando se siente.
welcome-copied = Copiado
welcome-go-to-table = Ir a la mesa
welcome-open-tables = Mesas abiertas
welcome-no-open-tables = Ahora mismo ninguna mesa espera jugadores.
welcome-seats-taken = { $taken } de { $total } asientos ocupados
welcome-spectators = { $count ->
    [0] nadie mirando
    [one] 1 mirando
   *[other] { $count } mirando
}
welcome-rated = puntuada
welcome-unrated = sin puntuar
welcome-watch = Mirar
welcome-all-options = Nueva mesa con todas las opciones
welcome-picture-factory = Una fábrica de chocolate: una máquina sobre un transportador con un grano, cacao, una tableta y una caja
welcome-picture-chocolatl = Cartas de cacao en una estación de Chocolatl
