// The installable app's page side, loaded after the first render (app/layout.tsx): registers the
// offline worker (src-sw/sw.ts, scope /), says when the phone is offline, and offers a new build
// once its worker has downloaded it ("A new version is ready" → Reload). The old build keeps
// running, with all its chunks, until the shopper taps Reload; the worker then takes over and the
// page reloads onto the new build. The reads the worker kept are cleared on sign-out.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { CloudOff } from 'lucide-react';
import { useIntl } from 'react-intl';
import { registerSW } from 'virtual:pwa-register';
import { Button } from '@/components/ui/button';
import { onBeforeSignOut } from '@/lib/auth';
import { appMessages as m } from './messages';
import { reloadOnStaleChunk } from './stale-chunk';
import './pwa.css';

// Loaded right after the first render, before any page but the first asks for a lazy chunk.
reloadOnStaleChunk();

/** The worker's cache of GraphQL and REST reads (src-sw/sw.ts READS_CACHE). */
const READS_CACHE = 'lucky-mall-reads';
/** After the page's `load`, how long the offline worker's registration waits (the page's images settle). */
const REGISTER_DELAY_MS = 3000;
/** How often an open tab asks the server for a new build (also whenever it comes back into view). */
const UPDATE_CHECK_MS = 30 * 60_000;

function subscribeOnline(changed: () => void) {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
}

export default function PwaStatus() {
  const intl = useIntl();
  const online = useOnline();
  const [update, setUpdate] = useState<(() => Promise<void>) | null>(null);

  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    let timer: number | undefined;
    let registration: ServiceWorkerRegistration | undefined;
    const check = () => {
      if (document.visibilityState === 'visible' && navigator.onLine) void registration?.update().catch(() => undefined);
    };
    const register = () => {
      const updateWorker = registerSW({
        immediate: true,
        onNeedRefresh: () => setUpdate(() => () => updateWorker(true)),
        onRegisteredSW: (_url, found) => {
          registration = found;
          timer = window.setInterval(check, UPDATE_CHECK_MS);
        },
        onRegisterError: (error) => console.debug('offline worker not registered', error),
      });
    };
    // The worker's first install downloads the whole build (about 430 KB): only once the page has
    // loaded (this component is mounted after `load`) and settled, so it never competes with the
    // first visit's banner, data and images.
    const starting = window.setTimeout(register, REGISTER_DELAY_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearTimeout(starting);
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, []);

  // The page moves down under the offline bar (pwa.css).
  useEffect(() => {
    document.documentElement.classList.toggle('is-offline', !online);
    return () => document.documentElement.classList.remove('is-offline');
  }, [online]);

  // Another shopper on this phone must not see this one's saved answers.
  useEffect(() => {
    const forget = onBeforeSignOut(async () => {
      await globalThis.caches?.delete(READS_CACHE).catch(() => false);
    });
    return () => void forget();
  }, []);

  return (
    <>
      {!online && (
        <div className="pwa-offline" role="status">
          <CloudOff size={16} aria-hidden /> {intl.formatMessage(m.offline)}
        </div>
      )}
      {update && (
        <div className="pwa-update" role="alert">
          <p>{intl.formatMessage(m.updateReady)}</p>
          <Button size="sm" variant="ghost" onClick={() => setUpdate(null)}>
            {intl.formatMessage(m.updateLater)}
          </Button>
          <Button size="sm" onClick={() => void update()}>
            {intl.formatMessage(m.updateReload)}
          </Button>
        </div>
      )}
    </>
  );
}
