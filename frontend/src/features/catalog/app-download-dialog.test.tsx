import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INSTALLED_KEY, listenForInstall } from '@/lib/install-listener';
import { offerInstall } from '@/test/install-offer';
import { renderWithIntl } from '@/test/render-with-providers';
import AppDownloadDialog from './components/app-download-dialog';

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
