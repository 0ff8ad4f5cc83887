## 教程：学习页面、教程牌桌上的教练，以及每个教程的步骤

tutorial-learn-title = 学习玩法
tutorial-learn-intro = 与按脚本行动的对手进行一局真实的游戏，教练会告诉你该做什么以及为什么。你可以随时离开，回来时仍在同一步。
tutorial-learn-link = 学习
tutorial-minutes = 约 { $minutes } 分钟
tutorial-players = { $players ->
    [one] 单人
   *[other] { $players } 名玩家
}
tutorial-state-new = 未开始
tutorial-state-step = 第 { $step } 步，共 { $steps } 步
tutorial-state-done = 已完成
tutorial-start = 开始
tutorial-continue = 继续
tutorial-restart = 重新开始
tutorial-coach = 教练
tutorial-next = 下一步
tutorial-next-first = 先读完这一步，然后点击“下一步”。
tutorial-progress = 第 { $step } 步，共 { $steps } 步
tutorial-waiting = { $player } 正在行动：请看桌面。
tutorial-finished = 你已完成本教程。可以继续与机器人对局，或返回学习页面。
tutorial-back-to-learn = 返回学习页面
refusal-off-script = 本教程按脚本进行：请执行教练提示的操作。
web-error-no-tutorial = 没有这个教程。
web-error-bad-tutorial = 本服务器无法准备这个教程。
