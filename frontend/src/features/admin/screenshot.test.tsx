import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/auth';
import { renderWithIntl } from '@/test/render-with-providers';
import { ScreenshotView } from './components/screenshot-view';
import { fetchScreenshot, ScreenshotError } from '@/lib/private-image';

const PNG = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

// A minimal fetch Response (jsdom's Blob cannot go into Node's Response).
function okResponse() {
  return { ok: true, status: 200, blob: async () => PNG } as unknown as Response;
}

function failedResponse(status: number) {
  return { ok: false, status, blob: async () => new Blob([]) } as unknown as Response;
}

describe('fetchScreenshot', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the bearer token and answers the image', async () => {
    const fetchMock = vi.fn(async () => okResponse());
    vi.stubGlobal('fetch', fetchMock);
    const blob = await fetchScreenshot('/api/payment-screenshots/7', 'tok-123');
    expect(blob.size).toBe(4);
    expect(fetchMock).toHaveBeenCalledWith('/api/payment-screenshots/7', expect.objectContaining({ headers: { Authorization: 'Bearer tok-123' } }));
  });

  it('fails with the HTTP status when the server refuses', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => failedResponse(403)));
    await expect(fetchScreenshot('/api/payment-screenshots/7', 'tok')).rejects.toEqual(new ScreenshotError(403));
  });
});

describe('<ScreenshotView>', () => {
  const created: string[] = [];
  const revoked: string[] = [];

  beforeEach(() => {
    signIn('admin-token');
    URL.createObjectURL = vi.fn(() => {
      const url = `blob:shot-${created.length}`;
      created.push(url);
      return url;
    });
    URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    created.length = 0;
    revoked.length = 0;
  });

  function renderView() {
    return renderWithIntl(<ScreenshotView url="/api/payment-screenshots/3" />);
  }

  it("shows the image from an object URL fetched with the admin's token, and frees it on unmount", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => okResponse());
    vi.stubGlobal('fetch', fetchMock);
    const view = renderView();
    const img = await screen.findByRole('img', { name: 'Payment screenshot' });
    expect(img.getAttribute('src')).toBe('blob:shot-0');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ headers: { Authorization: 'Bearer admin-token' } });
    view.unmount();
    expect(revoked).toEqual(['blob:shot-0']);
  });

  it('says so when the screenshot cannot be loaded, and retries', async () => {
    const fetchMock = vi.fn(async () => failedResponse(404));
    vi.stubGlobal('fetch', fetchMock);
    renderView();
    expect(await screen.findByText('The screenshot could not be loaded')).toBeTruthy();
    fetchMock.mockImplementation(async () => okResponse());
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(screen.getByRole('img', { name: 'Payment screenshot' })).toBeTruthy());
  });
});
