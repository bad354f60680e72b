// The flash-sale rule the pages mirror (catalog::sales on the server): the window's edges, a
// variant's own sale price, a sale price not below the regular one, and the countdown's text.
import { describe, expect, it } from 'vitest';
import { saleAhead, salePriceAt, timeLeft } from './sale';

const start = Date.parse('2026-12-16T03:30:00Z');
const end = Date.parse('2026-12-16T09:30:00Z');
const sale = { salePrice: 9000, saleStartsAt: '2026-12-16T03:30:00Z', saleEndsAt: '2026-12-16T09:30:00Z' };

describe('salePriceAt', () => {
  it('charges the sale price from its start until before its end', () => {
    expect(salePriceAt(sale, 12000, start - 1)).toBeNull();
    expect(salePriceAt(sale, 12000, start)).toBe(9000);
    expect(salePriceAt(sale, 12000, end - 1)).toBe(9000);
    expect(salePriceAt(sale, 12000, end)).toBeNull();
  });

  it('starts at once without a start, and is no sale without an end', () => {
    expect(salePriceAt({ ...sale, saleStartsAt: null }, 12000, start - 86_400_000)).toBe(9000);
    expect(salePriceAt({ ...sale, saleEndsAt: null }, 12000, start)).toBeNull();
  });

  it("takes a variant's own sale price, and ignores one not below the regular price", () => {
    expect(salePriceAt(sale, 12000, start, 7000)).toBe(7000);
    expect(salePriceAt(sale, 12000, start, null)).toBeNull();
    expect(salePriceAt(sale, 9000, start)).toBeNull();
  });
});

describe('saleAhead', () => {
  it('is true until the end of a sale with a price', () => {
    expect(saleAhead(sale, start - 1)).toBe(true);
    expect(saleAhead(sale, end - 1)).toBe(true);
    expect(saleAhead(sale, end)).toBe(false);
    expect(saleAhead({ ...sale, salePrice: null }, start)).toBe(false);
  });
});

describe('timeLeft', () => {
  it('shows hh:mm:ss under a day, rounding up to the second, and whole days above', () => {
    expect(timeLeft(0)).toEqual({ clock: '00:00:00' });
    expect(timeLeft(1)).toEqual({ clock: '00:00:01' });
    expect(timeLeft((2 * 3600 + 3 * 60 + 4) * 1000)).toEqual({ clock: '02:03:04' });
    expect(timeLeft(86_399_000)).toEqual({ clock: '23:59:59' });
    expect(timeLeft(86_400_000)).toEqual({ days: 1 });
    expect(timeLeft(3.5 * 86_400_000)).toEqual({ days: 3 });
    expect(timeLeft(-5000)).toEqual({ clock: '00:00:00' });
  });
});
