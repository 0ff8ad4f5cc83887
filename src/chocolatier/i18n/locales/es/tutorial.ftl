## Los tutoriales: la página Aprender, el entrenador en una mesa de tutorial y los pasos de
## cada tutorial

tutorial-learn-title = Aprende a jugar
tutorial-learn-intro = Juega una partida real contra un rival con guion mientras un entrenador te dice qué hacer y por qué. Puedes salir cuando quieras y volver al mismo paso.
tutorial-learn-link = Aprender
tutorial-minutes = unos { $minutes } minutos
tutorial-players = { $players ->
    [one] en solitario
   *[other] { $players } jugadores
}
tutorial-state-new = Sin empezar
tutorial-state-step = Paso { $step } de { $steps }
tutorial-state-done = Terminado
tutorial-start = Empezar
tutorial-continue = Continuar
tutorial-restart = Empezar de nuevo
tutorial-coach = Entrenador
tutorial-next = Siguiente
tutorial-next-first = Lee primero este paso y luego pulsa Siguiente.
tutorial-progress = Paso { $step } de { $steps }
tutorial-waiting = Juega { $player }: mira el tablero.
tutorial-finished = Has terminado este tutorial. Sigue jugando contra el bot o vuelve a Aprender.
tutorial-back-to-learn = Volver a Aprender
refusal-off-script = Este tutorial sigue un guion: haz la jugada que muestra el entrenador.
web-error-no-tutorial = Ese tutorial no existe.
web-error-bad-tutorial = Este servidor no puede preparar este tutorial.
