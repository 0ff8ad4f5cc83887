## 巧克力工厂：两名玩家，对手是按脚本行动的机器人

tutorial-factory-title = 巧克力工厂：你的第一天
tutorial-factory-summary = 选取一个零件和一名员工，运转工厂的三个班次，向街角小店和百货公司交货，然后清理。
tutorial-factory-welcome = 欢迎来到你的巧克力工厂！周一已经替你玩过了：现在是周二。每天你获得一个新的工厂零件和一名员工，运转工厂三个班次，然后交付巧克力赚钱。周六结束时钱最多的玩家获胜。今天早上你得到了当天的煤炭：你现在有 { $coal } 煤炭。今天机器人先选包。
tutorial-factory-take-part = 五个零件和五名员工分成几包，正面朝上发出。每位玩家拿一包，留下其中一张，其余弃掉：顺序是蛇形的（机器人、你、你、机器人），所以你连续拿两包，一包零件、一包员工。拿零件包，留下可可豆成型机：它把一颗可可豆变成碎块。
tutorial-factory-take-part-wrong = 先从零件包里留下可可豆成型机：点击它。
tutorial-factory-place-part = 新零件放在传送带上方或下方的八个位置之一，作用于旁边的传送带空格。把可可豆成型机放在第 2 格下方。
tutorial-factory-place-part-wrong = 可可豆成型机要放在第 2 格下方：点击那个位置。
tutorial-factory-take-employee = 现在选员工：你留下的员工只在今天为你工作。留下专家操作员：今天他可以三次把一块巧克力从传送带的一格移到另一格。他来自萨尔特百货，所以今天你可以向这家百货公司供货。
tutorial-factory-take-employee-wrong = 从员工包里拿专家操作员。
