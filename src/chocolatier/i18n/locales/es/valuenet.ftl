# chocolatier train (las redes de valor del bot mcts) y los temas de la revisión.
valuenet-train-bad-round = una ronda son tandas de datos JUGADORES:PARTIDAS:BOTS separadas por espacios, de 2 a 4 jugadores y al menos una partida, p. ej. { $example }
valuenet-train-progress = entrenando las redes de valor
valuenet-train-done = pesos escritos en { $path }

## chocolatier review y la pestaña Revisión de la web: lo que perdió cada jugador, por tema
valuenet-review-method = cada jugada valorada por la red aprendida una vez jugado el día
valuenet-review-themes = Pérdidas por tema
valuenet-theme = { $theme ->
    [draft] Expandir y reclutar: piezas y empleados tomados
    [placement] Piezas colocadas en la fábrica
    [shifts] Ejecutar fábrica: los turnos
    [orders] Cumplir pedidos
    [stores] Agente de grandes almacenes
   *[cleanup] Limpiar
 }
valuenet-theme-loss = { $theme }: { $loss } en { $count ->
    [one] una decisión
   *[other] { $count } decisiones
 }
valuenet-leftover = { $theme ->
    [coal-left] { $count } de carbón sin quemar
    [orders-unsupplied] { $count ->
        [one] un pedido nunca abastecido
       *[other] { $count } pedidos nunca abastecidos
     }
   *[chocolates-left] { $count ->
        [one] un chocolate sobrante en el almacén
       *[other] { $count } chocolates sobrantes en el almacén
     }
 }
valuenet-no-themes = nada perdido por tema

