## chocolatier tournament: the head-to-head table and the CPU time per decision (sim/matchups.py)

tournament-stats-col-cpu-median = 1手あたりのプロセッサ時間（中央値）
tournament-stats-col-cpu-max = 1手あたりのプロセッサ時間（最大）
tournament-stats-ms = { $ms }ミリ秒
tournament-stats-h2h-title = 対戦成績：行のボットが列のボットより上位で終えた割合［95%信頼区間］
tournament-stats-h2h-corner = ボット \ 相手
