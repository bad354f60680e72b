// The live draw's own texts (/lucky-draw-live only: kept out of messages.ts, which the home loads).
// The dialogs reuse the spec's texts: 'You Win' and 'Claim Prize' (components/draw), 'Not this
// time' and the popup texts of the draw page (messages.ts).
import { defineMessage, defineMessages } from 'react-intl';

export const liveDrawMessages = {
  ...defineMessages({
    upcoming: { id: 'luckydraw.live.upcoming', defaultMessage: 'About to be drawn', description: 'Heading of the list of batches about to be drawn on /lucky-draw-live' },
    none: { id: 'luckydraw.live.noneSoon', defaultMessage: 'No draw is about to start. A batch appears here once it sells out or has an end.', description: 'Empty list of batches about to be drawn' },
    drawingNow: { id: 'luckydraw.live.drawingNow', defaultMessage: 'Drawing now…', description: 'A batch whose draw time has come, before its number is revealed' },
    waitingCheck: { id: 'luckydraw.live.waitingCheck', defaultMessage: 'Drawn once every payment is checked', description: 'A sold-out batch with a transfer still to be checked (no draw time yet)' },
    rolling: { id: 'luckydraw.live.rolling', defaultMessage: 'Drawing the lucky number', description: 'Accessible label of the rolling number' },
    luckyNumber: { id: 'luckydraw.live.luckyNumber', defaultMessage: 'Lucky number', description: 'Label above the revealed lucky number' },
    nextDraw: { id: 'luckydraw.live.nextDraw', defaultMessage: 'See the next draw', description: 'Button of the lost dialog: back to the list of coming draws' },
  }),
  drawIn: defineMessage<{ days: number; clock: string }>({
    id: 'luckydraw.live.drawIn',
    defaultMessage: 'Drawn in {days, plural, =0 {} other {#d }}{clock}',
    description: 'Countdown to the draw of a sold-out batch, in server time',
  }),
  batch: defineMessage<{ batch: number }>({ id: 'luckydraw.live.batch', defaultMessage: 'Batch {batch}', description: 'The batch number of a draw' }),
  winner: defineMessage<{ name: string }>({ id: 'luckydraw.live.winner', defaultMessage: 'Winner: {name}', description: "The winner's name under the revealed number" }),
};
