## chocolatier tournament: the head-to-head table and the CPU time per decision (sim/matchups.py)

tournament-stats-col-cpu-median = CPU por decisión (mediana)
tournament-stats-col-cpu-max = CPU por decisión (máximo)
tournament-stats-ms = { $ms } ms
tournament-stats-h2h-title = Cara a cara: cuántas veces el bot de la fila acabó por delante del de la columna [IC 95 %]
tournament-stats-h2h-corner = bot \ rival
