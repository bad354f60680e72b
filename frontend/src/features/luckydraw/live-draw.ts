// The live draw's clock and roll (/lucky-draw-live, issue 40), kept apart from React so that
// Vitest drives it with fake timers. Every time shown is the server's: the page asks `serverTime`
// once, measures the round trip, and keeps the offset between the server's clock and the phone's
// (phones are often minutes off). A reveal carries `revealAt` in server time: every watcher rolls
// the number (a new one every 100 ms, the spec's cycle) until then and stops on the lucky number
// at the same instant, whatever its own clock says.

/** Spec §9: the waiting animation shows another number every 100 ms. */
export const ROLL_CYCLE_MS = 100;

/**
 * The server's clock minus the phone's, from one `serverTime` answer asked at `sentAt` and received
 * at `receivedAt` (phone time): the server read its clock about halfway through the round trip.
 */
export function clockOffset(serverTime: string, sentAt: number, receivedAt: number): number {
  const server = Date.parse(serverTime);
  if (Number.isNaN(server)) return 0;
  return Math.round(server - (sentAt + receivedAt) / 2);
}

/** The server's time now, from the phone's clock and the offset. */
export function serverNow(offset: number, phoneNow: number = Date.now()): number {
  return phoneNow + offset;
}

/** `hh:mm:ss` (with whole days before it: `2d 03:04:05`) left until `target`, 00:00:00 once passed. */
export function clockLeft(target: number, now: number): { days: number; clock: string; over: boolean } {
  const left = Math.max(0, Math.ceil((target - now) / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(left / 86_400);
  const clock = `${two(Math.floor((left % 86_400) / 3_600))}:${two(Math.floor((left % 3_600) / 60))}:${two(left % 60)}`;
  return { days, clock, over: left === 0 };
}

/** What the stage shows at server time `now` for a reveal: the roll, then the lucky number. */
export function revealPhase(revealAt: number, now: number): 'rolling' | 'revealed' {
  return now >= revealAt ? 'revealed' : 'rolling';
}

/**
 * The number shown while rolling at server time `now`: one of 1..`max` that changes every
 * 100 ms, the same on every phone for the same instant (a hash of the 100 ms step), never the lucky
 * number itself until the roll stops.
 */
export function rollingNumber(now: number, max: number, lucky: number): number {
  const top = Math.max(2, max);
  const step = Math.floor(now / ROLL_CYCLE_MS);
  let x = (step ^ 0x9e3779b9) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b) >>> 0;
  x = (x ^ (x >>> 16)) >>> 0;
  const n = 1 + (x % top);
  return n === lucky ? (n % top) + 1 : n;
}

/** Which dialog a watcher sees once the number stops: the winner's, or the others'. */
export function outcome(reveal: { youWin: boolean }): 'win' | 'lost' {
  return reveal.youWin ? 'win' : 'lost';
}
