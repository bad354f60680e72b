// Flash sales on the shop's pages (issue 40). The server decides what is charged
// (catalog::sales::price_at); the pages mirror its rule to show the sale price, the regular price
// struck through and the time left, from the raw sale fields the reads carry. The phone's clock
// decides what is shown: a wrong clock shows a sale a moment early or late, never charges it.
import { useSyncExternalStore } from 'react';

/** A product's sale fields as the reads carry them (DateTime: an ISO string, typed unknown by codegen). */
export interface SaleWindow {
  salePrice?: number | null;
  saleStartsAt?: unknown;
  saleEndsAt?: unknown;
}

/** An ISO instant in ms; NaN when there is none. */
export function instant(value: unknown): number {
  return typeof value === 'string' ? Date.parse(value) : Number.NaN;
}

/**
 * The sale price at `now` (ms), or null outside the window: from its start (or at once) until
 * before its end, a window without an end is no sale, and a sale price not below the regular one
 * is none (as on the server). `salePrice` defaults to the window's own (a variant passes its own).
 */
export function salePriceAt(sale: SaleWindow, regular: number, now: number, salePrice = sale.salePrice): number | null {
  const end = instant(sale.saleEndsAt);
  if (salePrice == null || salePrice >= regular || !(now < end)) return null;
  if (now < instant(sale.saleStartsAt)) return null;
  return salePrice;
}

/** Whether the sale can still be on at some time from `now` (a page then ticks every second). */
export function saleAhead(sale: SaleWindow, now: number): boolean {
  return sale.salePrice != null && now < instant(sale.saleEndsAt);
}

/** The time left as the countdown shows it: whole days above a day, else 'hh:mm:ss'. */
export function timeLeft(ms: number): { days: number } | { clock: string } {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  if (seconds >= 86_400) return { days: Math.floor(seconds / 86_400) };
  const two = (n: number) => String(n).padStart(2, '0');
  return { clock: `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}` };
}

// One ticker for every countdown on the page, running only while one is shown.
let now = Date.now();
const listeners = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!ticker) {
    now = Date.now();
    ticker = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(ticker);
      ticker = undefined;
    }
  };
}

// Read without a ticker, the time is renewed once it is a second old: React reads the snapshot
// twice in a row and must get the same value, and the time never goes back (a sale that ended at
// the last tick stays ended when the ticker stops).
function snapshot() {
  if (!ticker) {
    const current = Date.now();
    if (current - now >= 1000 || current < now) now = current;
  }
  return now;
}

const noSubscription = () => () => {};

/** The phone's time in ms, renewed every second while `ticking` (one timer for the whole page). */
export function useNow(ticking: boolean): number {
  return useSyncExternalStore(ticking ? subscribe : noSubscription, snapshot);
}
