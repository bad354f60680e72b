// Whether the screen is wide enough for the two-column queue (list + detail).
import { useSyncExternalStore } from 'react';

const QUERY = '(min-width: 960px)';

function subscribe(listener: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

function read() {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
