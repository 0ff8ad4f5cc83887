## The command line's input checks (issue 24): counts out of range, old option names

# $option: --at; $at: the number typed; $moves: how many moves the record holds
cli-checks-at-past-end = { $option } { $at } is past the end of the record: it holds { $moves ->
        [one] one move
       *[other] { $moves } moves
    }, so { $option } takes 0 to { $moves }
# $text: what was typed after --seed
cli-checks-seed = { $option } takes a whole number (0 or more, like 427730), not “{ $text }”
# $old: an option's old spelling (--bot, --cards-dir); $new: its name in every command now
cli-checks-renamed = warning: { $old } is now called { $new }, as in the other commands; { $old } still works for now
