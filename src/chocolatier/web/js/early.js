// @ts-check
// Run before the lobby is drawn (a classic script in the head): whether this browser holds a
// seat at a table not known to be finished, so the page keeps room for "Your tables" at the
// top instead of pushing everything down when they arrive (a layout shift).
try {
  const seats = JSON.parse(localStorage.getItem("chocolatier.seats") || "{}");
  const finished = new Set(JSON.parse(localStorage.getItem("chocolatier.finished") || "[]"));
  if (Object.entries(seats).some(([id, seat]) => seat && seat.token && !finished.has(id))) {
    document.documentElement.classList.add("returning");
  }
} catch {
  // no storage (private browsing) or a damaged entry: a first visit
}
