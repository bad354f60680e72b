// Renders a component the way the app does (react-intl, a router, Apollo mocks) for Vitest.
import type { ReactElement, ReactNode } from 'react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { typePolicies } from '@/lib/apollo';
import { cleanup, render, renderHook } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach } from 'vitest';
import { signOut } from '@/lib/auth';

// Vitest runs without globals, so Testing Library cannot register its cleanup by itself. Every
// test also starts signed out with empty storage (the language, a remembered sign-in).
afterEach(() => {
  cleanup();
  signOut();
  localStorage.clear();
});

/** Shows where the router is, for tests that check navigation. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </output>
  );
}

interface Options {
  /** The URL the router starts at (default '/'). */
  url?: string;
  /** The route path the element is mounted at (default: every path). */
  path?: string;
  mocks?: MockedResponse[];
  messages?: Record<string, string>;
  locale?: string;
  /**
   * Apollo's default __typename handling (off by default): on when the mocks carry __typename
   * because the cache must identify objects or match fragments as in production (the account's
   * regions and townships, the token packs).
   */
  addTypename?: boolean;
  /**
   * The app's cache policies (lib/apollo.ts) instead of a plain cache: for screens whose queries
   * share one cache entry as in production (the daily reward's gate and dialog).
   */
  appCache?: boolean;
}

export function renderWithProviders(
  ui: ReactElement,
  { url = '/', path = '*', mocks = [], messages = {}, locale = 'en', addTypename = false, appCache = false }: Options = {},
) {
  const cache = appCache ? new InMemoryCache({ addTypename, typePolicies }) : undefined;
  const wrap = (children: ReactNode) => (
    <MockedProvider mocks={mocks} addTypename={addTypename} cache={cache}>
      <IntlProvider locale={locale} defaultLocale="en" messages={messages} onError={() => {}}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={children} />
            {path !== '*' && <Route path="*" element={<span />} />}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </IntlProvider>
    </MockedProvider>
  );
  return render(wrap(ui));
}

/** Just react-intl, for primitives that need no router or data. */
export function renderWithIntl(ui: ReactElement, locale = 'en') {
  return render(
    <IntlProvider locale={locale} defaultLocale="en" onError={() => {}}>
      {ui}
    </IntlProvider>,
  );
}

/**
 * A hook over Apollo mocks with the app's cache policies (lib/apollo.ts), for hooks whose result
 * depends on how the cache merges pages. `addTypename` as in `renderWithProviders`.
 */
export function renderHookWithApollo<T>(hook: () => T, mocks: MockedResponse[], { addTypename = true } = {}) {
  const cache = new InMemoryCache({ addTypename, typePolicies });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} addTypename={addTypename} cache={cache}>
      {children}
    </MockedProvider>
  );
  return renderHook(hook, { wrapper });
}
