import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes, preloadPage } from '@/app/router';
import { listenForInstall } from '@/lib/install-listener';
import './index.css';

listenForInstall();
// The first page's chunk downloads while the shell renders (see preloadPage).
const pageInChunk = preloadPage(window.location.pathname);

/** How long the app waits at most for the server's first banner before rendering anyway. */
const BOOT_BANNER_WAIT_MS = 500;

/**
 * Resolves once the browser has painted the first banner the server put into the boot
 * placeholder of GET / (at once on other pages, which have none). React's first render replaces
 * the placeholder, and when the JavaScript is ready as soon as the image, the browser never got
 * to paint the placeholder's copy: the page's largest paint then waited for the app. Waiting for
 * one frame after the image has loaded (at most BOOT_BANNER_WAIT_MS) lets the banner show first;
 * the home page keeps the same image in the same place (features/catalog/components/banner-carousel.tsx).
 */
function bootBannerPainted(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('#root .boot__banner img');
  if (!image) return Promise.resolve();
  const loaded = image.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      });
  // A timeout queued from an animation frame runs after that frame has been painted.
  const painted = loaded.then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, BOOT_BANNER_WAIT_MS))]);
}

const root = createRoot(document.getElementById('root')!);
const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

void bootBannerPainted().then(() => {
  if (pageInChunk) {
    root.render(app);
  } else {
    // Home is in the first download, so nothing of its first render waits for a chunk: rendered
    // as a transition, React works in slices of a few milliseconds and the phone stays
    // responsive, instead of one task of a few hundred milliseconds on a slow phone. (A page in
    // its own chunk renders at once: a transition would hold back the whole first screen, shell
    // included, until that chunk arrived.)
    startTransition(() => root.render(app));
  }
});
