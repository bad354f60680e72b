// Web Push for the signed-in shopper (doc 001 §7 "Push token lifecycle", §8 "Push needs..."):
// downloaded after sign-in, never on the first page's path, and silent for the shopper whatever
// fails (console.debug at most).
//
//   - Needs service workers, PushManager, Notification, fetch and cookies; otherwise nothing.
//   - Permission is asked only from a tap (the drawer's 'Turn on notifications', `ask: true`),
//     never when a page loads; once granted, every later run (each sign-in, each new token) keeps
//     the subscription up to date by itself.
//   - The worker is public/push-sw.js, registered with the fixed scope /push/ (the offline worker
//     of issue 15 takes /).
//   - The browser subscribes with the server's VAPID key (settings.vapidPublicKey). A push service
//     that never answers (no network to it, as in the tests) gives up after 10 s.
//   - What was sent to the server is kept in localStorage: { endpoint, keys, savedAt, userKey,
//     locale }. It is sent again after 7 days, for another account, in another language (the
//     server writes pushes in the language it was saved in), or when the browser's subscription
//     changed; a replaced endpoint is deleted on the server.
import type { ApolloClient } from '@apollo/client';
import { onBeforeSignOut } from '@/lib/auth';
import { getLocale } from '@/lib/i18n';
import { DeletePushSubscriptionMutation, PushAccountQuery, SavePushSubscriptionMutation, VapidPublicKeyQuery } from './queries';

export const WORKER_URL = '/push-sw.js';
export const WORKER_SCOPE = '/push/';
export const STORAGE_KEY = 'push-subscription';
/** A stored subscription is sent to the server again after 7 days (spec: 604800000 ms). */
export const REFRESH_AFTER_MS = 604_800_000;
export const SUBSCRIBE_TIMEOUT_MS = 10_000;

export interface PushKeys {
  p256dh: string;
  auth: string;
}

/** The parts of a browser push subscription the server needs. */
export interface PushDetails {
  endpoint: string;
  keys: PushKeys;
}

/** What was last sent to the server, for which account, in which language, and when. */
export interface StoredPush extends PushDetails {
  savedAt: number;
  userKey: string;
  locale: string;
}

export interface PushPlan {
  /** Send the current subscription to the server. */
  save: boolean;
  /** An endpoint the server should forget (the browser replaced it). */
  deleteOld: string | null;
}

export type PushResult = 'unsupported' | 'ask' | 'denied' | 'on' | 'failed';

// ---------- Decisions (pure) ----------

/** Whether this browser can receive pushes at all (spec: service workers, push, notifications, fetch, cookies). */
export function pushSupported(win: Window & typeof globalThis = window): boolean {
  return (
    'serviceWorker' in win.navigator &&
    'PushManager' in win &&
    'Notification' in win &&
    typeof win.fetch === 'function' &&
    win.navigator.cookieEnabled === true
  );
}

/** The VAPID key as the browser wants it: base64url (padding optional) to bytes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether `key` (a subscription's applicationServerKey) holds the same bytes as `bytes`. */
export function sameKey(key: ArrayBuffer | null | undefined, bytes: Uint8Array): boolean {
  if (!key) return false;
  const view = new Uint8Array(key);
  return view.length === bytes.length && view.every((byte, i) => byte === bytes[i]);
}

/** The stored subscription, or null when there is none or it is not one of ours. */
export function readStored(storage: Pick<Storage, 'getItem'>): StoredPush | null {
  try {
    const value = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<StoredPush> | null;
    if (
      value &&
      typeof value.endpoint === 'string' &&
      typeof value.keys?.p256dh === 'string' &&
      typeof value.keys.auth === 'string' &&
      typeof value.savedAt === 'number' &&
      typeof value.userKey === 'string' &&
      typeof value.locale === 'string'
    ) {
      const { endpoint, keys, savedAt, userKey, locale } = value;
      return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, savedAt, userKey, locale };
    }
  } catch {
    /* not JSON: as if nothing was stored */
  }
  return null;
}

/** Due to be sent again: 7 days after it was saved (or a clock that went back more than a day). */
export function needsRefresh(stored: Pick<StoredPush, 'savedAt'>, now: number): boolean {
  return now - stored.savedAt >= REFRESH_AFTER_MS || stored.savedAt - now > 86_400_000;
}

/** The browser's subscription is not the one the server has (a new endpoint or new keys). */
export function hasChanged(stored: PushDetails, current: PushDetails): boolean {
  return stored.endpoint !== current.endpoint || stored.keys.p256dh !== current.keys.p256dh || stored.keys.auth !== current.keys.auth;
}

/** What to tell the server about `current`, given what was stored, for the account and language of `owner` at `now`. */
export function planSync(stored: StoredPush | null, current: PushDetails, owner: Pick<StoredPush, 'userKey' | 'locale'>, now: number): PushPlan {
  if (!stored) return { save: true, deleteOld: null };
  if (hasChanged(stored, current)) return { save: true, deleteOld: stored.endpoint !== current.endpoint ? stored.endpoint : null };
  return { save: stored.userKey !== owner.userKey || stored.locale !== owner.locale || needsRefresh(stored, now), deleteOld: null };
}

