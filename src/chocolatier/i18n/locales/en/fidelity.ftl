# Rules fidelity (issue 26): each store's side chosen on its own in the lobby.
fidelity-sides-each = each store its own side
fidelity-store-sides-legend = Side of each store
