// Shared by the token page tests: renders inside react-intl (English), a memory router (the page
// at its path, plus a probe showing where the router is) and Apollo's MockedProvider with its
// default __typename handling, because the token packs are read through a fragment (the mocks
// carry __typename so the cache matches it as in production). Signs out and unmounts after
// every test (Vitest runs without globals, so Testing Library cannot register its own cleanup).
import type { ReactElement } from 'react';
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach } from 'vitest';
import { signOut } from '@/lib/auth';
import { LocationProbe } from '@/test/render-with-providers';

afterEach(() => {
  cleanup();
  signOut();
  localStorage.clear();
});

export interface RenderOptions {
  mocks?: MockedResponse[];
  /** The first URL of the memory router (default '/token'). */
  url?: string;
  /** The route path the element is mounted at (default: the URL's path). */
  path?: string;
}

export function renderWallet(ui: ReactElement, options: RenderOptions = {}) {
  const url = options.url ?? '/token';
  const path = options.path ?? url.split('?')[0];
  return render(
    <MockedProvider mocks={options.mocks ?? []}>
      <IntlProvider locale="en" defaultLocale="en" onError={() => {}}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </IntlProvider>
    </MockedProvider>,
  );
}

/** A page envelope's meta, as the server sends it. */
export function meta(total: number, currentPage = 1, perPage = 20) {
  return { __typename: 'PageMeta', total, perPage, currentPage, lastPage: Math.max(1, Math.ceil(total / perPage)) };
}