/** The endpoint and keys of a browser subscription (null if the browser gave no keys). */
export function subscriptionDetails(subscription: Pick<PushSubscription, 'toJSON'>): PushDetails | null {
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  return json.endpoint && p256dh && auth ? { endpoint: json.endpoint, keys: { p256dh, auth } } : null;
}

/** `promise`, or a rejection after `ms` if it has not settled by then. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

// ---------- The browser and the server ----------

/** Resolves once `registration` has an active worker (a scope with no page never gets `ready`). */
function activeWorker(registration: ServiceWorkerRegistration): Promise<void> {
  if (registration.active) return Promise.resolve();
  const worker = registration.installing ?? registration.waiting;
  if (!worker) return Promise.reject(new Error('no service worker'));
  return new Promise((resolve, reject) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve();
      if (worker.state === 'redundant') reject(new Error('service worker redundant'));
    });
  });
}

export interface PushEnv {
  win: Window & typeof globalThis;
  storage: Storage;
  now: () => number;
  /** The app's language (the server writes pushes in the language the subscription was saved in). */
  locale: () => string;
}

const defaultEnv = (): PushEnv => ({ win: window, storage: window.localStorage, now: Date.now, locale: getLocale });

async function run(client: ApolloClient<unknown>, asked: Promise<NotificationPermission> | null, env: PushEnv): Promise<PushResult> {
  const { win, storage } = env;
  if (!pushSupported(win)) return 'unsupported';
  const permission = asked ? await asked : win.Notification.permission;
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'ask';

  // The worker first: it shows what arrives, whatever happens to the subscription below.
  const registration = await win.navigator.serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE });
  await withTimeout(activeWorker(registration), SUBSCRIBE_TIMEOUT_MS);
  const [settings, account] = await Promise.all([client.query({ query: VapidPublicKeyQuery }), client.query({ query: PushAccountQuery })]);
  const vapidKey = settings.data.settings.vapidPublicKey;
  if (!vapidKey) return 'failed';
  const owner = { userKey: String(account.data.me.id), locale: env.locale() };
  const serverKey = base64UrlToBytes(vapidKey);

  let subscription = await registration.pushManager.getSubscription();
  // A subscription made for another server key cannot be reused.
  if (subscription && !sameKey(subscription.options.applicationServerKey, serverKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await withTimeout(registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey }), SUBSCRIBE_TIMEOUT_MS);
  const current = subscriptionDetails(subscription);
  if (!current) return 'failed';

  const stored = readStored(storage);
  const plan = planSync(stored, current, owner, env.now());
  if (plan.save) {
    await client.mutate({
      mutation: SavePushSubscriptionMutation,
      variables: { input: { endpoint: current.endpoint, p256dh: current.keys.p256dh, auth: current.keys.auth } },
    });
    storage.setItem(STORAGE_KEY, JSON.stringify({ ...current, savedAt: env.now(), ...owner } satisfies StoredPush));
  }
  if (plan.deleteOld) await client.mutate({ mutation: DeletePushSubscriptionMutation, variables: { endpoint: plan.deleteOld } });
  // One registration, for the latest set-up (the browser's current subscription and storage).
  forgetOnSignOut?.();
  forgetOnSignOut = onBeforeSignOut(() => forgetPush(client, storage));
  return 'on';
}

let running: Promise<unknown> = Promise.resolve();
let forgetOnSignOut: (() => boolean) | undefined;

/**
 * Brings push up to date for the signed-in shopper; `ask` (from a tap only) lets it ask for
 * permission. Runs one at a time. Never throws: a failure answers 'failed'.
 */
export function setupPush(client: ApolloClient<unknown>, { ask = false }: { ask?: boolean } = {}, env: PushEnv = defaultEnv()): Promise<PushResult> {
  // Asked at once, while the tap still counts as the shopper's gesture (a browser may refuse
  // the question later).
  const asked = ask && canAskPermission(env.win) ? env.win.Notification.requestPermission().catch(() => 'default' as const) : null;
  const result = running.then(() =>
    run(client, asked, env).catch((error: unknown) => {
      console.debug('push set-up:', error);
      return 'failed' as const;
    }),
  );
  running = result;
  return result;
}

/** The drawer's question: is there a permission to ask for here? */
export function canAskPermission(win: Window & typeof globalThis = window): boolean {
  return pushSupported(win) && win.Notification.permission === 'default';
}

/**
 * Sign-out on a shared phone: the server forgets this browser for the account that is leaving, so
 * its notifications stop arriving here (the next account's setup saves it again). Called while the
 * token is still held; waits at most 3 s and never throws.
 */
export async function forgetPush(client: ApolloClient<unknown>, storage: Storage = window.localStorage): Promise<void> {
  const stored = readStored(storage);
  storage.removeItem(STORAGE_KEY);
  if (!stored) return;
  try {
    await withTimeout(client.mutate({ mutation: DeletePushSubscriptionMutation, variables: { endpoint: stored.endpoint } }), 3_000);
  } catch (error) {
    console.debug('push forget:', error);
  }
}
