# Operación del servidor y de los comandos que lo rodean (cola de análisis, versiones de registros).

## chocolatier replay: registros de una versión del motor que esta compilación no conoce
ops-replay-unknown-engine = { $path } se hizo con la versión del motor «{ $version }», que este chocolatier ({ $ours }) no conoce: puede que sus jugadas no se reproduzcan como se jugaron. Reprodúcelo con el chocolatier que lo hizo.
ops-replay-no-engine = { $path } no dice qué versión del motor lo hizo, así que puede que sus jugadas no se reproduzcan como se jugaron (este chocolatier es { $ours }).

## la pestaña Análisis de una partida terminada (web/js/review.js); $ordinal es la categoría del ordinal
ops-review-queued = En espera: { $position }.º en la fila de análisis del servidor.
ops-review-standin-moves = Jugadas del suplente
ops-review-standin-about = Las jugadas que el bot suplente hizo por un jugador (tras agotar su tiempo o abandonar) no son de ese jugador: se cuentan, no se analizan.
ops-review-no-decisions = —
ops-review-cut-short = Se acabó el tiempo del servidor para un análisis: están analizadas las jugadas 1 a { $done } de { $total }.
web-error-review-queued = Tus análisis ya esperan en la fila; vuelve a pedirlo cuando termine uno.
web-error-too-many-reviews = El servidor está ocupado con otros análisis; inténtalo dentro de un minuto.

## rechazo mientras el suplente termina un turno cuyo tiempo se agotó (docs/rulings.md T1)
refusal-turn-timed-out = Se agotó tu tiempo para este turno: el suplente lo termina, y tu próximo turno vuelve a ser tuyo
