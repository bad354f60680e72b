import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTALLED_KEY, listenForInstall } from '@/lib/install-listener';
import { renderWithIntl } from '@/test/render-with-providers';
import AppDownloadDialog from './components/app-download-dialog';

/** What Chrome fires once the page is installable, with the prompt the page may show later. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const prompt = vi.fn(async () => undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => void window.dispatchEvent(event));
  return { event, prompt };
}

beforeAll(() => listenForInstall(window));
beforeEach(() => localStorage.clear());

describe('app-download dialog', () => {
  const open = () => renderWithIntl(<AppDownloadDialog open onClose={() => {}} />);

  it('offers iOS, Android and Cancel; Android without a browser prompt shows the menu steps', async () => {
    open();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Android' }));
    expect(screen.getByRole('status').textContent).toContain('In Chrome, open the ⋮ menu');
  });

  it('shows the install button once the browser offers its prompt, and uses it', async () => {
    open();
    const { prompt } = offerInstall('accepted');
    await userEvent.click(await screen.findByRole('button', { name: 'Install the app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('says the app is installed, with no offer, once the flag is set', () => {
    localStorage.setItem(INSTALLED_KEY, 'true');
    open();
    expect(screen.getByRole('status').textContent).toContain('Lucky Mall is already installed on this phone.');
    expect(screen.queryByRole('button', { name: 'Android' })).toBeNull();
  });
});
