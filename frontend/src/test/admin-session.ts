// The admin's session for the admin pages' unit tests: signed in, and every screenshot the page
// fetches (with the admin's token, then shown from a blob: URL) answered by a tiny PNG.
import { afterEach, beforeEach, vi } from 'vitest';
import { signIn, signOut } from '@/lib/auth';

const PNG = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

/** Registers, for the calling test file, the admin's sign-in and the screenshot fetches. */
export function withAdminSessionAndScreenshots() {
  beforeEach(() => {
    signIn('admin-token');
    URL.createObjectURL = vi.fn(() => 'blob:shot');
    URL.revokeObjectURL = vi.fn();
    vi.stubGlobal('fetch', vi.fn(async () => ({ ok: true, status: 200, blob: async () => PNG }) as unknown as Response));
  });
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });
}
