// Texts of the winners list (/prize-winners) and a winner's draw (/prize-winner-detail).
import { defineMessage, defineMessages } from 'react-intl';

// Messages with values are declared one by one with their value types (react-intl 12 types
// formatMessage's values from the descriptor); the rest take none.
export const winnersMessages = {
  ...defineMessages({
    title: { id: 'winners.title', defaultMessage: 'Lucky draw winners', description: 'Heading of the winners list' },
    seeDetail: { id: 'winners.seeDetail', defaultMessage: 'See detail', description: 'Button on a winner card: open the draw' },
    opened: { id: 'winners.opened', defaultMessage: 'Opened', description: 'Label of the time a draw was declared' },
    noPhoto: { id: 'winners.noPhoto', defaultMessage: 'No photo', description: 'Accessible name of the placeholder avatar' },
    none: { id: 'winners.none', defaultMessage: 'No winners yet', description: 'The winners list is empty' },
    noneText: {
      id: 'winners.noneText',
      defaultMessage: 'Winners appear here as soon as a lucky draw is declared.',
      description: 'Hint under No winners yet',
    },
    noMoreItems: { id: 'winners.list.end', defaultMessage: 'No more items to load', description: 'End of an infinite list (spec text)' },
    loadFailed: {
      id: 'winners.list.failed',
      defaultMessage: 'Could not load the winners. Please check your connection.',
      description: 'The winners list or a draw failed to load',
    },
    retry: { id: 'winners.list.retry', defaultMessage: 'Try again', description: 'Button that retries loading after an error' },
    detailTitle: { id: 'winners.detail.title', defaultMessage: 'Lucky draw result', description: 'Heading of /prize-winner-detail' },
    back: { id: 'winners.detail.back', defaultMessage: 'Back', description: 'Label of the back arrow to the winners list' },
    luckyNumber: { id: 'winners.detail.luckyNumber', defaultMessage: 'Lucky Number', description: 'Label above the big lucky number' },
    notDrawn: { id: 'winners.detail.notDrawn', defaultMessage: 'Not drawn yet', description: 'Under the ? while the lucky number is not declared' },
    prize: { id: 'winners.detail.prize', defaultMessage: 'Prize', description: 'Heading of the product card' },
    youWin: { id: 'winners.detail.youWin', defaultMessage: 'You Win', description: 'Highlight for the winner of the draw (spec text)' },
    claimPrize: { id: 'winners.detail.claim', defaultMessage: 'Claim Prize', description: 'Button that puts the prize into the to-ship list (spec text)' },
    claimSuccess: { id: 'winners.detail.claimSuccess', defaultMessage: 'Prize claiming success', description: 'After claiming the prize (spec text)' },
    claimed: {
      id: 'winners.detail.claimed',
      defaultMessage: 'Your prize is claimed and waits in your orders to ship.',
      description: 'Shown to the winner once the prize is claimed',
    },
    toShip: { id: 'winners.detail.toShip', defaultMessage: 'My orders to ship', description: 'Link to /my-orders-to-ship after the prize is claimed' },
    yourTickets: { id: 'winners.detail.yourTickets', defaultMessage: 'Your ticket numbers', description: 'Heading of the signed-in shopper\'s ticket numbers in this draw' },
    winner: { id: 'winners.detail.winner', defaultMessage: 'Winner', description: 'Heading of the winner block' },
    date: { id: 'winners.detail.date', defaultMessage: 'Date', description: 'Label of the date the winner won' },
    township: { id: 'winners.detail.township', defaultMessage: 'Township', description: 'Label of the winner\'s township' },
    backToLuckyDraw: { id: 'winners.detail.backToLuckyDraw', defaultMessage: 'Back to Lucky Draw', description: 'Button to /lucky-draw' },
    notFound: { id: 'winners.detail.notFound', defaultMessage: 'Page Not Found', description: 'The draw does not exist (spec text)' },
    notFoundText: {
      id: 'winners.detail.notFoundText',
      defaultMessage: 'This lucky draw does not exist or is not declared yet.',
      description: 'Text of the draw not-found view',
    },
    allWinners: { id: 'winners.detail.allWinners', defaultMessage: 'See all winners', description: 'Link from the not-found view to /prize-winners' },
    verify: { id: 'winners.fair.title', defaultMessage: 'Check that this draw was fair', description: 'Summary of the provably-fair details' },
    verifyIntro: {
      id: 'winners.fair.intro',
      defaultMessage: 'The seed hash was published when the batch opened. With the seed revealed at the draw and the sold tickets, anyone can recompute the lucky number.',
      description: 'Why the fairness details are shown',
    },
    seedHash: { id: 'winners.fair.seedHash', defaultMessage: 'Seed hash (published at the start)', description: 'Label: SHA-256 of the secret seed' },
    seed: { id: 'winners.fair.seed', defaultMessage: 'Seed (revealed at the draw)', description: 'Label: the secret seed' },
    digest: { id: 'winners.fair.digest', defaultMessage: 'Sold tickets digest', description: 'Label: SHA-256 of the sold tickets list' },
    tickets: { id: 'winners.fair.tickets', defaultMessage: 'Download the sold tickets', description: 'Link to the sold-ticket lines' },
    formula: { id: 'winners.fair.formula', defaultMessage: 'Formula', description: 'Label: how the lucky number is computed' },
  }),
  batch: defineMessage<{ batch: number }>({ id: 'winners.batch', defaultMessage: 'Batch {batch}', description: 'The draw\'s batch number' }),
};
