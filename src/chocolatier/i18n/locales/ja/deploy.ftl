# サーバーの運用（commands/db.py、テーブル画面の再起動バナー）。

## chocolatier db backup
deploy-db-backed-up = { $file } にバックアップしました（テーブル { $tables } 卓）。
deploy-db-backup-exists = { $file } はすでにあります：新しいファイルの名前を指定してください
deploy-db-no-database = データベースファイル { $database } がありません
deploy-db-backup-unsupported = バックアップできるのは { $kinds } のデータベースだけです
deploy-db-use-pg-dump = これは { $postgresql } のデータベースです：{ $postgresql } 自身のツールでバックアップしてください（パスワードは { $password } から読まれます）。サーバーの動作中でもかまいません：
    { $command }
    空のデータベースへの復元は { $restore } です。

## chocolatier db check
deploy-db-mismatch = テーブル { $table }：{ $problem }
deploy-db-problem-count = 記録ではイベントが { $stored } 件ですが、ログには { $found } 件あります
deploy-db-problem-replay = ログがエンジンで再生できません：{ $reason }
deploy-db-problem-status = 保存された状態は「{ $stored }」ですが、ログを再生すると「{ $replayed }」になります
deploy-db-problem-result = 保存された結果がログを再生した結果と違います
deploy-db-checked = テーブル { $tables } 卓（イベント { $events } 件）を確認しました：{ $mismatches ->
    [0] どのゲームも保存どおりに再生されます。
   *[other] 不一致が { $mismatches } 件あります。
}

## テーブル画面（web/js/table.js）：サーバーが再起動のために接続を閉じた
deploy-web-restarting = サーバーを再起動しています：再接続中…
