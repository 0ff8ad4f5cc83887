## Chocolate Factory, chapter 2: the last day and the final scoring (tutorials/factory-end.toml)

tutorial-factory-end-title = { game-factory } 2: the last day and the score
tutorial-factory-end-summary = The week is played: deliver on Saturday, end the game, and see every part of the final scoring.
tutorial-factory-end-welcome = It is Saturday, the last day: the whole week has been played for you. After Saturday's last shift every chocolate left in the factory went to the store room, and there is no Cleanup: after Fulfill Orders the game is scored. Your store room holds { $boxed } Boxed chocolates, among others.
tutorial-factory-end-deliver = First a Corner Shop stage: the bottom stage of your Large order L03 takes one Finger and pays £{ $money } at once.
tutorial-factory-end-deliver-wrong = Click your Large order L03: its first stage takes the Finger in your store room.
tutorial-factory-end-supply = Your { role-operator } works for { store-palace }: its side A takes refined chocolates of one kind, 1 space each. Your marker is at { $mine }, the bot's at { $theirs }. Click the store to add a Boxed chocolate.
tutorial-factory-end-supply-wrong = Click { store-palace }: it is your employee's store today, and it takes your Boxed chocolates.
tutorial-factory-end-supply-more = Another one: left in the store room a Boxed is worth £1 at the end, on the track it can win the store's first place.
tutorial-factory-end-supply-more-wrong = Click { store-palace } again to add a second Boxed chocolate.
tutorial-factory-end-supply-third = And a third: your marker will be two spaces ahead of the bot's.
tutorial-factory-end-supply-third-wrong = Click { store-palace } once more for the third Boxed chocolate.
tutorial-factory-end-supply-done = Send the delivery: your marker moves up the track.
tutorial-factory-end-supply-done-wrong = Click “{ factory-supply-done.button }” to move your marker.
tutorial-factory-end-orders-done = End Fulfill Orders: that was the last decision of the game.
tutorial-factory-end-orders-done-wrong = Click “{ factory-orders-done.button }”: the game then ends and is scored.
tutorial-factory-end-score-orders = The final score, line by line. Your Corner Shop orders paid £{ $orders } during the week. The bot completed more orders ({ $theirs } to your { $completed }): the Corner Shop majority's £{ $majority } is its.
tutorial-factory-end-score-stores = Each Department Store pays its track: first £{ $first }, second £{ $second } if its marker is at least half as far as the first's. At { store-palace } you are first: £{ $palace }. At { store-dunstan } the bot's marker is at { $theirs } and yours at { $mine }, less than half as far: £{ $dunstan }.
tutorial-factory-end-score-bonus = Markers at 3, 4 or 5 stores earn a bonus, even where they paid nothing: yours £{ $diversity }. Then every chocolate left in the store room and every coal is £1: £{ $chocolates } and £{ $coal }.
tutorial-factory-end-score-total = In all you have £{ $mine }, the bot £{ $theirs }: the most money wins. Next time, spread your deliveries over more stores and complete more Corner Shop orders!
