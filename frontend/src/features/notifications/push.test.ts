// The Web Push lifecycle (doc 001 §7): the decisions as pure functions (refresh after 7 days,
// replace a changed subscription and delete the old endpoint, save again for another account),
// and the set-up against a fake browser and server: no question without a tap, a question on a
// tap, the worker at /push-sw.js with scope /push/, a subscribe that never answers given up after
// 10 s, every failure silent.
import type { ApolloClient } from '@apollo/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REFRESH_AFTER_MS,
  STORAGE_KEY,
  SUBSCRIBE_TIMEOUT_MS,
  base64UrlToBytes,
  canAskPermission,
  forgetPush,
  hasChanged,
  needsRefresh,
  planSync,
  pushSupported,
  readStored,
  sameKey,
  setupPush,
  subscriptionDetails,
  withTimeout,
  type PushEnv,
  type StoredPush,
} from './push';
import { runBeforeSignOut } from '@/lib/auth';
import { DeletePushSubscriptionMutation, SavePushSubscriptionMutation } from './queries';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 24, 12);
const current = { endpoint: 'https://push.example/abc', keys: { p256dh: 'P1', auth: 'A1' } };
const stored = (over: Partial<StoredPush> = {}): StoredPush => ({ ...current, savedAt: NOW - DAY, userKey: '7', locale: 'en', ...over });
const owner = (userKey = '7', locale = 'en') => ({ userKey, locale });

describe('push decisions', () => {
  it('refreshes a stored subscription 7 days (604800000 ms) after it was saved, not before', () => {
    expect(REFRESH_AFTER_MS).toBe(604_800_000);
    expect(needsRefresh({ savedAt: NOW - REFRESH_AFTER_MS + 1 }, NOW)).toBe(false);
    expect(needsRefresh({ savedAt: NOW - REFRESH_AFTER_MS }, NOW)).toBe(true);
    expect(needsRefresh({ savedAt: NOW - 30 * DAY }, NOW)).toBe(true);
    // A clock put back by more than a day: send it again rather than wait for the old date.
    expect(needsRefresh({ savedAt: NOW + 2 * DAY }, NOW)).toBe(true);
  });

  it('sees a new endpoint or new keys as a changed subscription', () => {
    expect(hasChanged(current, { ...current })).toBe(false);
    expect(hasChanged(current, { ...current, endpoint: 'https://push.example/new' })).toBe(true);
    expect(hasChanged(current, { ...current, keys: { p256dh: 'P2', auth: 'A1' } })).toBe(true);
    expect(hasChanged(current, { ...current, keys: { p256dh: 'P1', auth: 'A2' } })).toBe(true);
  });

  it('plans what to tell the server', () => {
    // Nothing stored yet: save.
    expect(planSync(null, current, owner(), NOW)).toEqual({ save: true, deleteOld: null });
    // Saved yesterday for this account in this language: nothing to do.
    expect(planSync(stored(), current, owner(), NOW)).toEqual({ save: false, deleteOld: null });
    // A week old: save again.
    expect(planSync(stored({ savedAt: NOW - 7 * DAY }), current, owner(), NOW)).toEqual({ save: true, deleteOld: null });
    // Another account signed in on this browser: save for it.
    expect(planSync(stored(), current, owner('8'), NOW)).toEqual({ save: true, deleteOld: null });
    // Another language: save again, so pushes come in it.
    expect(planSync(stored(), current, owner('7', 'mm'), NOW)).toEqual({ save: true, deleteOld: null });
    // The browser replaced the subscription: save the new one, delete the old endpoint.
    expect(planSync(stored({ endpoint: 'https://push.example/old' }), current, owner(), NOW)).toEqual({ save: true, deleteOld: 'https://push.example/old' });
    // New keys on the same endpoint: save (the endpoint is the same, nothing to delete).
    expect(planSync(stored({ keys: { p256dh: 'P0', auth: 'A1' } }), current, owner(), NOW)).toEqual({ save: true, deleteOld: null });
  });

  it('reads only a well-formed stored subscription', () => {
    const storage = (value: string | null) => ({ getItem: (key: string) => (key === STORAGE_KEY ? value : null) });
    expect(readStored(storage(JSON.stringify(stored())))).toEqual(stored());
    expect(readStored(storage(null))).toBeNull();
    expect(readStored(storage('not json'))).toBeNull();
    expect(readStored(storage(JSON.stringify({ endpoint: 'x' })))).toBeNull();
    expect(readStored(storage(JSON.stringify({ ...stored(), savedAt: 'yesterday' })))).toBeNull();
  });

  it('decodes the base64url VAPID key and compares it with a subscription key', () => {
    // 0xfb 0xff 0xfe: '+', '/' in base64 are '-', '_' in base64url; no padding.
    const bytes = base64UrlToBytes('-__-');
    expect([...bytes]).toEqual([0xfb, 0xff, 0xfe]);
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...base64UrlToBytes('AQ')]).toEqual([1]);
    expect(base64UrlToBytes(`B${'A'.repeat(86)}`)).toHaveLength(65);
    expect(sameKey(new Uint8Array([1, 2, 3]).buffer, new Uint8Array([1, 2, 3]))).toBe(true);
    expect(sameKey(new Uint8Array([1, 2, 4]).buffer, new Uint8Array([1, 2, 3]))).toBe(false);
    expect(sameKey(null, new Uint8Array([1]))).toBe(false);
  });

  it('takes the endpoint and keys of a browser subscription', () => {
    expect(subscriptionDetails({ toJSON: () => ({ endpoint: current.endpoint, keys: current.keys }) })).toEqual(current);
    expect(subscriptionDetails({ toJSON: () => ({ endpoint: current.endpoint, keys: {} }) })).toBeNull();
  });
});

