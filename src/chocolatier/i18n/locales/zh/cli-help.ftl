# 命令行的帮助页面与参数解析错误（chocolatier --help、未知选项）。ID 的规则见 en/cli-help.ftl。

## 选项值的类型与用法行中的占位符

cli-type-number = 整数
cli-type-decimal = 小数
cli-type-text = 文本
cli-type-path = 路径
cli-type-repeatable = { $kind }（可重复）
cli-metavar-record = 记录
cli-metavar-records-dir = 记录文件夹
cli-metavar-dir = 文件夹
cli-metavar-file = 文件
cli-metavar-name = 名称
cli-metavar-table = 牌桌
cli-metavar-n = N
cli-metavar-section = 章节
cli-metavar-address = 地址

## 帮助页面本身的文字

cli-screen-usage = 用法：
cli-screen-arguments = 参数
cli-screen-options = 选项
cli-screen-commands = 命令
cli-screen-error = 错误
cli-screen-aborted = 已中止。
cli-screen-required = [必填]
cli-screen-default = [默认：{ $value }]
cli-screen-try-help = 输入 [blue]'{ $command } { $option }'[/] 查看帮助。

## 参数解析错误

cli-usage-no-such-option = 没有选项 { $option }。
cli-usage-did-you-mean = 你是不是想用 { $options }？
cli-usage-missing = 缺少 { $name }。
cli-usage-bad-value = { $name } 的值应为：{ $expected }（而不是“{ $value }”）。
cli-usage-needs-value = { $option } 后面需要一个值。
cli-usage-takes-no-value = { $option } 不接受值。
cli-usage-no-such-command = 没有命令“{ $command }”。
cli-usage-missing-command = 请指定一个命令。
cli-usage-extra-arguments = 参数过多：{ $arguments }。

## 各命令及其选项的帮助

