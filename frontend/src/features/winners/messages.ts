// Texts of the winners list (/prize-winners) and a winner's draw (/prize-winner-detail).
import { defineMessages } from 'react-intl';

// 'Batch {batch}' is the draw's text: drawMessages.batch (components/draw/messages.ts).
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
    loadFailed: {
      id: 'winners.list.failed',
      defaultMessage: 'Could not load the winners. Please check your connection.',
      description: 'The winners list or a draw failed to load',
    },
    detailTitle: { id: 'winners.detail.title', defaultMessage: 'Lucky draw result', description: 'Heading of /prize-winner-detail' },
    back: { id: 'winners.detail.back', defaultMessage: 'Back', description: 'Label of the back arrow to the winners list' },
    backToLuckyDraw: { id: 'winners.detail.backToLuckyDraw', defaultMessage: 'Back to Lucky Draw', description: 'Button to /lucky-draw' },
    notFound: { id: 'winners.detail.notFound', defaultMessage: 'Page Not Found', description: 'The draw does not exist (spec text)' },
    notFoundText: {
      id: 'winners.detail.notFoundText',
      defaultMessage: 'This lucky draw does not exist or is not declared yet.',
      description: 'Text of the draw not-found view',
    },
    allWinners: { id: 'winners.detail.allWinners', defaultMessage: 'See all winners', description: 'Link from the not-found view to /prize-winners' },
  }),
};
