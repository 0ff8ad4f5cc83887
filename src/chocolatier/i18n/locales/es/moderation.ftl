## Moderación del chat y mesas privadas (issue 23): códigos de error del servidor, que la mesa web pone en palabras
web-error-private-table = Esta mesa es privada: solo sus jugadores y los invitados que llegaron por su enlace de invitación pueden ver la partida y chatear en ella.
