# La lista en vivo de mesas de la sala (/ws/lobby): lo que dice bajo el título de las mesas abiertas.

lobbypush-connecting = Conectando para ver las mesas en cuanto se abran…
lobbypush-live = Las mesas aparecen aquí en cuanto se abren y se llenan.
lobbypush-down = Las actualizaciones en vivo se han interrumpido: reconectando, y mientras tanto la lista se consulta cada { $seconds } segundos.
web-error-lobby-ping-only = La conexión de la sala solo sirve para listar las mesas.
