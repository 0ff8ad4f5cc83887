# The welcome lobby (web/index.html, web/js/lobby.js): what the games are and the ways in.
welcome-heading = Board games of chocolate, to play in your browser
welcome-your-tables = Your tables
welcome-continue = Continue
welcome-your-move = your move
welcome-waiting-for-players = waiting for players
welcome-factory-pitch = Run a chocolate factory. Draft machines and employees, roast beans on a moving conveyor, refine them into bars, wrapped chocolates and boxes, and sell them to the Department Stores and Corner Shops before the week is out.
welcome-chocolatl-pitch = Cacao traders bid cards at six stations, face up or face down, to win beans, chocolate and a place on the pyramid.
welcome-players = { $min ->
    [1] { $min }–{ $max } players, solo too
   *[other] { $min }–{ $max } players
}
welcome-minutes = { $min }–{ $max } min
welcome-learn = Learn to play
welcome-learn-hint = A guided game, step by step, in your language.
welcome-play-now = Play now
welcome-play-now-hint = You against a bot, no clock.
welcome-play-now-chocolatl = Play now against bots
welcome-play-friends = Play with friends
welcome-play-friends-hint = A table for you and a friend: send the link.
welcome-name = You play as
welcome-invite-ready = Your table is ready. Send this link to your friend; the game starts when they sit down.
welcome-copied = Copied
welcome-go-to-table = Go to the table
welcome-open-tables = Open tables
welcome-no-open-tables = No table is waiting for players right now.
welcome-seats-taken = { $taken } of { $total } seats taken
welcome-spectators = { $count ->
    [0] nobody watching
    [one] 1 watching
   *[other] { $count } watching
}
welcome-rated = rated
welcome-unrated = not rated
welcome-watch = Watch
welcome-all-options = New table with every option
welcome-picture-factory = A chocolate factory: a machine over a conveyor carrying beans, cocoa, a bar and a box
welcome-picture-chocolatl = Cacao cards at a station of Chocolatl
