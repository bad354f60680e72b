// Private pictures: payment screenshots (`/api/payment-screenshots/{id}` answers only the owner and
// admins) and payment QR codes (`/api/user/payment-qr.png`, the shopper's own). An <img src> sends
// no Authorization header, so they are fetched with the bearer token and shown through an object
// URL, revoked when the component goes away.
import { useEffect, useState } from 'react';
import { getToken } from '@/lib/auth';

export class ScreenshotError extends Error {
  constructor(readonly status: number) {
    super(`payment screenshot: HTTP ${status}`);
  }
}

/** Fetches a screenshot with the bearer token; resolves to the image Blob. */
export async function fetchScreenshot(url: string, token: string | null = getToken(), signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok) throw new ScreenshotError(response.status);
  return response.blob();
}

export type ScreenshotState = { status: 'loading' } | { status: 'ready'; src: string } | { status: 'error' };

/** Loads `url` into an object URL for as long as the component shows it (`null`: nothing yet). */
export function useScreenshot(url: string | null): ScreenshotState & { retry: () => void } {
  const [state, setState] = useState<ScreenshotState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (url === null) {
      setState({ status: 'loading' });
      return;
    }
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setState({ status: 'loading' });
    fetchScreenshot(url, getToken(), controller.signal)
      .then((blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ status: 'ready', src: objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
