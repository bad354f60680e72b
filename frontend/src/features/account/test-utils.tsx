// Shared by the account component tests: renders inside react-intl (English, or a translation),
// a memory router (the element mounted at the URL's path, plus a probe showing where the router
// is) and Apollo's MockedProvider, and unmounts after every test (Vitest runs without globals, so
// Testing Library cannot register its own cleanup).
//
// Unlike src/test/render-with-providers.tsx this keeps Apollo's default __typename handling: the
// mocks carry __typename, so the cache identifies objects as it does in production, which the
// region/township tests depend on (place-policy.ts).
import type { ReactElement } from 'react';
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach } from 'vitest';
import { LocationProbe } from '@/test/render-with-providers';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

export interface RenderOptions {
  mocks?: MockedResponse[];
  /** The first URL of the memory router (default '/'). */
  url?: string;
  /** The route path the element is mounted at (default: the URL's path). */
  path?: string;
  /** Translations to render with (default: the English defaults). */
  messages?: Record<string, string>;
  locale?: string;
}

export function renderAccount(ui: ReactElement, options: RenderOptions = {}) {
  const url = options.url ?? '/';
  const path = options.path ?? url.split('?')[0];
  return render(
    <MockedProvider mocks={options.mocks ?? []}>
      <IntlProvider locale={options.locale ?? 'en'} messages={options.messages ?? {}} defaultLocale="en">
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
