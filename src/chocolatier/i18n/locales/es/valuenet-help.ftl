# The help of chocolatier train and of chocolatier review --rollout (kept notation: see cli-help.ftl).
## Ayuda de chocolatier train y del --rollout de la revisión
cli-help-train = Simula partidas, ajusta con PyTorch las redes de valor del bot mcts (2, 3 y 4 jugadores) y escribe sus pesos y su procedencia (necesita el extra train; método: docs/bots.md).
cli-help-train--seed = Semilla de las partidas y del ajuste.
cli-help-train--rounds = Las tandas de datos de una ronda, JUGADORES:PARTIDAS:BOTS separadas por espacios (repetible; desde la segunda ronda, las partidas se juegan con las redes de la ronda anterior). Por defecto: las rondas de las redes incluidas.
cli-help-train--data = Carpeta de los registros de las partidas (la de una tanda completa se reutiliza).
cli-help-train--out = Carpeta donde se escriben los pesos.
cli-help-train--epochs = Pasadas por las posiciones.
cli-help-train--hidden = Tamaños de las capas ocultas, separados por comas.
cli-help-train--plot = Escribe aquí las curvas de pérdida (PNG).
cli-help-review--rollout = Cómo se valora una jugada candidata: net (la red aprendida una vez jugado el día; las simulaciones de la heurística en los juegos sin red) o un bot que simula --budget partidas hasta el final (heuristic: el método anterior).
