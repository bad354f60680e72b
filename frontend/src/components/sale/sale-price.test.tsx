// The flash-sale price on cards and the product page: the sale price with the regular one struck
// through and a countdown that ticks every second, back to the normal price at the end without a
// reload; a sale ahead says when it starts (product page only); Burmese and Chinese texts.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/test/render-with-providers';
import { saleAhead, salePriceAt, useNow } from '@/lib/sale';
import { SalePrice } from './sale-price';

const sale = { salePrice: 9000, saleStartsAt: '2026-12-16T03:30:00Z', saleEndsAt: '2026-12-16T09:30:00Z' };

describe('SalePrice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the sale price, the regular one struck through and the time left, until the end', () => {
    vi.setSystemTime(Date.parse('2026-12-16T09:29:58Z'));
    const { container } = renderWithIntl(<SalePrice regular={12000} sale={sale} testId="price" />);
    expect(screen.getByTestId('price').textContent).toBe('9,000 MMK');
    expect(container.querySelector('s')?.textContent).toBe('Regular price 12,000 MMK');
    expect(screen.getByTestId('sale-countdown').textContent).toBe('Ends in 00:00:02');
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('sale-countdown').textContent).toBe('Ends in 00:00:01');
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('price').textContent).toBe('12,000 MMK');
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByTestId('sale-countdown')).toBeNull();
  });

  it('counts whole days above a day', () => {
    vi.setSystemTime(Date.parse('2026-12-14T09:30:00Z'));
    renderWithIntl(<SalePrice regular={12000} sale={{ ...sale, saleStartsAt: null }} />);
    expect(screen.getByTestId('sale-countdown').textContent).toBe('Ends in 2 days');
  });

  it('says when a sale ahead starts only where asked, then turns to the sale price at its start', () => {
    vi.setSystemTime(Date.parse('2026-12-16T03:29:59Z'));
    const { unmount } = renderWithIntl(<SalePrice regular={12000} sale={sale} />);
    expect(screen.queryByTestId('sale-countdown')).toBeNull();
    unmount();
    renderWithIntl(<SalePrice regular={12000} sale={sale} testId="price" upcoming />);
    expect(screen.getByTestId('sale-countdown').textContent).toBe('Flash sale 9,000 MMK in 00:00:01');
    expect(screen.getByTestId('price').textContent).toBe('12,000 MMK');
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('price').textContent).toBe('9,000 MMK');
    expect(screen.getByTestId('sale-countdown').textContent).toBe('Ends in 06:00:00');
  });

  it("uses a variant's own sale price, and shows none when it has none", () => {
    vi.setSystemTime(Date.parse('2026-12-16T04:00:00Z'));
    const { unmount } = renderWithIntl(<SalePrice regular={15000} sale={sale} salePrice={11000} testId="price" />);
    expect(screen.getByTestId('price').textContent).toBe('11,000 MMK');
    unmount();
    renderWithIntl(<SalePrice regular={15000} sale={sale} salePrice={null} testId="price" />);
    expect(screen.getByTestId('price').textContent).toBe('15,000 MMK');
    expect(screen.queryByTestId('sale-countdown')).toBeNull();
  });

  it('turns back to the normal price at the end when two parts of the page tick together', () => {
    // The product page's total ticks beside its price: the last tick stops the timer, and the
    // time read afterwards must not go back before the end (it once did, leaving the sale on).
    const halfSecond = { salePrice: 4000, saleStartsAt: null, saleEndsAt: '2026-12-16T09:30:00.500Z' };
    function Page() {
      const now = useNow(saleAhead(halfSecond, Date.now()));
      return (
        <>
          <SalePrice regular={5000} sale={halfSecond} testId="price" />
          <span data-testid="total">{salePriceAt(halfSecond, 5000, now) ?? 5000}</span>
        </>
      );
    }
    vi.setSystemTime(Date.parse('2026-12-16T09:29:58.800Z'));
    renderWithIntl(<Page />);
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('sale-countdown').textContent).toBe('Ends in 00:00:01');
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('price').textContent).toBe('5,000 MMK');
    expect(screen.getByTestId('total').textContent).toBe('5000');
    expect(screen.queryByTestId('sale-countdown')).toBeNull();
  });
});
