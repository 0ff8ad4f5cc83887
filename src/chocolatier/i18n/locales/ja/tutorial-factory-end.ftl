## チョコレートファクトリー第2章：最後の日と最終得点（tutorials/factory-end.toml）

tutorial-factory-end-title = { game-factory } 2：最後の日と得点
tutorial-factory-end-summary = 一週間は遊び終えています：土曜日に納入し、ゲームを終えて、最終得点のすべてを見ます。
tutorial-factory-end-welcome = 今日は最後の日、土曜日です：一週間は代わりに遊んでおきました。土曜日の最後のシフトの後、工場に残ったチョコはすべて倉庫に入り、次の日の準備はありません：納入の後に得点を数えます。あなたの倉庫には箱入りが { $boxed } つ、ほかにもあります。
tutorial-factory-end-deliver = まず路面店の段階です：大の注文 L03 のいちばん下の段階はフィンガー1つで、すぐに £{ $money } もらえます。
tutorial-factory-end-deliver-wrong = 大の注文 L03 をクリックしてください：最初の段階は倉庫のフィンガーで納入できます。
tutorial-factory-end-supply = あなたの{ role-operator }は{ store-palace }の従業員です：その表面は同じ種類の精製チョコを受け取り、1つにつき1マス進みます。あなたのマーカーは { $mine }、ボットは { $theirs } です。デパートをクリックして箱入りを1つ加えましょう。
tutorial-factory-end-supply-wrong = { store-palace }をクリックしてください：今日の従業員のデパートで、箱入りを受け取ります。
tutorial-factory-end-supply-more = もう1つ：倉庫に残った箱入りは最後に £1 ですが、トラックの上ならデパートの1位を取れます。
tutorial-factory-end-supply-more-wrong = もう一度{ store-palace }をクリックして、2つ目の箱入りを加えてください。
tutorial-factory-end-supply-third = そして3つ目：あなたのマーカーはボットより2マス先になります。
tutorial-factory-end-supply-third-wrong = もう一度{ store-palace }をクリックして、3つ目の箱入りを加えてください。
tutorial-factory-end-supply-done = 納入しましょう：マーカーがトラックを進みます。
tutorial-factory-end-supply-done-wrong = 「{ factory-supply-done.button }」をクリックしてマーカーを進めてください。
tutorial-factory-end-orders-done = 納入を終えましょう：これがこのゲーム最後の決定です。
tutorial-factory-end-orders-done-wrong = 「{ factory-orders-done.button }」をクリックしてください：ゲームが終わり、得点を数えます。
tutorial-factory-end-score-orders = 最終得点を1行ずつ見ましょう。路面店の注文は一週間で £{ $orders } になりました。ボットの方が多く注文を完了したので（{ $theirs } 枚、あなたは { $completed } 枚）、路面店完了枚数最多の £{ $majority } はボットのものです。
tutorial-factory-end-score-stores = 各デパートはトラックで払います：1位は £{ $first }、2位はマーカーが1位の半分以上進んでいれば £{ $second }。{ store-palace }ではあなたが1位：£{ $palace }。{ store-dunstan }ではボットのマーカーが { $theirs }、あなたは { $mine } で半分に届きません：£{ $dunstan }。
tutorial-factory-end-score-bonus = 3、4、5軒のデパートにマーカーがあれば、そこで何ももらえなくてもボーナスです：あなたは £{ $diversity }。さらに倉庫に残ったチョコと石炭は1つにつき £1：£{ $chocolates } と £{ $coal } です。
tutorial-factory-end-score-total = 合計はあなた £{ $mine }、ボット £{ $theirs }：お金がいちばん多い人の勝ちです。次はもっと多くのデパートに納入し、路面店の注文をもっと完了させましょう！
