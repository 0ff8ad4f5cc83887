# The welcome lobby (web/index.html, web/js/lobby.js): what the games are and the ways in.
welcome-heading = 巧克力主题桌游，在浏览器里玩
welcome-your-tables = 你的牌桌
welcome-continue = 继续
welcome-your-move = 轮到你
welcome-waiting-for-players = 等待玩家
welcome-factory-pitch = 经营一家巧克力工厂：轮抽机器和员工，在移动的传送带上烘焙可可豆，把它们加工成巧克力条、包装巧克力和盒装巧克力，在一周结束前卖给百货公司和街角小店。
welcome-chocolatl-pitch = 可可商人在六个站点明出或暗出卡牌竞价，赢取可可豆、巧克力和金字塔上的位置。
welcome-players = { $min ->
    [1] { $min }–{ $max } 人，也可单人
   *[other] { $min }–{ $max } 人
}
welcome-minutes = { $min }–{ $max } 分钟
welcome-learn = 学习玩法
welcome-learn-hint = 一步步带你玩一局，用你的语言。
welcome-play-now = 立即开始
welcome-play-now-hint = 你对一个机器人，不计时。
welcome-play-now-chocolatl = 立即与机器人对战
welcome-play-friends = 和朋友一起玩
welcome-play-friends-hint = 为你和一位朋友开一桌：把链接发给对方。
welcome-name = 你的名字
welcome-invite-ready = 牌桌已开好。把这个链接发给你的朋友，对方入座后游戏开始。
welcome-copied = 已复制
welcome-go-to-table = 前往牌桌
welcome-open-tables = 等待中的牌桌
welcome-no-open-tables = 目前没有等待玩家的牌桌。
welcome-seats-taken = { $total } 个座位已坐 { $taken } 个
welcome-spectators = { $count ->
    [0] 无人观战
   *[other] { $count } 人观战
}
welcome-rated = 计分
welcome-unrated = 不计分
welcome-watch = 观战
welcome-all-options = 新牌桌（全部选项）
welcome-picture-factory = 一家巧克力工厂：传送带上方的机器，带上有可可豆、可可、巧克力条和一盒巧克力
welcome-picture-chocolatl = 众神之饮的一个站点上的可可卡
