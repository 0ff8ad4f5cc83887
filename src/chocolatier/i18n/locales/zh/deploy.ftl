# 运行服务器（commands/db.py，牌桌页面的重启横幅）。

## chocolatier db backup
deploy-db-backed-up = 已备份到 { $file }（{ $tables } 张牌桌）。
deploy-db-backup-exists = { $file } 已存在：请给出一个新文件的名字
deploy-db-no-database = 没有数据库文件 { $database }
deploy-db-backup-unsupported = 只能备份 { $kinds } 数据库
deploy-db-use-pg-dump = 这是 { $postgresql } 数据库：请用 { $postgresql } 自带的工具备份（密码从 { $password } 读取），服务器运行时也可以：
    { $command }
    用 { $restore } 恢复到一个空数据库。

## chocolatier db check
deploy-db-mismatch = 牌桌 { $table }：{ $problem }
deploy-db-problem-count = 记录写着 { $stored } 个事件，日志里却有 { $found } 个
deploy-db-problem-replay = 日志无法在引擎中重放：{ $reason }
deploy-db-problem-status = 保存的状态是“{ $stored }”，日志重放的结果却是“{ $replayed }”
deploy-db-problem-result = 保存的结果与日志重放的结果不同
deploy-db-checked = 已检查 { $tables } 张牌桌（{ $events } 个事件）：{ $mismatches ->
    [0] 每局游戏都按保存的样子重放。
   *[other] { $mismatches } 处不符。
}

## 牌桌页面（web/js/table.js）：服务器为重启关闭了连接
deploy-web-restarting = 服务器正在重启：正在重新连接…
