// Keeps the browser's install prompt (Android Chrome's `beforeinstallprompt`) for the app-download
// dialog, and remembers in localStorage ('installed') that the app was installed (doc 001 §1).
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
}

let deferred: InstallPromptEvent | null = null;

export function listenForInstallPrompt() {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    try {
      localStorage.setItem('installed', 'true');
    } catch {
      /* ignore */
    }
  });
}

/** The saved prompt, once (a prompt can be shown only one time). */
export function takeInstallPrompt(): InstallPromptEvent | null {
  const prompt = deferred;
  deferred = null;
  return prompt;
}
