## Chocolate Factory: two players, against a scripted bot

tutorial-factory-title = Chocolate Factory: your first day
tutorial-factory-summary = Draft a part and an employee, run your factory's three shifts, deliver to a Corner Shop and a Department Store, clean up.
tutorial-factory-welcome = Welcome to your chocolate factory! Monday has been played for you: it is Tuesday. Every day you take a new factory part and an employee, run your factory for three shifts, then deliver chocolates for money. The richest player after Saturday wins. This morning you received your coal for the day: you have { $coal } coal now. The bot takes its packet first today.
tutorial-factory-take-part = Five parts and five employees are dealt in packets, face up. Each player takes one packet, keeps one card of it and throws the rest away: the order snakes (the bot, you, you, the bot), so you take two packets in a row, one of parts and one of employees. Take the parts packet and keep the Bean Moulder: it turns a Bean into a Chunk.
tutorial-factory-take-part-wrong = Keep the Bean Moulder of the parts packet first: click it.
tutorial-factory-place-part = A new part goes on one of the eight slots above and below your conveyor belt, and works on the tile beside it. Put the Bean Moulder below tile 2.
tutorial-factory-place-part-wrong = The Bean Moulder goes below tile 2: click that slot.
tutorial-factory-take-employee = Now the employees: the one you keep works for you today only. Keep the Expert Operator: three times today, he moves a chocolate from one tile of the belt to another. He comes from Salter's Emporium, so that is the Department Store you may supply today.
tutorial-factory-take-employee-wrong = Take the Expert Operator from the employees' packet.
