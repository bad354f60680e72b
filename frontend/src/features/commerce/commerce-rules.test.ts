// Cart selection and totals (spec sections 4, 9), the payment form rules and the ship-selection
// rule (spec section 5), the shipping status labels and colours (spec section 4).
import { describe, expect, it } from 'vitest';
import { isAllSelected, keepExisting, selectableIds, selectedTotal, stepQuantity, toggleAll, toggleId } from './cart-selection';
import { paymentProblem, shipSelectionProblem } from './payment-rules';
import { progressStep, shippingStatusView } from './order-status';
import { readBuyNow } from '@/lib/buy-now-state';
import { readCartLineIds, readIds } from './navigation-state';
import { commerceMessages as m } from './messages';

const line = (id: number, price: number, qty: number, available = true) => ({
  id,
  qty,
  subtotal: price * qty,
  product: { id, actualPrice: price, available },
});
const lines = [line(1, 1000, 2), line(2, 2500, 1), line(3, 700, 3, false)];

describe('cart selection', () => {
  it('selects only available lines', () => {
    expect(selectableIds(lines)).toEqual([1, 2]);
    expect([...toggleAll(lines, new Set())]).toEqual([1, 2]);
  });

  it('select all toggles between everything and nothing', () => {
    const all = toggleAll(lines, new Set([1]));
    expect(isAllSelected(lines, all)).toBe(true);
    expect(toggleAll(lines, all).size).toBe(0);
    expect(isAllSelected([], new Set())).toBe(false);
  });

  it('toggles one line without touching the others', () => {
    const s = toggleId(new Set([1, 2]), 2);
    expect([...s]).toEqual([1]);
    expect([...toggleId(s, 2)].sort()).toEqual([1, 2]);
  });

  it('totals actual price x qty of the selected available lines', () => {
    expect(selectedTotal(lines, new Set([1, 2]))).toBe(4500);
    expect(selectedTotal(lines, new Set([2]))).toBe(2500);
    expect(selectedTotal(lines, new Set([3]))).toBe(0);
    expect(selectedTotal(lines, new Set())).toBe(0);
  });

  it('drops selections whose line is gone after a refetch', () => {
    expect([...keepExisting([line(2, 2500, 1)], new Set([1, 2]))]).toEqual([2]);
  });

  it('plus adds 1 and minus never goes below 1', () => {
    expect(stepQuantity(2, 1)).toBe(3);
    expect(stepQuantity(2, -1)).toBe(1);
    expect(stepQuantity(1, -1)).toBe(1);
  });
});

describe('payment form rules', () => {
  const png = new File(['x'], 'pay.png', { type: 'image/png' });
  const pdf = new File(['x'], 'pay.pdf', { type: 'application/pdf' });

  it('requires a payment method first', () => {
    expect(paymentProblem({ paymentId: null, screenshot: null })).toBe(m.paymentRequired);
    expect(paymentProblem({ paymentId: null, screenshot: png })).toBe(m.paymentRequired);
  });

  it("requires a screenshot ('Please select Payment Screenshot')", () => {
    expect(paymentProblem({ paymentId: 1, screenshot: null })).toBe(m.screenshotRequired);
    expect(m.screenshotRequired.defaultMessage).toBe('Please select Payment Screenshot');
  });

  it('takes no screenshot for cash on delivery, but still a payment method', () => {
    expect(paymentProblem({ paymentId: 2, screenshot: null }, true)).toBeNull();
    expect(paymentProblem({ paymentId: null, screenshot: null }, true)).toBe(m.paymentRequired);
  });

  it('takes images only', () => {
    expect(paymentProblem({ paymentId: 1, screenshot: pdf })).toBe(m.imagesOnly);
    expect(paymentProblem({ paymentId: 1, screenshot: png })).toBeNull();
  });

  it("needs one item to ship ('Please Select Item to be shipped')", () => {
    expect(shipSelectionProblem([])).toBe(m.selectItemToShip);
    expect(shipSelectionProblem(new Set())).toBe(m.selectItemToShip);
    expect(shipSelectionProblem([4])).toBeNull();
    expect(m.selectItemToShip.defaultMessage).toBe('Please Select Item to be shipped');
  });
});

describe('statuses', () => {
  it('maps shipping statuses to labels and tones, other values raw', () => {
    expect(shippingStatusView('PENDING')).toMatchObject({ label: m.statusProcessing, tone: 'processing' });
    expect(shippingStatusView('APPROVED')).toMatchObject({ label: m.statusOnTheWay, tone: 'on-the-way' });
    expect(shippingStatusView('RECEIVED')).toMatchObject({ label: m.statusReceived, tone: 'received' });
    expect(shippingStatusView('REJECTED')).toMatchObject({ label: null, raw: 'rejected', tone: 'other' });
  });

  it('puts the progress at To Ship, Shipping or Received', () => {
    expect(progressStep('REJECTED')).toBe(0);
    expect(progressStep('PENDING')).toBe(1);
    expect(progressStep('APPROVED')).toBe(1);
    expect(progressStep('RECEIVED')).toBe(2);
  });
});

describe('navigation state', () => {
  it('reads the product page buy-now state {product, qty}', () => {
    const state = { product: { id: 5, name: 'Desk', actualPrice: 100 }, qty: 3 };
    expect(readBuyNow(state)).toEqual(state);
    expect(readBuyNow({ cartLineIds: [1] })).toBeNull();
    expect(readBuyNow(null)).toBeNull();
  });

  it('reads the selected cart product ids and the to-ship ids', () => {
    expect(readCartLineIds({ cartLineIds: [1, 2] })).toEqual([1, 2]);
    expect(readCartLineIds({ cartLineIds: ['1'] })).toBeNull();
    expect(readIds({ ids: [7] })).toEqual([7]);
    expect(readIds({ ids: [] })).toBeNull();
  });
});