// ---------- The set-up against a fake browser ----------

interface Fake {
  env: PushEnv;
  client: ApolloClient<unknown>;
  mutate: ReturnType<typeof vi.fn>;
  register: ReturnType<typeof vi.fn>;
  subscribe: ReturnType<typeof vi.fn>;
  requestPermission: ReturnType<typeof vi.fn>;
  storage: Storage;
  clock: { now: number };
  browser: { endpoint: string; keys: { p256dh: string; auth: string } };
}

const VAPID = `B${'A'.repeat(86)}`;

function fakeBrowser({ permission = 'granted' as NotificationPermission, hangs = false, support = true } = {}): Fake {
  const clock = { now: NOW };
  const browser = { ...current, keys: { ...current.keys } };
  let subscription: PushSubscription | null = null;
  const makeSubscription = () =>
    ({
      options: { applicationServerKey: base64UrlToBytes(VAPID).buffer },
      toJSON: () => ({ endpoint: browser.endpoint, keys: { ...browser.keys } }),
      unsubscribe: vi.fn(async () => true),
    }) as unknown as PushSubscription;
  const subscribe = vi.fn(() => (hangs ? new Promise<PushSubscription>(() => {}) : Promise.resolve((subscription = makeSubscription()))));
  const pushManager = { getSubscription: vi.fn(async () => subscription), subscribe };
  const register = vi.fn(async () => ({ active: {}, pushManager }));
  const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
  const values = new Map<string, string>();
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  } as unknown as Storage;
  const win = {
    navigator: support ? { serviceWorker: { register }, cookieEnabled: true } : { cookieEnabled: true },
    PushManager: function PushManager() {},
    Notification: { permission, requestPermission },
    fetch: () => undefined,
  } as unknown as Window & typeof globalThis;
  const mutate = vi.fn(async () => ({ data: {} }));
  const query = vi.fn(async ({ query: document }: { query: { definitions: { name?: { value: string } }[] } }) =>
    document.definitions[0].name?.value === 'VapidPublicKey' ? { data: { settings: { vapidPublicKey: VAPID } } } : { data: { me: { id: 7 } } },
  );
  const client = { query, mutate } as unknown as ApolloClient<unknown>;
  return { env: { win, storage, now: () => clock.now, locale: () => 'en' }, client, mutate, register, subscribe, requestPermission, storage, clock, browser };
}

const saved = (fake: Fake) => fake.mutate.mock.calls.filter(([options]) => options.mutation === SavePushSubscriptionMutation).map(([options]) => options.variables.input);
const deleted = (fake: Fake) => fake.mutate.mock.calls.filter(([options]) => options.mutation === DeletePushSubscriptionMutation).map(([options]) => options.variables.endpoint);

