// The part of installing (install.ts) that must run before the first render, in main.tsx: Chrome
// fires `beforeinstallprompt` once, early, whatever page the shopper opened first. Kept tiny (it
// is in the home page's first download); the rest of install.ts loads with the app-download dialog.

export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const INSTALLED_KEY = 'installed';

/** What the listener saw: the prompt kept for later, and who wants to hear of changes. */
export const installState = { deferred: null as InstallPromptEvent | null, listeners: new Set<() => void>() };

export function installChanged() {
  for (const listener of installState.listeners) listener();
}

export function markInstalled() {
  try {
    localStorage.setItem(INSTALLED_KEY, 'true');
  } catch {
    /* private mode: the flag is only a hint */
  }
}

/** Whether this page runs as the installed app (from the home screen). */
export function runsInstalled(win: Window = window): boolean {
  return win.matchMedia?.('(display-mode: standalone)').matches === true || (win.navigator as { standalone?: boolean }).standalone === true;
}

export function listenForInstall(win: Window = window) {
  win.addEventListener('beforeinstallprompt', (event) => {
    // Kept for the app-download dialog instead of Chrome's own mini-infobar.
    event.preventDefault();
    installState.deferred = event as InstallPromptEvent;
    installChanged();
  });
  win.addEventListener('appinstalled', () => {
    installState.deferred = null;
    markInstalled();
    installChanged();
  });
  if (runsInstalled(win)) markInstalled();
}
