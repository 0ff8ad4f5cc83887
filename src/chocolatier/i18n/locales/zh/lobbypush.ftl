# 大厅的实时牌桌列表（/ws/lobby）：等待中的牌桌标题下的说明。

lobbypush-connecting = 正在连接，以便实时看到新开的牌桌……
lobbypush-live = 牌桌一开设、一有人入座，就会显示在这里。
lobbypush-down = 实时更新已中断：正在重新连接，其间每 { $seconds } 秒检查一次列表。
web-error-lobby-ping-only = 大厅的连接只用于列出牌桌。
