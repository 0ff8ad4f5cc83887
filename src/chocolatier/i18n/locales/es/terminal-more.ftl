# El terminal, issue 24: el reglamento en el terminal (chocolatier rules, `reglas` en el indicador).

## `reglas` en el indicador

tui-cmd-rules = reglas
tui-arg-section = SECCIÓN
tui-help-rules = el reglamento: una sección como 4.2; sola, la sección de la última negativa, si no el índice (desde la consola: { $command })
terminal-rules-open = Escribe «{ $command }» para leer el §{ $section }.
terminal-rules-which = Escribe «{ $command } 4.2» para leer una sección.
terminal-rules-no-such = El reglamento no tiene sección { $section }; escribe «{ $command }» para ver el índice.
terminal-rules-none = Este juego no tiene reglamento.

## chocolatier rules

terminal-rules-no-game = no hay reglas de «{ $game }»: los juegos son { $games }
terminal-rules-no-section = las reglas de { $game } no tienen sección { $section } (secciones 1 a { $last }; { $command } las muestra todas)

## chocolatier cards: la regla de un lado de grandes almacenes en pocas palabras

terminal-store-rule = { $rule ->
    [same_kind] todos de un tipo
    [all_different] todos distintos, una vez al día
    [each] por chocolate
    [pairs] por pareja
    [exact_two] exactamente dos, una vez al día
    [earnings] según las ganancias del día
    [exact_count] un número exacto, una vez al día
    [as_other] como otros grandes almacenes, una vez al día
   *[other] { $rule }
 }

## Chocolatl cuenta en puntos (tablas de tournament y analyze)

terminal-col-points = puntos
terminal-analyze-points = Puntos por fuente (media por jugador)

## Las pujas de Chocolatl en una cuadrícula (una fila por lugar, una columna por carta)

terminal-bid-grid-corner = lugar \ carta
terminal-bid-grid-how = Escribe el número donde la fila de un lugar cruza la columna de una carta para pujar esa carta allí.

## Un terminal pequeño (80×24): una pantalla por decisión

terminal-small-seat = £{ $money } · carbón { $coal } · almacén { $room } · { $employee }
terminal-small-chocolatl-score = { $score } pts
terminal-small-news-more = … { $count } más antes (escribe «{ $log }»)
