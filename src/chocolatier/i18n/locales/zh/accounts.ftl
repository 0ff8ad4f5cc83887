## 不会被陌生人滥用的账号（server/accounts.py、identity.py、passwords.py、throttle.py）：
## 按错误代码给出的拒绝说明、等待时间和座位标记。

web-error-too-many-registrations = 这里新建的账号太多，请稍后再试。
web-error-busy = 服务器正忙，请稍后再试。
web-error-password-too-short = 密码至少要有 8 个字符。
web-error-password-common = 这个密码是猜密码的人最先尝试的之一，请换一个。
web-error-password-is-name = 密码不能是你的名字。
web-error-name-characters = 名字只能由字母、数字、空格和 - ' . _ 组成（不能有看不见的字符或符号）。
web-error-name-mixed-scripts = 名字要用同一种文字书写（拉丁字母可以再配一种，但不能配西里尔字母或希腊字母）。
web-error-name-is-account = 这个名字属于一位注册玩家：请登录后使用，或换一个名字。
accounts-retry-after = 请在 { $seconds } 秒后重试。
accounts-seat-account = 账号
accounts-seat-account-title = 注册玩家：查看其页面
accounts-seat-guest = 游客
