// The signed-in state: only the access token is kept (localStorage 'token'), as the spec says.
// A visitor is whoever holds no token. Any 'Unauthenticated.' answer calls signOut() (see apollo.ts).
import { useSyncExternalStore } from 'react';

const KEY = 'token';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

let token: string | null = read();

function emit() {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return token;
}

/** Keeps the token of a fresh sign-in (the raw JWT, sent as `Bearer {token}`). */
export function signIn(newToken: string) {
  token = newToken;
  try {
    localStorage.setItem(KEY, newToken);
  } catch {
    /* private mode: the session lasts until the tab closes */
  }
  emit();
}

/** Forgets the token; callers that must also drop cached data use `useSignOut` from apollo.ts. */
export function signOut() {
  if (token === null) return;
  token = null;
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* ignore */
  }
  emit();
}

const beforeSignOut = new Set<() => Promise<void>>();

/**
 * Work to do while the token is still held when the shopper signs out (a feature registers it,
 * e.g. push forgets this browser); each step must settle quickly and never throw.
 */
export function onBeforeSignOut(step: () => Promise<void>) {
  beforeSignOut.add(step);
  return () => beforeSignOut.delete(step);
}

export async function runBeforeSignOut() {
  await Promise.all([...beforeSignOut].map((step) => step().catch(() => undefined)));
}

/** Calls `listener` after every sign-in and sign-out (the websocket client starts over). */
export function onTokenChange(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuth() {
  const current = useSyncExternalStore(onTokenChange, getToken, () => null);
  return { token: current, isSignedIn: current !== null, signIn, signOut };
}
