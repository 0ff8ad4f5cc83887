## The command line's input checks (issue 24): counts out of range, old option names

cli-checks-at-past-end = { $option } { $at } 超出了记录的末尾：记录只有 { $moves } 步，所以 { $option } 只能取 0 到 { $moves }
cli-checks-seed = { $option } 需要一个非负整数（如 427730），而不是“{ $text }”
cli-checks-renamed = 警告：{ $old } 现在叫 { $new }，与其他命令一致；{ $old } 暂时仍可使用