cli-help = 巧克力工厂与 Chocolatl：对局、模拟、重放与开设服务器。
cli-help--version = 显示 chocolatier 的版本并退出。
cli-help-any--lang = 输出语言（默认：CHOCOLATIER_LANG，否则取系统区域设置，否则为 en）。
cli-help--install-completion = 为当前 shell 安装命令补全。
cli-help--show-completion = 显示当前 shell 的命令补全脚本，以便复制或自定义安装。
cli-help-any--help = 显示此帮助并退出。
cli-help-admin = 管理服务器：被举报的聊天、封禁、聊天记录与等级分。
cli-help-admin-ban = 封禁一个账号。该账号不能登录或聊天，其会话立即结束，服务器断开其座位的连接。
cli-help-any--name = 账号名称。
cli-help-admin-ban--reason = 原因（与封禁一同保存）。
cli-help-any--database = SQLAlchemy URL（sqlite:///文件 或 postgresql://...）；默认：数据文件夹中的一个 SQLite 文件。
cli-help-admin-delete-chat = 删除一条聊天。该条及其举报中的副本都会删除：此后发送的任何历史记录中都不再有它。
cli-help-any--table = 牌桌的 ID。
cli-help-admin-delete-chat--n = 聊天的编号。
cli-help-admin-reports = 列出未处理的聊天举报：内容、作者、位置与原因。
cli-help-admin-reports--as-json = 输出一个 JSON 列表。
cli-help-admin-unban = 解除一个账号的封禁（可以再次登录）。
cli-help-admin-void-rating = 作废一局已结束的计分对局的等级分。受其影响的每个等级分都会在排除该局后重新计算。
cli-help-analyze = 重放一个文件夹中的每份记录：座位优势、每张卡的选取率与胜率、按来源的金钱。无法读取或重放的记录会被报告并排除（退出码 2）。
cli-help-analyze--folder = 游戏记录所在的文件夹。
cli-help-analyze--top = 表格中显示的卡数（JSON 中包含全部）。
cli-help-any--as-json = 输出一个 JSON 对象。
cli-help-analyze--ray = 以 Ray 任务运行重放：'local'（在本机启动 Ray）、'auto'（本机所在的集群；不跟地址时的默认值）或集群地址 HOST:PORT / ray://HOST:10001（需要 ray 扩展：pip install 'chocolatier\[ray]'）。
cli-help-balance = 每种人数各进行 GAMES 局、每个座位都由 BOT 担任，并写出平衡报告：座位胜率、按来源的金钱、卡牌选取→胜率与离群值、图表。
cli-help-balance--players = 人数，例如 2,3,4。
cli-help-balance--games = 每种人数的局数，或每种人数各一个数：2000,1000。
cli-help-balance--bot = 每个座位的机器人。
cli-help-any--seed = 本次运行的种子。
cli-help-balance--out = 将 balance.md 与 balance/（JSON、图表）写到这里。
cli-help-balance--records = 将每局的记录保存到此文件夹（每种人数一个）。
cli-help-any--option = 游戏选项 key=value（可重复）。
cli-help-balance--cards = 你自己的卡牌文件所在的文件夹，按 ID 覆盖卡牌。
cli-help-balance--threshold = 标记胜率偏离平均值这么多（0.15：15 个百分点）的卡牌。
cli-help-balance--min-picks = 被选次数少于此数的卡牌不作标记。
cli-help-any--workers = 工作进程数（--ray local 时为 CPU 数）。
cli-help-any--ray = 以 Ray 任务运行对局：'local'（在本机启动 Ray）、'auto'（本机所在的集群；不跟地址时的默认值）或集群地址 HOST:PORT / ray://HOST:10001（需要 ray 扩展：pip install 'chocolatier\[ray]'）。
cli-help-balance--as-json = 同时以 JSON 输出报告。
cli-help-cards = 以所选语言列出卡牌（工厂零件、街角小店订单、员工、百货公司、单人模式卡）及其名称与文字。
cli-help-cards--as-json = 以一个 JSON 对象输出卡牌数据。
cli-help-cards--markdown = 输出 Markdown 表格（docs/cards.md）。
cli-help-cards--kind = 只列出这一类卡牌。
cli-help-cards--cards-dir = 应用你自己的卡牌文件（按卡牌 ID 覆盖）。
cli-help-cards--notes = 同时显示每张卡的出处说明（终端宽一些更好）。
cli-help-cards--module = 同时列出一个模块的卡牌：master（巧克力大师：4 个零件、百货公司的 C 面与 D 面、6 名免费员工）。
cli-help-cards--option = 与新对局相同的游戏选项；master=true 列出巧克力大师的卡牌。
cli-help-play = 在终端中对局：用编号或记谱选择行动；输入 `help` 列出所有命令。
cli-help-any--game = factory 或 chocolatl。
cli-help-play--players = 座位数（默认：该游戏的最少人数，2 人以上）。
cli-help-play--seat = 你的座位，从 0 开始编号；热座对局用逗号分隔：0,2。
cli-help-play--bots = 按座位顺序担任其他座位的机器人（只写一个名称则全部由它担任）：heuristic,search。
cli-help-play--seed = 本局的种子（省略则随机）。
cli-help-play--option = 规则选项 KEY=VALUE（可重复；VALUE 按 JSON 读取）。
cli-help-play--names = 玩家的名字，用逗号分隔。
cli-help-play--load = 继续一份保存的记录（其中的机器人记为 bot:SPEC）。
cli-help-play--start-from = 从一个局面快照继续对局（chocolatier replay --snapshot）。
cli-help-play--cards = 你自己的卡牌文件所在的文件夹，按 ID 覆盖卡牌（factory；--load 的记录保留它自己的卡牌）。
cli-help-replay = 精确重放一份游戏记录，并输出用文字描述的每一步、局面、得分明细与哈希值。
cli-help-any--record-path = 一份游戏记录（JSON）。
cli-help-replay--upto = 只重放前 N 步（第 N 步之后的局面）。
cli-help-replay--log = 用文字输出每一步的事件。
cli-help-replay--as-snapshot = 以快照输出局面（docs/snapshots.md）。
cli-help-replay--public = 与 --snapshot 一起使用：省略隐藏的部分（牌堆顺序、随机数流）。
cli-help-review = 评估一局记录中的每个决策：机器人对实际着法与最佳着法的估值、损失、标记（不精确、错误、大错）、每位玩家的平均损失与准确率，以及本局的三个转折点（方法：docs/bots.md）。
cli-help-review--seat = 只评估这个座位（默认：全部）。
cli-help-review--budget = 每个候选着法的模拟次数：越多越慢，也越可靠。
cli-help-review--moves = 只评估前 N 步。
cli-help-review--bots = 除实际着法外，提供候选着法的机器人，强者在前（默认：search,heuristic；mcts:iterations=12,search,heuristic 会加入最强机器人的选择，且可复现）。
cli-help-rules = 以所选语言在终端中显示一个游戏的规则参考，即拒绝提示所引用的规则（§4.2）：`chocolatier rules factory 4.2 --lang zh`。
cli-help-rules--game = 游戏（默认：factory）。
cli-help-rules--section = 章节编号，例如 4.2（含其子章节）；不写则显示整份参考。
cli-help-schema = 输出客户端所读内容的 JSON Schema：座位或观众的视图、每个事件（按代码）与合法行动（docs/schema/<game>.json 保存着当前版本）；加 --protocol 时输出牌桌 WebSocket 的消息（docs/schema/protocol.json）。
cli-help-schema--out = 将 Schema 写入 FILE，而不是标准输出。
cli-help-schema--protocol = 改为输出牌桌 WebSocket 的消息（双向）。
cli-help-db = 服务器的数据库：备份，检查其中的对局。
cli-help-db-backup = 将数据库备份到 FILE（SQLite：服务器运行时在线备份；PostgreSQL：给出 pg_dump 命令）。
cli-help-db-backup--file = 要写入的副本（一个新文件）。
cli-help-db-check = 用引擎重放每一局保存的对局，并报告每一处不一致（有不一致时退出码为 1）。
cli-help-schema--typescript = 以 TypeScript 声明输出所有 Schema（web-tools/types/contract.d.ts）。
cli-help-serve = 开设网页牌桌；在浏览器中打开 http://HOST:PORT。
cli-help-serve--host = 监听的地址。
cli-help-serve--port = 监听的端口。
cli-help-serve--bot-delay = 机器人每步之前等待的秒数（便于跟上）。
cli-help-serve--allow-seeds = 允许开桌者选择种子（用于可复现的测试；会暴露隐藏的卡牌）。
cli-help-serve--max-tables = 一个客户端地址最多可创建的未结束牌桌数。
cli-help-serve--max-connections = 一个客户端地址最多可打开的 WebSocket 数。
cli-help-serve--cards-dir = 开桌时除默认卡牌外可选的卡牌组所在的文件夹：每个子文件夹存放一组卡牌文件（格式同 `chocolatier cards --cards DIR`）。
cli-help-serve--bot-workers = 同时进行的机器人决策数，每个在一个低优先级的工作进程中；同一地址的牌桌轮流进行（默认：核心数减一，至少 1）。
cli-help-serve--forwarded-allow-ips = 你的反向代理的地址，用逗号分隔；其 X-Forwarded-For 头指明客户端（按地址的限制随之作用于该客户端）；默认：不信任任何代理。
cli-help-serve--log-level = uvicorn 的日志级别。
cli-help-serve--log-json = 以 JSON 行记录日志（时间、级别、记录器、消息等），供日志收集器使用；也可设置 CHOCOLATIER_LOG_JSON=1。
cli-help-simulate = 模拟机器人之间的对局；任何一局出现引擎错误时退出码为 1。
cli-help-any--players = 座位数。
cli-help-simulate--games = 对局数。
cli-help-simulate--bots = 机器人规格，用逗号分隔；按座位循环分配。
cli-help-simulate--seed = 本次运行的种子（第 i 局的种子由它导出）。
cli-help-any--records = 将每局的记录保存到此文件夹。
cli-help-simulate--option = 游戏选项 key=value（可重复），例如 mode=simultaneous。
cli-help-any--cards = 你自己的卡牌文件所在的文件夹，按 ID 覆盖卡牌（factory）。
cli-help-any--budget-seconds = 搜索类机器人每个决策的思考时间。
cli-help-any--budget-iterations = 搜索类机器人每个决策的迭代（模拟）次数：在任何机器上都得到相同的对局。
cli-help-simulate--as-json = 输出一个 JSON 对象，不显示进度条。
cli-help-tournament--as-json = 输出一个 JSON 对象，不显示进度条。
cli-help-tournament = 进行一场轮换座位的锦标赛；任何一局出现引擎错误时退出码为 1。
cli-help-tournament--bots = 机器人规格，用逗号分隔：A,B[,...]
cli-help-tournament--games = 对局数（向上取整到完整的轮换）。
cli-help-tournament--out = 将 games.csv、report.json 与 PNG 图表写入此文件夹。
