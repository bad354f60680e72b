// A page opened before a new build was deployed asks for chunks the server no longer has (they
// answer 404). The offline worker keeps the old build's chunks until the shopper takes the new
// version, so this happens only without it (first visit, or a browser without service workers):
// Vite then fires `vite:preloadError`, and the page reloads once onto the new build instead of
// showing an error. Offline the failure is the network's, and the page stays (it says offline).
const RELOADED_KEY = 'reloaded-for-new-build';

export function reloadOnStaleChunk(win: Window = window) {
  win.addEventListener('vite:preloadError', (event) => {
    if (!win.navigator.onLine) return;
    try {
      // Once per tab and minute: a chunk that is really broken must not reload forever.
      const last = Number(win.sessionStorage.getItem(RELOADED_KEY) ?? 0);
      if (Date.now() - last < 60_000) return;
      win.sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
    } catch {
      return;
    }
    event.preventDefault();
    win.location.reload();
  });
}
