## The rating policy (docs/server.md, "Ratings"): web/js/table.js's final table, web/js/players.js

web-error-rated-humans-only = レーティング対象のテーブルはログインした 2 人以上のプレイヤー専用です。ボットの席は置けません。
ratings-mark-timed-out = 時間切れ
ratings-rank = 順位
ratings-outcome-pending = レーティングを計算中…
ratings-outcome-rated = レーティングの変化：
ratings-outcome-aborted = レーティング対象外：自分で一手も指さなかったプレイヤーがいます。
ratings-outcome-pair-limit = レーティング対象外：このプレイヤー同士は直近 24 時間にすでに { $limit } 回レーティング対象の対局をしています。
ratings-outcome-unrated = レーティング対象外：ログインしたプレイヤーが座っていない席がありました。
ratings-outcome-void = レーティング対象外：この対局のレーティングは無効にされました。
ratings-seat-pair-limit = { $player }：レーティング対象外（24 時間以内にここの相手と { $limit } 回レーティング対象の対局済み）
ratings-seat-change = { $player } { $change }
ratings-history-aborted = 中止、レーティング対象外
ratings-history-pair-limit = レーティング対象外（同じ相手との回数上限）
ratings-history-void = レーティング無効
ratings-history-unrated = レーティング対象外
