// Texts of a draw, shared by /lucky-draw-detail, /prize-winner-detail and the lucky-draw and
// winners lists: the lucky number, batch, draw times, status, prize, numbers, winner, Claim Prize,
// and the Verify panel. Texts that moved here from a feature keep their ids (luckydraw.detail.*,
// luckydraw.status.*, luckydraw.verify.*, winners.detail.*) so their translations stay the same;
// 'Batch', 'Lucky number', 'You Win', 'Winner' and the draw times are draw.* and serve the
// features too (they have no copies of their own).
import { defineMessage, defineMessages } from 'react-intl';

export const drawMessages = {
  ...defineMessages({
    luckyNumber: { id: 'draw.luckyNumber', defaultMessage: 'Lucky number', description: 'Label of the declared lucky number' },
    notDrawn: { id: 'winners.detail.notDrawn', defaultMessage: 'Not drawn yet', description: 'Under the ? while the lucky number is not declared' },
    waitingNumber: { id: 'luckydraw.detail.waiting', defaultMessage: 'The lucky number is not declared yet', description: 'Screen-reader text of the blinking question mark' },
    yourNumbers: { id: 'luckydraw.detail.yourNumbers', defaultMessage: 'Your ticket numbers', description: "Heading of the shopper's ticket numbers" },
    noNumbers: { id: 'luckydraw.detail.noNumbers', defaultMessage: 'You have no tickets in this draw.', description: 'Detail of a draw the shopper has no ticket in' },
    youWin: { id: 'draw.youWin', defaultMessage: 'You Win', description: 'Win highlight on the draw detail and on a won draw of the lucky-draw list (spec text)' },
    winner: { id: 'draw.winner', defaultMessage: 'Winner', description: 'Heading of the winner block of the draw detail; the word between prize and name in the home winners strip (spec text)' },
    claimPrize: { id: 'luckydraw.detail.claim', defaultMessage: 'Claim Prize', description: 'Button putting the prize into the to-ship list (spec text)' },
    prizeClaimed: { id: 'luckydraw.detail.claimed', defaultMessage: 'Prize claiming success', description: 'Success message after claiming (spec text)' },
    claimed: {
      id: 'winners.detail.claimed',
      defaultMessage: 'Your prize is claimed and waits in your orders to ship.',
      description: 'Shown to the winner once the prize is claimed',
    },
    toShip: { id: 'winners.detail.toShip', defaultMessage: 'My orders to ship', description: 'Link to /my-orders-to-ship after the prize is claimed' },
    // Statuses of a draw
    statusOpen: { id: 'luckydraw.status.open', defaultMessage: 'Selling', description: 'Draw whose tickets are still for sale' },
    statusClosed: { id: 'luckydraw.status.closed', defaultMessage: 'Drawing soon', description: 'Sold-out draw waiting for its draw time' },
    statusDrawn: { id: 'luckydraw.status.drawn', defaultMessage: 'Drawn', description: 'Draw whose lucky number is declared' },
    statusCancelled: { id: 'luckydraw.status.cancelled', defaultMessage: 'Cancelled, refunded', description: 'Draw that ended below its minimum of tickets sold: no draw, every ticket refunded' },
    // Verify
    verifyTitle: { id: 'luckydraw.verify.title', defaultMessage: 'Verify this draw', description: 'Heading of the provably-fair section' },
    verifyIntro: {
      id: 'luckydraw.verify.intro',
      defaultMessage: 'The seed hash is published when the batch opens; the seed is revealed with the result. Your phone can recompute the lucky number itself.',
      description: 'Explanation of the provably-fair section',
    },
    seedHash: { id: 'luckydraw.verify.seedHash', defaultMessage: 'Seed hash', description: 'Label of SHA-256 of the seed' },
    seed: { id: 'luckydraw.verify.seed', defaultMessage: 'Seed', description: 'Label of the revealed secret seed' },
    ticketsDigest: { id: 'luckydraw.verify.digest', defaultMessage: 'Tickets digest', description: 'Label of SHA-256 of the sold ticket list' },
    drawnAmong: { id: 'luckydraw.verify.drawnAmong', defaultMessage: 'Drawn at its end among the sold tickets', description: 'Label of the number of sold tickets a draw that ended was drawn among (the sold range)' },
    formula: { id: 'luckydraw.verify.formula', defaultMessage: 'Formula', description: 'Label of the formula in words' },
    ticketList: { id: 'luckydraw.verify.ticketList', defaultMessage: 'Ticket list', description: 'Link to the downloadable list of sold tickets' },
    notRevealed: { id: 'luckydraw.verify.notRevealed', defaultMessage: 'Revealed with the result', description: 'In place of the seed or digest before the draw' },
    verify: { id: 'luckydraw.verify.button', defaultMessage: 'Verify', description: 'Button recomputing the draw in the browser' },
    checkSeed: { id: 'luckydraw.verify.checkSeed', defaultMessage: 'SHA-256 of the seed equals the seed hash', description: 'First verification check' },
    checkDigest: { id: 'luckydraw.verify.checkDigest', defaultMessage: 'SHA-256 of the ticket list equals the tickets digest', description: 'Second verification check' },
    passed: { id: 'luckydraw.verify.passed', defaultMessage: 'Passed', description: 'A verification check that holds' },
    failed: { id: 'luckydraw.verify.failed', defaultMessage: 'Failed', description: 'A verification check that does not hold' },
    verifyUnavailable: {
      id: 'luckydraw.verify.unavailable',
      defaultMessage: 'This browser can only verify over a secure (https) connection.',
      description: 'WebCrypto is missing (plain http)',
    },
    verifyFailed: { id: 'luckydraw.verify.error', defaultMessage: 'Could not download the ticket list. Please try again.', description: 'The ticket list download failed' },
  }),
  batch: defineMessage<{ batch: number }>({ id: 'draw.batch', defaultMessage: 'Batch {batch}', description: 'The batch (round) of a draw or ticket product' }),
  drawAt: defineMessage<{ time: string }>({ id: 'draw.drawAt', defaultMessage: 'Draw at {time}', description: 'When a sold-out draw will be declared' }),
  openedAt: defineMessage<{ time: string }>({ id: 'draw.openedAt', defaultMessage: 'Opened {time}', description: 'When a draw was declared' }),
  soldOf: defineMessage<{ sold: number; total: number }>({ id: 'luckydraw.detail.sold', defaultMessage: 'Sold {sold}/{total}', description: 'Tickets sold of the batch on the detail page' }),
  checkNumber: defineMessage<{ number: string }>({
    id: 'luckydraw.verify.checkNumber',
    defaultMessage: 'The formula gives the lucky number {number}',
    description: 'Third verification check; {number} is what the browser computed',
  }),
};
