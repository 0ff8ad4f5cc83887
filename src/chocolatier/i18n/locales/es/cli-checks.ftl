## The command line's input checks (issue 24): counts out of range, old option names

cli-checks-at-past-end = { $option } { $at } va más allá del final del registro: tiene { $moves ->
        [one] una jugada
       *[other] { $moves } jugadas
    }, así que { $option } admite de 0 a { $moves }
cli-checks-seed = { $option } admite un número entero (0 o más, como 427730), no «{ $text }»
cli-checks-renamed = aviso: { $old } ahora se llama { $new }, como en los demás comandos; { $old } sigue funcionando por ahora
