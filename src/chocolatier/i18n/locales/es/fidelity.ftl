# Fidelidad a las reglas (issue 26): el lado de cada gran almacén, elegido en la sala.
fidelity-sides-each = cada gran almacén con su lado
fidelity-store-sides-legend = Lado de cada gran almacén
