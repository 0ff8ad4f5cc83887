## The tutorials: the Learn page, the coach at a tutorial table and each tutorial's steps
## (src/chocolatier/tutorials/<name>.toml; a step's message is tutorial-<name>-<step id>, its
## answer to a wrong click tutorial-<name>-<step id>-wrong).

tutorial-learn-title = Learn to play
tutorial-learn-intro = Play a real game against a scripted opponent while a coach tells you what to do and why. You can leave at any time and come back to the same step.
tutorial-learn-link = Learn
tutorial-minutes = about { $minutes } minutes
tutorial-players = { $players ->
    [one] solo
   *[other] { $players } players
}
tutorial-state-new = Not started
tutorial-state-step = Step { $step } of { $steps }
tutorial-state-done = Done
tutorial-start = Start
tutorial-continue = Continue
tutorial-restart = Start again
tutorial-coach = Coach
tutorial-next = Next
tutorial-next-first = Read this step first, then press Next.
tutorial-progress = Step { $step } of { $steps }
tutorial-waiting = { $player } is playing: watch the board.
tutorial-finished = You have finished this tutorial. Play on against the bot, or go back to Learn.
tutorial-back-to-learn = Back to Learn
refusal-off-script = This tutorial follows a script: make the move the coach shows.
web-error-no-tutorial = There is no such tutorial.
web-error-bad-tutorial = This tutorial cannot be set up on this server.
