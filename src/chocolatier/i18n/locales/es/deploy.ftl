# Administrar un servidor (commands/db.py, el aviso de reinicio de la página de la mesa).

## chocolatier db backup
deploy-db-backed-up = Copia de seguridad hecha en { $file } ({ $tables ->
    [one] { $tables } mesa
   *[other] { $tables } mesas
}).
deploy-db-backup-exists = { $file } ya existe: indica el nombre de un archivo nuevo
deploy-db-no-database = no existe el archivo de base de datos { $database }
deploy-db-backup-unsupported = solo se pueden copiar bases de datos { $kinds }
deploy-db-use-pg-dump = Es una base de datos { $postgresql }: cópiala con la herramienta de { $postgresql } (lee la contraseña de { $password }), también con el servidor en marcha:
    { $command }
    Para restaurarla en una base de datos vacía: { $restore }.

## chocolatier db check
deploy-db-mismatch = Mesa { $table }: { $problem }
deploy-db-problem-count = su registro dice { $stored } eventos, pero su historial tiene { $found }
deploy-db-problem-replay = su historial no se reproduce en el motor: { $reason }
deploy-db-problem-status = está guardada como «{ $stored }», pero su historial se reproduce como «{ $replayed }»
deploy-db-problem-result = su resultado guardado no es el que da su historial
deploy-db-checked = { $tables ->
    [one] Revisada { $tables } mesa
   *[other] Revisadas { $tables } mesas
} ({ $events } eventos): { $mismatches ->
    [0] todas las partidas se reproducen tal como están guardadas.
    [one] { $mismatches } discrepancia.
   *[other] { $mismatches } discrepancias.
}

## la página de la mesa (web/js/table.js): el servidor cerró la conexión para reiniciarse
deploy-web-restarting = El servidor se está reiniciando: reconectando…
