// What Chrome fires once the page is installable (`beforeinstallprompt`), with the prompt the page
// may show later; the install tests dispatch it on the window.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export function offerInstall(outcome: 'accepted' | 'dismissed') {
  const prompt = vi.fn(async () => undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => void window.dispatchEvent(event));
  return { event, prompt };
}
