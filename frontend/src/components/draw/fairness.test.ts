// The provably fair formula (DESIGN.md "Lucky draw") recomputed with WebCrypto, pinned to values
// the server's own tests use: seed = 32 bytes of 7, lines "1:10\n2:11\n3:12\n", product 5, batch 1.
import { describe, expect, it } from 'vitest';
import { bytesToHex, hexToBytes, luckyNumberFor, sha256Hex, verifyDraw, type DrawFacts } from './fairness';

const SEED = '07'.repeat(32);
const SEED_HASH = '4bb06f8e4e3a7715d201d573d0aa423762e55dabd61a2c02278fa56cc6d294e0';
const LINES = '1:10\n2:11\n3:12\n';
const DIGEST = 'eb9ea8961c3d8ddac9a89476e3409b019e5a30f3553b15bbef07c1c084bd75d3';

const facts = (over: Partial<DrawFacts> = {}): DrawFacts => ({
  ticketProductId: 5,
  batch: 1,
  ticket: 3,
  seedHash: SEED_HASH,
  seed: SEED,
  ticketsDigest: DIGEST,
  luckyNumber: 1,
  ...over,
});

describe('fairness', () => {
  it('reads and writes hex', () => {
    expect(bytesToHex(hexToBytes('00ff10Ab'))).toBe('00ff10ab');
    expect(() => hexToBytes('abc')).toThrow();
    expect(() => hexToBytes('zz')).toThrow();
  });

  it('hashes the seed bytes and the ticket lines', async () => {
    expect(await sha256Hex(hexToBytes(SEED))).toBe(SEED_HASH);
    expect(await sha256Hex(LINES)).toBe(DIGEST);
  });

  it('gives the known lucky numbers (HMAC, first 8 bytes big-endian, 1 + u64 mod ticket)', async () => {
    expect(await luckyNumberFor(SEED, 5, 1, DIGEST, 3)).toBe(1);
    expect(await luckyNumberFor(SEED, 5, 1, DIGEST, 1000)).toBe(179);
  });

  it('draws a batch that ended among its sold tickets: the position mod the sold count, then that line', async () => {
    // Mod 3 the MAC gives position 1 (as the server's lucky_number_among test pins); mod the
    // batch's 1000 tickets it would give 179.
    const among = await verifyDraw(facts({ ticket: 1000, drawnAmong: 3, luckyNumber: 1 }), LINES);
    expect(among.luckyNumber).toEqual({ ok: true, expected: '1', computed: '1' });
    expect((await verifyDraw(facts({ ticket: 1000, drawnAmong: 3, luckyNumber: 179 }), LINES)).luckyNumber.ok).toBe(false);
  });

  it('passes every check of an honest draw', async () => {
    const result = await verifyDraw(facts(), LINES);
    expect(result.seedHash.ok).toBe(true);
    expect(result.ticketsDigest.ok).toBe(true);
    expect(result.luckyNumber).toEqual({ ok: true, expected: '1', computed: '1' });
    expect((await verifyDraw(facts({ ticket: 1000, luckyNumber: 179 }), LINES)).luckyNumber.ok).toBe(true);
  });

  it('fails each check that was tampered with', async () => {
    const otherSeed = await verifyDraw(facts({ seedHash: '00'.repeat(32) }), LINES);
    expect(otherSeed.seedHash.ok).toBe(false);
    const otherLines = await verifyDraw(facts(), '1:10\n2:11\n3:13\n');
    expect(otherLines.ticketsDigest.ok).toBe(false);
    expect(otherLines.ticketsDigest.computed).not.toBe(DIGEST);
    const otherNumber = await verifyDraw(facts({ luckyNumber: 2 }), LINES);
    expect(otherNumber.luckyNumber).toEqual({ ok: false, expected: '2', computed: '1' });
  });

  it('refuses a draw that is not declared', async () => {
    await expect(verifyDraw(facts({ seed: null }), LINES)).rejects.toThrow();
  });
});
