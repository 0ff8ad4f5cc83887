## Moderación del chat y mesas privadas (issue 23): códigos de error del servidor, que la mesa web pone en palabras
web-error-private-table = Esta mesa es privada: solo sus jugadores y los invitados que llegaron por su enlace de invitación pueden ver la partida y chatear en ella.
web-error-banned = Esta cuenta está expulsada de este servidor.
web-error-removed = El anfitrión de la mesa te ha echado de esta mesa.
web-error-muted = El anfitrión de la mesa te ha silenciado: tus mensajes no se muestran aquí.
web-error-not-host = Solo el anfitrión de la mesa silencia o echa a los espectadores.
web-error-no-chat-line = Ese mensaje ya no está.
web-error-not-a-spectator = A los jugadores no se les silencia ni se les echa, solo a los espectadores.

## Denunciar un mensaje, y el silencio y la expulsión del anfitrión (web/js/chat.js); $name es quien lo envió
web-moderation-report = denunciar
web-moderation-report-title = Denunciar el mensaje de { $name } a los moderadores del servidor
web-moderation-report-done = denunciado
web-moderation-mute = silenciar para todos
web-moderation-mute-title = Silenciar a { $name } en esta mesa para todos (eres el anfitrión)
web-moderation-mute-done = silenciado para todos
web-moderation-remove = echar
web-moderation-remove-title = Echar a { $name } de esta mesa (eres el anfitrión)
web-moderation-remove-done = echado
