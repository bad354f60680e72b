// The shell every page renders in: fixed top bar, the page, fixed bottom navigation. While a
// page's chunk loads, the shell stays and a skeleton shows where the page goes; a page that
// fails (or whose chunk cannot be downloaded) shows an error with a retry, never a blank screen.
// The daily reward gate opens the daily reward dialog (its own chunk) on a day's first visit and
// when the menu's 'Daily reward' is tapped. The top bar's bell is the notifications feature's.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { BottomNav } from '@/features/shell/components/bottom-nav';
import { PageFallback } from '@/features/shell/components/page-fallback';
import { RouteErrorBoundary } from '@/features/shell/components/route-error';
import { SiteHead } from '@/features/shell/components/site-head';
import { TopBar } from '@/features/shell/components/top-bar';
import { DailyRewardGate } from '@/features/rewards/components/daily-reward-gate';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

// The offline worker's registration, the offline bar and the new-version prompt: downloaded once
// the page has loaded, so its chunk never delays the first visit's data and images.
const PwaStatus = lazy(() => import('@/features/app/pwa-status'));

function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    // `load` may have fired between the first render and this effect.
    if (document.readyState === 'complete') {
      done();
      return;
    }
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  return loaded;
}

/** A new page starts at the top; Back and Forward leave the browser's scroll position alone. */
function ScrollToTop() {
  const { pathname, search } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, search, type]);
  return null;
}

export function AppLayout() {
  const location = useLocation();
  const [dailyAsked, setDailyAsked] = useState(0);
  const loaded = usePageLoaded();
  return (
    <div className="app">
      <SiteHead />
      <ScrollToTop />
      <TopBar onDailyReward={() => setDailyAsked((n) => n + 1)} bell={<NotificationBell />} />
      <DailyRewardGate asked={dailyAsked} />
      <main id="main" className="app-main">
        <RouteErrorBoundary key={location.pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <BottomNav />
      {loaded && (
        <Suspense fallback={null}>
          <PwaStatus />
        </Suspense>
      )}
    </div>
  );
}
