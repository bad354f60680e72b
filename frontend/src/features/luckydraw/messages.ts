// Texts of the lucky draw: the draw list and its tabs, the ticket purchase (ticket, confirm and
// payment modals), the purchase success page, the draw detail's own parts (title, not found,
// popups; the body's texts are in components/draw), the live placeholder, and the home's winners
// strip and lucky-draw section (ids prefixed `luckydraw.`).
// Texts the spec fixes are marked "(spec text)"; the server's own words for the same rules are in
// crates/kernel/locales/luckydraw.yml, and the translations here follow them.
import { defineMessage, defineMessages } from 'react-intl';

// Messages with values are declared one by one with their value types; the rest take none.
export const luckyDrawMessages = {
  ...defineMessages({
    title: { id: 'luckydraw.title', defaultMessage: 'Lucky Draw', description: 'Heading of the lucky-draw page and of the home section' },
    back: { id: 'luckydraw.back', defaultMessage: 'Back', description: 'Accessible name of the back arrow' },
    loadFailed: { id: 'luckydraw.loadFailed', defaultMessage: 'Could not load the lucky draws. Please check your connection.', description: 'A lucky-draw list or page failed to load' },
    // Tabs (spec: Lucky Draw, History, LuckyDraw Live, My Prizes)
    tabs: { id: 'luckydraw.tabs', defaultMessage: 'Lucky draw lists', description: 'Accessible name of the lucky-draw tabs' },
    tabAll: { id: 'luckydraw.tab.all', defaultMessage: 'Lucky Draw', description: 'Tab: every ticket product (spec text)' },
    tabHistory: { id: 'luckydraw.tab.history', defaultMessage: 'History', description: "Tab: the shopper's declared draws (spec text)" },
    tabLive: { id: 'luckydraw.tab.live', defaultMessage: 'LuckyDraw Live', description: "Tab: the shopper's draws not declared yet (spec text)" },
    tabPrizes: { id: 'luckydraw.tab.prizes', defaultMessage: 'My Prizes', description: 'Tab: draws the shopper won (spec text)' },
    noTicketProducts: { id: 'luckydraw.list.none', defaultMessage: 'No lucky draws right now', description: 'Empty ticket product list' },
    noTicketProductsText: { id: 'luckydraw.list.noneText', defaultMessage: 'New prizes are added often. Please come back soon.', description: 'Hint under the empty ticket product list' },
    noHistory: { id: 'luckydraw.history.none', defaultMessage: 'No lucky draw history yet', description: 'Empty History tab' },
    noLive: { id: 'luckydraw.live.none', defaultMessage: 'No lucky draws waiting for a result', description: 'Empty LuckyDraw Live tab' },
    noPrizes: { id: 'luckydraw.prizes.none', defaultMessage: 'No prizes yet', description: 'Empty My Prizes tab' },
    noDrawsText: { id: 'luckydraw.mine.noneText', defaultMessage: 'Buy tickets in the Lucky Draw tab to take part.', description: 'Hint under an empty personal lucky-draw tab' },
    // Ticket product card
    ended: { id: 'luckydraw.end.ended', defaultMessage: 'Ended', description: 'Countdown of a draw whose end time has passed' },
    soldOut: { id: 'luckydraw.card.soldOut', defaultMessage: 'Sold out', description: 'Button of a ticket product whose batch has no tickets left' },
    ticketsSold: { id: 'luckydraw.card.progress', defaultMessage: 'Tickets sold', description: 'Accessible name of the sold-tickets progress bar' },
    pendingNumbers: { id: 'luckydraw.mine.pending', defaultMessage: 'Held until the payment is checked', description: 'Ticket numbers paid by transfer, waiting for an admin' },
    // Ticket modal
    buyTickets: { id: 'luckydraw.buy.title', defaultMessage: 'Buy tickets', description: 'Title of the ticket modal' },
    ticketCount: { id: 'luckydraw.buy.count', defaultMessage: 'Number of tickets', description: 'Label of the ticket count input' },
    pricePerTicket: { id: 'luckydraw.buy.perTicket', defaultMessage: 'Price per ticket', description: 'Label of the token cost of one ticket' },
    totalCost: { id: 'luckydraw.buy.total', defaultMessage: 'Total', description: 'Label of the token cost of all tickets' },
    yourBalance: { id: 'luckydraw.buy.balance', defaultMessage: 'Your balance', description: "Label of the shopper's token balance" },
    invalidAmount: { id: 'luckydraw.rule.invalidAmount', defaultMessage: 'Please enter a valid amount', description: 'Ticket count 0 or empty (spec text)' },
    notEnoughTickets: { id: 'luckydraw.rule.notEnoughTickets', defaultMessage: 'Not enough remaining tickets', description: 'Ticket count above the remaining tickets (spec text)' },
    notEnoughTokens: { id: 'luckydraw.rule.notEnoughTokens', defaultMessage: 'your coin is not enough', description: 'Tickets cost more tokens than the balance (spec text, as the server says it)' },
    tokenWarning: {
      id: 'luckydraw.buy.tokenWarning',
      defaultMessage: 'Get more tokens on the token page, or pay for the tickets by transfer.',
      description: 'Warning under the token-not-enough text',
    },
    getTokens: { id: 'luckydraw.buy.getTokens', defaultMessage: 'Get tokens', description: 'Link or button to /token' },
    buyWithTokens: { id: 'luckydraw.buy.withTokens', defaultMessage: 'Buy with tokens', description: 'Ticket modal button: pay with the token balance' },
    payByTransfer: { id: 'luckydraw.buy.byTransfer', defaultMessage: 'Pay by transfer', description: 'Ticket modal button: pay by bank or wallet transfer instead' },
    // Confirm modal
    confirmTitle: { id: 'luckydraw.confirm.title', defaultMessage: 'Confirm purchase', description: 'Title of the confirm modal' },
    confirm: { id: 'luckydraw.confirm', defaultMessage: 'Confirm', description: 'Button confirming the purchase' },
    // Payment modal
    paymentTitle: { id: 'luckydraw.payment.title', defaultMessage: 'Pay by transfer', description: 'Title of the payment modal' },
    amountToTransfer: { id: 'luckydraw.payment.amount', defaultMessage: 'Amount to transfer', description: 'Label of the kyat to transfer for the tickets' },
    paymentRequired: { id: 'luckydraw.rule.paymentRequired', defaultMessage: 'Please select payment', description: 'Payment modal without a payment method (spec text)' },
    imageRequired: { id: 'luckydraw.rule.imageRequired', defaultMessage: 'Please select Payment Image', description: 'Payment modal without a payment image (spec text)' },
    imagesOnly: { id: 'luckydraw.rule.imagesOnly', defaultMessage: 'Please choose an image file', description: 'The chosen payment image is not an image' },
    goBack: { id: 'luckydraw.payment.goBack', defaultMessage: 'Go Back', description: 'Payment modal button back to the ticket modal (spec text)' },
    heldNotice: {
      id: 'luckydraw.payment.held',
      defaultMessage: 'Your ticket numbers are held until an admin checks the payment.',
      description: 'What happens to tickets paid by transfer',
    },
    // Success page
    successTitle: { id: 'luckydraw.success.title', defaultMessage: 'Ticket purchase success', description: 'Heading of /ticket-buy-success after paying with tokens' },
    heldTitle: { id: 'luckydraw.success.heldTitle', defaultMessage: 'Tickets held', description: 'Heading of /ticket-buy-success after paying by transfer' },
    ticketCountLabel: { id: 'luckydraw.success.count', defaultMessage: 'Ticket count', description: 'Label of the number of tickets bought' },
    tokensUsed: { id: 'luckydraw.success.tokens', defaultMessage: 'Tokens used', description: 'Label of the tokens spent' },
    luckyProduct: { id: 'luckydraw.success.product', defaultMessage: 'Lucky product', description: 'Label of the prize the tickets are for' },
    ticketNumbers: { id: 'luckydraw.ticketNumbers', defaultMessage: 'Ticket numbers', description: 'Label of the ticket numbers' },
    declaredText: {
      id: 'luckydraw.success.declared',
      defaultMessage: 'The result is declared 10 minutes after all tickets of the batch are sold.',
      description: 'When the lucky number is drawn (spec: declared 10 minutes after purchase)',
    },
    myDraws: { id: 'luckydraw.success.history', defaultMessage: 'My lucky draw history', description: 'Button to the History tab' },
    buyMore: { id: 'luckydraw.buyMore', defaultMessage: 'Buy more tickets', description: 'Button back to /lucky-draw' },
    seeDraw: { id: 'luckydraw.success.seeDraw', defaultMessage: 'See the draw', description: 'Button to the draw detail page' },
    // Detail page
    detailTitle: { id: 'luckydraw.detail.title', defaultMessage: 'Lucky Draw Detail', description: 'Heading of /lucky-draw-detail' },
    winTitle: { id: 'luckydraw.popup.winTitle', defaultMessage: 'Congratulations!', description: 'Title of the win popup' },
    lostTitle: { id: 'luckydraw.popup.lostTitle', defaultMessage: 'Not this time', description: 'Title of the lost popup' },
    notAvailable: { id: 'luckydraw.notAvailable', defaultMessage: 'This lucky draw is not available.', description: 'Buy token for a product without a running lucky draw' },
    drawNotFound: { id: 'luckydraw.detail.notFound', defaultMessage: 'This lucky draw was not found.', description: 'Detail page without a valid draw id' },
    // Live draw
    liveTitle: { id: 'luckydraw.livePage.title', defaultMessage: 'LuckyDraw Live', description: 'Heading of /lucky-draw-live (spec text)' },
    // Home
    winnersStrip: { id: 'luckydraw.home.winners', defaultMessage: 'Lucky draw winners', description: 'Accessible name of the winners strip; its text when there is no winner yet' },
    viewAll: { id: 'luckydraw.home.viewAll', defaultMessage: 'View all', description: 'Link from the home section to /lucky-draw (spec text)' },
  }),
  tokens: defineMessage<{ count: number }>({
    id: 'luckydraw.tokens',
    defaultMessage: '{count, plural, =0 {# token} =1 {# token} other {# tokens}}',
    description: 'A number of tokens; singular at 1 or less, plural above (spec)',
  }),
  endsIn: defineMessage<{ days: number; clock: string }>({
    id: 'luckydraw.end.in',
    defaultMessage: 'Ends in {days, plural, =0 {} other {#d }}{clock}',
    description: 'Countdown to the end of a draw; {clock} is hh:mm:ss, days shown when there are any',
  }),
  endsAt: defineMessage<{ time: string }>({
    id: 'luckydraw.end.at',
    defaultMessage: 'Ends {time} (Myanmar time).',
    description: 'When a draw ends, in Myanmar time',
  }),
  minTickets: defineMessage<{ count: number }>({
    id: 'luckydraw.end.min',
    defaultMessage: 'Drawn among the tickets sold if at least {count, plural, one {# ticket is} other {# tickets are}} sold; otherwise cancelled and every ticket refunded.',
    description: 'What happens at the end of a draw with a minimum of tickets sold',
  }),
  remaining: defineMessage<{ remaining: number; total: number }>({
    id: 'luckydraw.card.remaining',
    defaultMessage: 'Remaining {remaining}/{total}',
    description: 'Tickets of the current batch still for sale, out of all',
  }),
  ticketsOf: defineMessage<{ count: number }>({
    id: 'luckydraw.tickets',
    defaultMessage: '{count, plural, one {# ticket} other {# tickets}}',
    description: 'A number of tickets',
  }),
  confirmText: defineMessage<{ tickets: string; name: string; tokens: string }>({
    id: 'luckydraw.confirm.text',
    defaultMessage: 'Buy {tickets} of {name} for {tokens}?',
    description: 'Confirm modal text; {tickets} is like "3 tickets", {tokens} like "15 tokens"',
  }),
  winText: defineMessage<{ number: number; name: string }>({
    id: 'luckydraw.popup.winText',
    defaultMessage: 'Your ticket {number} is the lucky number. You won {name}!',
    description: 'Text of the win popup',
  }),
  lostText: defineMessage<{ number: number }>({
    id: 'luckydraw.popup.lostText',
    defaultMessage: 'The lucky number is {number}. Better luck next time!',
    description: 'Text of the lost popup',
  }),
};
