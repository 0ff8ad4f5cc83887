# chocolatier admin (commands/admin.py): moderar un servidor desde su base de datos. Los ids
# empiezan por admin-.

admin-no-reports = No hay denuncias abiertas.
admin-report = #{ $id } · mesa { $table }, línea { $n } · { $who }: «{ $text }» · motivo: { $reason } · { $at }
admin-a-spectator = un espectador
admin-seat-name = { $name } (asiento { $seat })
admin-deleted-line = (línea borrada)
admin-no-reason = ninguno
admin-no-account = no hay ninguna cuenta llamada { $name }
admin-banned = { $name } queda expulsado: { $count ->
    [one] { $count } sesión terminada
   *[other] { $count } sesiones terminadas
}; no puede entrar ni chatear, y el servidor cierra sus conexiones en unos segundos.
admin-unbanned = { $name } ya no está expulsado: puede volver a entrar.
admin-not-banned = { $name } no estaba expulsado.
admin-no-chat-line = la mesa { $table } no tiene la línea de chat { $n }
admin-chat-deleted = La línea de chat { $n } de la mesa { $table } está borrada: ningún historial la muestra desde ahora.
admin-not-voided = la mesa { $table } no es una partida puntuada terminada cuya puntuación aún cuente
admin-rating-voided = La puntuación de la mesa { $table } queda anulada: las puntuaciones que movió se calculan de nuevo sin ella.
