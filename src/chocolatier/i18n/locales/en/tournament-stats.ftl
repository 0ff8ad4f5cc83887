## chocolatier tournament: the head-to-head table and the CPU time per decision (sim/matchups.py)

tournament-stats-col-cpu-median = CPU per decision (median)
tournament-stats-col-cpu-max = CPU per decision (max)
tournament-stats-ms = { $ms } ms
tournament-stats-h2h-title = Head to head: how often the row's bot finished ahead of the column's [95% CI]
tournament-stats-h2h-corner = bot \ opponent
