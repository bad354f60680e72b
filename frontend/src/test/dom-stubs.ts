import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine a lazy chunk (the
// ticket modal, the variant editor) took longer to appear. They still answer as soon as it does.
configure({ asyncUtilTimeout: 5_000 });

// Browser APIs jsdom does not have, stubbed for every test file (vite.config.ts setupFiles):
// embla-carousel needs matchMedia and ResizeObserver, infinite lists IntersectionObserver.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
  window.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
}

// No server to keep a websocket to: live updates (lib/use-live-subscription) stay off, as in a
// browser without WebSocket, so screens that subscribe render from their mocks alone. The hook's
// own tests put a WebSocket back.
if (typeof window !== 'undefined') {
  Reflect.deleteProperty(window, 'WebSocket');
  Reflect.deleteProperty(globalThis, 'WebSocket');
}
