## 巧克力工厂第 2 章：最后一天与最终计分（tutorials/factory-end.toml）

tutorial-factory-end-title = { game-factory } 2：最后一天与计分
tutorial-factory-end-summary = 一周已经玩完：在周六交货，结束游戏，看懂最终计分的每一项。
tutorial-factory-end-welcome = 今天是周六，最后一天：整整一周已经替你玩过了。周六最后一个班次之后，工厂里剩下的所有巧克力都进入了储藏室，而且没有清理阶段：完成订单之后就计分。你的储藏室里有 { $boxed } 块盒装巧克力，还有别的。
tutorial-factory-end-deliver = 先交一个街角小店阶段：大型订单 L03 最下面的阶段要一块手指巧克力，立即付 £{ $money }。
tutorial-factory-end-deliver-wrong = 点击你的大型订单 L03：它的第一阶段要储藏室里的手指巧克力。
tutorial-factory-end-supply = 你的{ role-operator }为{ store-palace }工作：它的 A 面收同一种精制巧克力，每块前进 1 格。你的标记在 { $mine }，机器人的在 { $theirs }。点击这家百货公司，加入一块盒装巧克力。
tutorial-factory-end-supply-wrong = 点击{ store-palace }：这是你今天员工所属的百货公司，它收你的盒装巧克力。
tutorial-factory-end-supply-more = 再加一块：留在储藏室里，一块盒装巧克力最后只值 £1；放到计分条上，它能帮你拿下这家百货公司的第一名。
tutorial-factory-end-supply-more-wrong = 再次点击{ store-palace }，加入第二块盒装巧克力。
tutorial-factory-end-supply-third = 再加第三块：你的标记将领先机器人两格。
tutorial-factory-end-supply-third-wrong = 再点击一次{ store-palace }，加入第三块盒装巧克力。
tutorial-factory-end-supply-done = 送出货物：你的标记在计分条上前进。
tutorial-factory-end-supply-done-wrong = 点击“{ factory-supply-done.button }”，让你的标记前进。
tutorial-factory-end-orders-done = 结束完成订单阶段：这是本局的最后一个决定。
tutorial-factory-end-orders-done-wrong = 点击“{ factory-orders-done.button }”：游戏随即结束并计分。
tutorial-factory-end-score-orders = 最终得分，逐项来看。你的街角小店订单在这一周里付了 £{ $orders }。机器人完成的订单更多（{ $theirs } 张对你的 { $completed } 张）：街角小店多数权的 £{ $majority } 归它。
tutorial-factory-end-score-stores = 每家百货公司按计分条付钱：第一名 £{ $first }，第二名的标记若至少走了第一名一半的距离得 £{ $second }。在{ store-palace }你是第一：£{ $palace }。在{ store-dunstan }，机器人的标记在 { $theirs }，你的在 { $mine }，不到一半：£{ $dunstan }。
tutorial-factory-end-score-bonus = 标记进入 3、4 或 5 家百货公司可得奖励，即使那里没付钱：你得 £{ $diversity }。然后储藏室里剩下的每块巧克力和每块煤炭各得 £1：£{ $chocolates } 和 £{ $coal }。
tutorial-factory-end-score-total = 你共有 £{ $mine }，机器人 £{ $theirs }：钱最多的获胜。下次把货物分给更多家百货公司，并完成更多街角小店订单吧！
