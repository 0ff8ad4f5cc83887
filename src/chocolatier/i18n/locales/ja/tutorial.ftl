## チュートリアル：学ぶページ、チュートリアルの卓のコーチ、各チュートリアルの手順

tutorial-learn-title = 遊び方を学ぶ
tutorial-learn-intro = 台本どおりに動く相手と本物のゲームを遊びながら、コーチが次にすることとその理由を教えます。いつでも中断でき、戻ると同じ手順から続きます。
tutorial-learn-link = 学ぶ
tutorial-minutes = 約 { $minutes } 分
tutorial-players = { $players ->
    [one] ソロ
   *[other] { $players } 人
}
tutorial-state-new = 未開始
tutorial-state-step = 手順 { $step }／{ $steps }
tutorial-state-done = 完了
tutorial-start = 始める
tutorial-continue = 続ける
tutorial-restart = 最初から
tutorial-coach = コーチ
tutorial-next = 次へ
tutorial-next-first = まずこの手順を読んでから「次へ」を押してください。
tutorial-progress = 手順 { $step }／{ $steps }
tutorial-waiting = { $player } の番です：盤面を見ていてください。
tutorial-finished = このチュートリアルは完了です。このままボットと続けるか、学ぶページに戻りましょう。
tutorial-back-to-learn = 学ぶページへ
refusal-off-script = このチュートリアルは台本どおりに進みます：コーチが示す手を選んでください。
web-error-no-tutorial = そのチュートリアルはありません。
web-error-bad-tutorial = このサーバーではこのチュートリアルを用意できません。
