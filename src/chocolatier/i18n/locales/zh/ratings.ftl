## The rating policy (docs/server.md, "Ratings"): web/js/table.js's final table, web/js/players.js

web-error-rated-humans-only = 计分对局只限两名及以上已登录的玩家：不能有机器人座位。
ratings-mark-timed-out = 超时
ratings-rank = 名次
ratings-outcome-pending = 正在计算等级分……
ratings-outcome-rated = 等级分变化：
ratings-outcome-aborted = 不计分：有玩家从未亲自行动过。
ratings-outcome-pair-limit = 不计分：这些玩家在过去 24 小时内已一起进行了 { $limit } 局计分对局。
ratings-outcome-unrated = 不计分：并非每个座位都由已登录的玩家占据。
ratings-outcome-void = 不计分：本局的等级分已被作废。
ratings-seat-pair-limit = { $player }：不计分（24 小时内已与这里的对手进行了 { $limit } 局计分对局）
ratings-seat-change = { $player } { $change }
ratings-history-aborted = 已中止，不计分
ratings-history-pair-limit = 不计分（同一对手局数上限）
ratings-history-void = 等级分已作废
ratings-history-unrated = 不计分
