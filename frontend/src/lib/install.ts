// Installing the shop as an app (doc 001 §1): Android Chrome's install prompt
// (`beforeinstallprompt`, kept by install-listener.ts from the first page on) is offered by the
// home's app-download dialog, and an "installed" flag is kept in localStorage ('installed'), set
// when the browser reports the install (`appinstalled`), when the shopper accepts the prompt, or
// when the shop runs from the home screen (display-mode standalone; `navigator.standalone` on
// iOS). Once installed, the dialog says so instead of offering to install again.
import { INSTALLED_KEY, installChanged, installState, markInstalled, runsInstalled } from './install-listener';

export { runsInstalled };

/** The installed flag (doc 001 §6 "Browser storage"). */
export function isInstalled(): boolean {
  if (runsInstalled()) return true;
  try {
    return localStorage.getItem(INSTALLED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Whether the browser has offered its install prompt (and it has not been used). */
export function canPromptInstall(): boolean {
  return installState.deferred !== null;
}

/** Calls `listener` when the prompt comes, is used, or the app is installed. */
export function onInstallChange(listener: () => void): () => void {
  installState.listeners.add(listener);
  return () => installState.listeners.delete(listener);
}

/** Shows the browser's install prompt (it can be shown once); 'unavailable' if there is none. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const prompt = installState.deferred;
  installState.deferred = null;
  installChanged();
  if (!prompt) return 'unavailable';
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  if (outcome === 'accepted') markInstalled();
  return outcome;
}

/** iPhone, iPad (which says "Macintosh" but has touch) or iPod: installs only by Share → Add to Home Screen. */
export function isIos(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  return /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
}
