## 見知らぬ人に悪用されないアカウント（server/accounts.py、identity.py、passwords.py、
## throttle.py）：エラーコードごとの断りの文、待ち時間、席の印。

web-error-too-many-registrations = ここからの新規アカウントが多すぎます。しばらくしてからもう一度どうぞ。
web-error-busy = サーバーが混み合っています。少ししてからもう一度どうぞ。
web-error-password-too-short = パスワードは 8 文字以上です。
web-error-password-common = このパスワードは、パスワードを当てようとする人が最初に試すものの一つです。別のものにしてください。
web-error-password-is-name = 自分の名前はパスワードにできません。
web-error-name-characters = 名前に使えるのは文字、数字、空白と - ' . _ です（見えない文字や記号は使えません）。
web-error-name-mixed-scripts = 名前は一つの文字体系で書いてください（ラテン文字はもう一つと組み合わせられますが、キリル文字・ギリシャ文字とは組み合わせられません）。
web-error-name-is-account = この名前は登録済みのプレイヤーのものです。ログインして使うか、別の名前にしてください。
accounts-retry-after = { $seconds } 秒後にもう一度どうぞ。
accounts-seat-account = アカウント
accounts-seat-account-title = 登録済みのプレイヤー：そのページへ
accounts-seat-guest = ゲスト
