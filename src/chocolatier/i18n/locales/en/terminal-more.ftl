# The terminal, issue 24: the rules reference in the terminal (chocolatier rules, `rules` at the
# prompt). Ids start with terminal-, except the prompt's command words (tui-cmd-*, tui-help-*,
# tui-arg-*), which the prompt reads by the command's kind.

## `rules` at the prompt

tui-cmd-rules = rules
tui-arg-section = SECTION
tui-help-rules = the rules reference: a section such as 4.2; alone, the section of the last refusal, else the contents (from the shell: { $command })
terminal-rules-open = Type “{ $command }” to read §{ $section }.
terminal-rules-which = Type “{ $command } 4.2” to read a section.
terminal-rules-no-such = The rules have no section { $section }; type “{ $command }” for the contents.
terminal-rules-none = This game has no rules reference.

## chocolatier rules

terminal-rules-no-game = there are no rules for “{ $game }”: the games are { $games }
terminal-rules-no-section = the rules of { $game } have no section { $section } (sections 1 to { $last }; { $command } prints them all)

## chocolatier cards: a Department Store side's rule in few words (the text column says it all)

terminal-store-rule = { $rule ->
    [same_kind] all of one kind
    [all_different] all different, once a day
    [each] per chocolate
    [pairs] per pair
    [exact_two] exactly two, once a day
    [earnings] by the day's earnings
    [exact_count] an exact number, once a day
    [as_other] as another store, once a day
   *[other] { $rule }
 }

## Chocolatl counts in points (tournament and analyze tables)

terminal-col-points = points
terminal-analyze-points = Points by source (mean per player)

## Chocolatl's bids in a grid (a row per station, a column per card)

terminal-bid-grid-corner = station \ card
terminal-bid-grid-how = Type the number where a station's row meets a card's column to bid that card there.

## A small terminal (80×24): one screen per decision

terminal-small-seat = £{ $money } · coal { $coal } · store room { $room } · { $employee }
terminal-small-chocolatl-score = { $score } pts
terminal-small-news-more = … { $count } earlier (type “{ $log }”)