describe('setupPush', () => {
  beforeEach(() => vi.spyOn(console, 'debug').mockImplementation(() => {}));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('does nothing where push is not supported', async () => {
    const fake = fakeBrowser({ support: false });
    expect(pushSupported(fake.env.win)).toBe(false);
    expect(await setupPush(fake.client, { ask: true }, fake.env)).toBe('unsupported');
    expect(fake.requestPermission).not.toHaveBeenCalled();
  });

  it('never asks for permission by itself; asks on a tap', async () => {
    const fake = fakeBrowser({ permission: 'default' });
    expect(canAskPermission(fake.env.win)).toBe(true);
    expect(await setupPush(fake.client, {}, fake.env)).toBe('ask');
    expect(fake.requestPermission).not.toHaveBeenCalled();
    expect(fake.register).not.toHaveBeenCalled();

    expect(await setupPush(fake.client, { ask: true }, fake.env)).toBe('on');
    expect(fake.requestPermission).toHaveBeenCalledTimes(1);
    expect(fake.register).toHaveBeenCalledWith('/push-sw.js', { scope: '/push/' });
  });

  it('stops when permission is denied', async () => {
    const fake = fakeBrowser({ permission: 'denied' });
    expect(canAskPermission(fake.env.win)).toBe(false);
    expect(await setupPush(fake.client, { ask: true }, fake.env)).toBe('denied');
    expect(fake.register).not.toHaveBeenCalled();
  });

  it('subscribes with the server key, saves once, again after 7 days, and replaces a changed subscription', async () => {
    const fake = fakeBrowser();
    expect(await setupPush(fake.client, {}, fake.env)).toBe('on');
    expect(fake.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(VAPID) });
    expect(saved(fake)).toEqual([{ endpoint: current.endpoint, p256dh: 'P1', auth: 'A1' }]);
    expect(JSON.parse(fake.storage.getItem(STORAGE_KEY)!)).toEqual({ ...current, savedAt: NOW, userKey: '7', locale: 'en' });

    // The next sign-in the same day: nothing sent.
    fake.clock.now = NOW + DAY;
    await setupPush(fake.client, {}, fake.env);
    expect(saved(fake)).toHaveLength(1);

    // A week after saving: sent again.
    fake.clock.now = NOW + 7 * DAY;
    await setupPush(fake.client, {}, fake.env);
    expect(saved(fake)).toHaveLength(2);
    expect(JSON.parse(fake.storage.getItem(STORAGE_KEY)!).savedAt).toBe(NOW + 7 * DAY);

    // The browser's subscription changed: the new one is saved, the old endpoint deleted.
    fake.browser.endpoint = 'https://push.example/xyz';
    await setupPush(fake.client, {}, fake.env);
    expect(saved(fake).at(-1)).toEqual({ endpoint: 'https://push.example/xyz', p256dh: 'P1', auth: 'A1' });
    expect(deleted(fake)).toEqual([current.endpoint]);
  });

  it('gives up silently when the push service never answers', async () => {
    vi.useFakeTimers();
    const fake = fakeBrowser({ hangs: true });
    const result = setupPush(fake.client, {}, fake.env);
    await vi.advanceTimersByTimeAsync(SUBSCRIBE_TIMEOUT_MS - 1);
    expect(fake.subscribe).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe('failed');
    expect(saved(fake)).toEqual([]);
    expect(fake.storage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('answers failed, without throwing, when the server refuses', async () => {
    const fake = fakeBrowser();
    fake.mutate.mockRejectedValueOnce(new Error('network'));
    expect(await setupPush(fake.client, {}, fake.env)).toBe('failed');
    expect(fake.storage.getItem(STORAGE_KEY)).toBeNull();
  });
});

describe('withTimeout', () => {
  afterEach(() => vi.useRealTimers());
  it('passes a settled promise through and rejects one that hangs', async () => {
    vi.useFakeTimers();
    await expect(withTimeout(Promise.resolve(3), 100)).resolves.toBe(3);
    const hanging = withTimeout(new Promise(() => {}), 100);
    const caught = hanging.catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(100);
    expect(await caught).toBe('timed out after 100 ms');
  });
});

describe('sign-out', () => {
  afterEach(() => vi.useRealTimers());

  it('tells the server to forget this browser once push was set up, while the token is held', async () => {
    const fake = fakeBrowser();
    expect(await setupPush(fake.client, {}, fake.env)).toBe('on');
    await runBeforeSignOut();
    expect(deleted(fake)).toEqual([current.endpoint]);
    expect(fake.storage.getItem(STORAGE_KEY)).toBeNull();
    // Nothing stored any more: a second sign-out asks nothing.
    await forgetPush(fake.client, fake.storage);
    expect(deleted(fake)).toEqual([current.endpoint]);
  });

  it('does not hold the sign-out up when the server does not answer', async () => {
    vi.useFakeTimers();
    const fake = fakeBrowser();
    fake.storage.setItem(STORAGE_KEY, JSON.stringify(stored()));
    fake.mutate.mockImplementationOnce(() => new Promise(() => {}));
    let done = false;
    const forgetting = forgetPush(fake.client, fake.storage).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await forgetting;
    expect(done).toBe(true);
  });
});
