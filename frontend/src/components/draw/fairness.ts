// Recomputes a declared lucky number in the browser (DESIGN.md "Lucky draw", provably fair):
//
//   seed_hash      = hex(SHA-256(seed bytes))                      published when the batch opens
//   tickets_digest = hex(SHA-256(lines))     lines: "{ticket_number}:{user_id}\n" per sold ticket
//   mac            = HMAC-SHA256(key = seed bytes, msg = "{ticket_product_id}:{batch}:{tickets_digest}")
//   lucky_number   = 1 + (first 8 bytes of mac as a big-endian u64) mod ticket
//
// A batch drawn at its end (issue 39; `drawnAmong` set) is drawn among its sold tickets: the same
// formula mod `drawnAmong` gives a position, and the lucky number is the ticket number on that line
// (1-based) of the ticket list.
//
// Pure functions over WebCrypto (crypto.subtle), so a shopper's own browser checks the server, and
// the unit test pins them to known values. The u64 is a BigInt: a Number loses its low bits.

export interface DrawFacts {
  ticketProductId: number;
  batch: number;
  /** Tickets in the batch (the modulus). */
  ticket: number;
  /** Drawn at its end: the sold tickets it was drawn among (the modulus then); null otherwise. */
  drawnAmong?: number | null;
  seedHash: string;
  /** Hex; null until the draw. */
  seed: string | null;
  ticketsDigest: string | null;
  luckyNumber: number | null;
}

export interface Check {
  ok: boolean;
  /** What the server published. */
  expected: string;
  /** What this browser computed ('' when it could not). */
  computed: string;
}

export interface Verification {
  seedHash: Check;
  ticketsDigest: Check;
  luckyNumber: Check;
}

/** Whether this browser can verify (crypto.subtle exists only on https and localhost). */
export function canVerify(): boolean {
  return typeof globalThis.crypto !== 'undefined' && typeof globalThis.crypto.subtle !== 'undefined';
}

export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const clean = hex.trim().toLowerCase();
  if (clean.length % 2 !== 0 || !/^[0-9a-f]*$/.test(clean)) throw new Error('not a hex string');
  const bytes = new Uint8Array(clean.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(clean.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export function bytesToHex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

const utf8 = (text: string) => new TextEncoder().encode(text);

/** hex(SHA-256(data)); text is hashed as UTF-8. */
export async function sha256Hex(data: string | Uint8Array<ArrayBuffer>): Promise<string> {
  return bytesToHex(await crypto.subtle.digest('SHA-256', typeof data === 'string' ? utf8(data) : data));
}

/** The lucky number the formula gives for a revealed seed and the tickets digest. */
export async function luckyNumberFor(seedHex: string, ticketProductId: number, batch: number, ticketsDigest: string, ticket: number): Promise<number> {
  const key = await crypto.subtle.importKey('raw', hexToBytes(seedHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new DataView(await crypto.subtle.sign('HMAC', key, utf8(`${ticketProductId}:${batch}:${ticketsDigest}`)));
  const u64 = mac.getBigUint64(0, false);
  return Number(1n + (u64 % BigInt(ticket)));
}

/**
 * The three checks of a declared draw against the ticket list downloaded from `ticketsUrl`.
 * Throws when the draw is not declared yet (no seed, digest or lucky number).
 */
export async function verifyDraw(facts: DrawFacts, lines: string): Promise<Verification> {
  const { seed, ticketsDigest, luckyNumber } = facts;
  if (seed === null || ticketsDigest === null || luckyNumber === null) throw new Error('the draw is not declared yet');
  const seedHash = await sha256Hex(hexToBytes(seed));
  const digest = await sha256Hex(lines);
  // The number follows from the published digest; the digest check above ties it to the list.
  let number: number;
  if (facts.drawnAmong != null) {
    const position = await luckyNumberFor(seed, facts.ticketProductId, facts.batch, ticketsDigest, facts.drawnAmong);
    const line = lines.split('\n').filter((l) => l !== '')[position - 1] ?? '';
    number = Number.parseInt(line.split(':')[0] ?? '', 10);
  } else {
    number = await luckyNumberFor(seed, facts.ticketProductId, facts.batch, ticketsDigest, facts.ticket);
  }
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  return {
    seedHash: { ok: same(seedHash, facts.seedHash), expected: facts.seedHash, computed: seedHash },
    ticketsDigest: { ok: same(digest, ticketsDigest), expected: ticketsDigest, computed: digest },
    luckyNumber: { ok: number === luckyNumber, expected: String(luckyNumber), computed: String(number) },
  };
}
