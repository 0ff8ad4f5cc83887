# chocolatier admin（commands/admin.py）：サーバーのデータベースでのモデレーション。id は admin- で始まる。

admin-no-reports = 未処理の通報はありません。
admin-report = #{ $id } · テーブル { $table }、{ $n } 行目 · { $who }：「{ $text }」 · 理由：{ $reason } · { $at }
admin-a-spectator = 観戦者
admin-seat-name = { $name }（席 { $seat }）
admin-deleted-line = （削除された行）
admin-no-reason = なし
admin-no-account = { $name } という名前のアカウントはありません
admin-banned = { $name } を利用停止にしました：セッションを { $count } 件終了しました。ログインもチャットもできず、サーバーは数秒以内に接続を閉じます。
admin-unbanned = { $name } の利用停止を解除しました：再びログインできます。
admin-not-banned = { $name } は利用停止になっていませんでした。
admin-no-chat-line = テーブル { $table } にチャットの { $n } 行目はありません
admin-chat-deleted = テーブル { $table } のチャット { $n } 行目を削除しました：今後どの履歴にも表示されません。
admin-not-voided = テーブル { $table } は、レーティングがまだ有効な終了済みのレーティング対象の対局ではありません
admin-rating-voided = テーブル { $table } のレーティングを無効にしました：影響を受けたレーティングはこの対局を除いて計算し直しました。
