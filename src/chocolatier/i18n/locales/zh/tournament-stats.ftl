## chocolatier tournament: the head-to-head table and the CPU time per decision (sim/matchups.py)

tournament-stats-col-cpu-median = 每步处理器时间（中位数）
tournament-stats-col-cpu-max = 每步处理器时间（最大值）
tournament-stats-ms = { $ms } 毫秒
tournament-stats-h2h-title = 对战表：行中机器人名次高于列中机器人的比率［95% 置信区间］
tournament-stats-h2h-corner = 机器人 \ 对手
