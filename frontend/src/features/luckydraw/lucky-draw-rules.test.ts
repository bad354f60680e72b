// The ticket count rules (spec §5), the transfer payment rules and the navigation states of
// /lucky-draw and /lucky-draw-detail.
import { describe, expect, it } from 'vitest';
import { drawLink, readDrawRef } from './draw-ref';
import { parseTicketCount, TICKET_COUNT_MAX, ticketCountDigits, ticketCountProblem } from './ticket-count';
import { readLuckyDrawState, soldPercent, tabByName } from './lucky-draw-state';
import { transferProblem } from './transfer-rules';
import { luckyDrawMessages as m } from './messages';

const facts = (count: number, balance: number | null = 100) => ({ count, remaining: 20, cost: 5, balance });

describe('ticket count input', () => {
  it('keeps digits only, so a count is never negative or a fraction', () => {
    expect(ticketCountDigits('-3')).toBe('3');
    expect(ticketCountDigits('1.5')).toBe('15');
    expect(ticketCountDigits('1e3')).toBe('13');
    expect(ticketCountDigits(' 4 2 ')).toBe('42');
    expect(ticketCountDigits('abc')).toBe('');
  });

  it('keeps at most as many digits as the max attribute has', () => {
    expect(TICKET_COUNT_MAX).toBe(1_000_000);
    expect(ticketCountDigits('123456789')).toBe('1234567');
  });

  it('reads an empty input as 0', () => {
    expect(parseTicketCount('')).toBe(0);
    expect(parseTicketCount('007')).toBe(7);
  });
});

describe('ticketCountProblem', () => {
  it("refuses 0 (and empty) with 'Please enter a valid amount'", () => {
    expect(ticketCountProblem(facts(0))).toEqual({ kind: 'invalid', message: m.invalidAmount });
    expect(ticketCountProblem(facts(Number.NaN))?.kind).toBe('invalid');
    expect(m.invalidAmount.defaultMessage).toBe('Please enter a valid amount');
  });

  it("refuses more than the remaining tickets with 'Not enough remaining tickets'", () => {
    expect(ticketCountProblem(facts(20))).toBeNull();
    expect(ticketCountProblem(facts(21))).toEqual({ kind: 'remaining', message: m.notEnoughTickets });
    expect(m.notEnoughTickets.defaultMessage).toBe('Not enough remaining tickets');
  });

  it('refuses cost x count above the balance with the token-not-enough text', () => {
    expect(ticketCountProblem(facts(2, 10))).toBeNull();
    expect(ticketCountProblem(facts(3, 10))).toEqual({ kind: 'tokens', message: m.notEnoughTokens });
  });

  it('checks the remaining tickets before the tokens', () => {
    expect(ticketCountProblem(facts(25, 0))?.kind).toBe('remaining');
  });

  it('skips the token check when the balance is unknown or the tickets are paid by transfer', () => {
    expect(ticketCountProblem(facts(3, null))).toBeNull();
    expect(ticketCountProblem(facts(3, 0), { tokens: false })).toBeNull();
    expect(ticketCountProblem(facts(0, 0), { tokens: false })?.kind).toBe('invalid');
  });
});

describe('transferProblem', () => {
  const png = new File(['x'], 'pay.png', { type: 'image/png' });
  it("asks for a payment method, then the image ('Please select Payment Image'), images only", () => {
    expect(transferProblem({ paymentId: null, image: png })).toBe(m.paymentRequired);
    expect(transferProblem({ paymentId: 3, image: null })).toBe(m.imageRequired);
    expect(m.imageRequired.defaultMessage).toBe('Please select Payment Image');
    expect(transferProblem({ paymentId: 3, image: new File(['x'], 'pay.pdf', { type: 'application/pdf' }) })).toBe(m.imagesOnly);
    expect(transferProblem({ paymentId: 3, image: png })).toBeNull();
  });
});

describe('/lucky-draw state', () => {
  it('opens the tab the state names, by any of its names', () => {
    expect(readLuckyDrawState({ data: 'history' }, true).tab).toBe('history');
    expect(readLuckyDrawState({ data: 'allPrizes' }, true).tab).toBe('all');
    expect(readLuckyDrawState({ data: 'history', activeTab: 'LuckyDrawLive' }, true).tab).toBe('live');
    expect(readLuckyDrawState({ activeTab: 'MyPrizes' }, true).tab).toBe('prizes');
    expect(readLuckyDrawState(null, true).tab).toBe('all');
    expect(tabByName('nonsense')).toBeNull();
  });

  it('shows a visitor only the Lucky Draw list', () => {
    expect(readLuckyDrawState({ data: 'history' }, false).tab).toBe('all');
  });

  it('asks for the buy modal with showBuyTicketModal and buytokenid', () => {
    const product = { id: 4 };
    expect(readLuckyDrawState({ data: 'allPrizes', showBuyTicketModal: true, selectedProduct: product, buytokenid: 4 }, true).buy).toEqual({
      id: 4,
      byProductId: false,
      selected: product,
    });
    expect(readLuckyDrawState({ showBuyTicketModal: true, buytokenid: 9, fromProductDetail: true }, true).buy?.byProductId).toBe(true);
    expect(readLuckyDrawState({ showBuyTicketModal: false, buytokenid: 4 }, true).buy).toBeNull();
    expect(readLuckyDrawState({ showBuyTicketModal: true }, true).buy).toBeNull();
  });
});

describe('/lucky-draw-detail state', () => {
  it('reads { id, ticket_id, origin } from the state, or ?id=&ticket_id= from the URL', () => {
    expect(readDrawRef({ id: 7, ticket_id: 12, origin: 'LuckyDrawLive' }, new URLSearchParams())).toEqual({ id: 7, ticketId: 12, origin: 'LuckyDrawLive' });
    expect(readDrawRef(null, new URLSearchParams('id=7'))).toEqual({ id: 7, ticketId: null, origin: null });
    expect(readDrawRef(null, new URLSearchParams('id=7&ticket_id=3'))?.ticketId).toBe(3);
    expect(readDrawRef(null, new URLSearchParams('id=x'))).toBeNull();
    expect(readDrawRef({ id: 0 }, new URLSearchParams())).toBeNull();
  });

  it('links to a draw by URL and state', () => {
    expect(drawLink(7, 12, 'history')).toEqual({ to: '/lucky-draw-detail?id=7&ticket_id=12', state: { id: 7, ticket_id: 12, origin: 'history' } });
    expect(drawLink(7, null, 'history').to).toBe('/lucky-draw-detail?id=7');
  });

  it('shows how much of a batch is sold', () => {
    expect(soldPercent(20, 5)).toBe(75);
    expect(soldPercent(20, 20)).toBe(0);
    expect(soldPercent(0, 0)).toBe(0);
  });
});
