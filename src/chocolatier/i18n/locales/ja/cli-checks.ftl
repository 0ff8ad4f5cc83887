## The command line's input checks (issue 24): counts out of range, old option names

cli-checks-at-past-end = { $option } { $at } は記録の終わりを越えています。記録は{ $moves }手しかないため、{ $option }には0から{ $moves }までを指定します
cli-checks-seed = { $option }には0以上の整数（例：427730）を指定します（「{ $text }」は使えません）
cli-checks-renamed = 警告：{ $old } は、ほかのコマンドと同じく { $new } という名前になりました。{ $old } も当面は使えます
