import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { offerInstall } from '@/test/install-offer';
import { canPromptInstall, isInstalled, isIos, promptInstall } from './install';
import { INSTALLED_KEY, listenForInstall } from './install-listener';

beforeAll(() => listenForInstall(window));
beforeEach(() => localStorage.clear());

describe('install prompt and flag', () => {
  it('keeps the browser prompt instead of its mini-infobar, shows it once, and sets the flag when accepted', async () => {
    const { event, prompt } = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true);
    expect(canPromptInstall()).toBe(true);
    expect(await promptInstall()).toBe('accepted');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(INSTALLED_KEY)).toBe('true');
    expect(canPromptInstall()).toBe(false);
    expect(await promptInstall()).toBe('unavailable');
  });

  it('leaves the flag unset when the shopper dismisses the prompt, and sets it on appinstalled', async () => {
    offerInstall('dismissed');
    expect(await promptInstall()).toBe('dismissed');
    expect(isInstalled()).toBe(false);
    window.dispatchEvent(new Event('appinstalled'));
    expect(isInstalled()).toBe(true);
  });

  it('knows an iPhone, an iPad that says Macintosh, and not an Android phone', () => {
    expect(isIos({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1', maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/17.0 Safari/605.1.15', maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/17.0 Safari/605.1.15', maxTouchPoints: 0 })).toBe(false);
    expect(isIos({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/120.0 Mobile Safari/537.36', maxTouchPoints: 5 })).toBe(false);
  });
});
