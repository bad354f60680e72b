// Top bar and bottom navigation: search on Enter only, the token pill's singular/plural, the
// Profile tab's target, the red (current) tab, and the guard that sends visitors to /signin.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '@/components/auth/require-auth';
import { signIn, signOut } from '@/lib/auth';
import { renderWithIntl, renderWithProviders } from '@/test/render-with-providers';
import { useIntl } from 'react-intl';
import { Route, Routes } from 'react-router-dom';
import { shellMessages } from '../messages';
import { BottomNav } from './bottom-nav';
import { SearchBox } from './search-box';

afterEach(() => signOut());

describe('SearchBox', () => {
  it('searches only when Enter is pressed, with the typed text', () => {
    renderWithProviders(<SearchBox />);
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: 'leather sofa' } });
    expect(screen.getByTestId('location').textContent).toBe('/');
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('location').textContent).toBe('/search-result?search=leather%20sofa');
  });

  it('ignores an empty search', () => {
    renderWithProviders(<SearchBox />);
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('shows the current search on the result page', () => {
    renderWithProviders(<SearchBox />, { url: '/search-result?search=chair' });
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('chair');
  });
});

function TokenLabel({ count }: { count: number }) {
  return <span>{useIntl().formatMessage(shellMessages.tokens, { count })}</span>;
}

describe('token pill label', () => {
  it('is singular at 1 or less and plural above', () => {
    for (const [count, text] of [
      [0, '0 token'],
      [1, '1 token'],
      [2, '2 tokens'],
      [1500, '1,500 tokens'],
    ] as const) {
      const view = renderWithIntl(<TokenLabel count={count} />);
      expect(view.container.textContent).toBe(text);
      view.unmount();
    }
  });
});

describe('BottomNav', () => {
  it('links the four tabs and marks the current one', () => {
    renderWithProviders(<BottomNav />, { url: '/search-result?search=x' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/', '/token', '/lucky-draw', '/signin']);
    expect(links[0].getAttribute('aria-current')).toBe('page');
    expect(links.slice(1).every((a) => a.getAttribute('aria-current') === null)).toBe(true);
  });

  it('sends Profile to /profile when signed in, and Lucky with the history state', () => {
    signIn('token');
    renderWithProviders(<BottomNav />, { url: '/profile' });
    const profile = screen.getByRole('link', { name: 'Profile' });
    expect(profile.getAttribute('href')).toBe('/profile');
    expect(profile.getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('link', { name: 'Lucky' }));
    expect(screen.getByTestId('location').textContent).toBe('/lucky-draw');
    expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toEqual({ data: 'history' });
  });
});

describe('RequireAuth', () => {
  const guarded = (
    <Routes>
      <Route element={<RequireAuth />}>
        <Route path="/profile" element={<p>my profile</p>} />
      </Route>
      <Route path="/signin" element={<p>sign in here</p>} />
    </Routes>
  );

  it('sends a visitor to /signin', () => {
    renderWithProviders(guarded, { url: '/profile' });
    expect(screen.getByText('sign in here')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/signin');
  });

  it('lets a signed-in customer in', () => {
    signIn('token');
    renderWithProviders(guarded, { url: '/profile' });
    expect(screen.getByText('my profile')).toBeTruthy();
  });
});
