// Texts of the token page (/token): the balance, the 'get token' and 'token history' tabs.
import { defineMessage, defineMessages } from 'react-intl';

// Messages with values are declared one by one with their value types (react-intl 12 types
// formatMessage's values from the descriptor); the rest take none.
export const walletMessages = {
  ...defineMessages({
    title: { id: 'wallet.title', defaultMessage: 'Tokens', description: 'Heading of the token page' },
    balance: { id: 'wallet.balance', defaultMessage: 'Token balance', description: 'Label above the signed-in shopper\'s token count' },
    signInHint: {
      id: 'wallet.signInHint',
      defaultMessage: 'Sign in to see your token balance and history.',
      description: 'Shown to a visitor instead of the balance',
    },
    signIn: { id: 'wallet.signIn', defaultMessage: 'Sign in', description: 'Link to the sign-in page from the token page' },
    tabs: { id: 'wallet.tabs', defaultMessage: 'Token page sections', description: 'Screen-reader name of the tab list' },
    tabGet: { id: 'wallet.tab.get', defaultMessage: 'get token', description: 'Tab with the token packs for sale (spec text; shown capitalised)' },
    tabHistory: { id: 'wallet.tab.history', defaultMessage: 'token history', description: 'Tab with the balance changes (spec text; shown capitalised)' },
    buyNow: { id: 'wallet.buyNow', defaultMessage: 'Buy now', description: 'Button on a token pack: buy it (quantity 1)' },
    noProducts: { id: 'wallet.products.none', defaultMessage: 'No Product Found', description: 'No token packs are for sale (spec text)' },
    noProductsText: {
      id: 'wallet.products.noneText',
      defaultMessage: 'Token packs will be back soon.',
      description: 'Hint under No Product Found on the token page',
    },
    noHistory: { id: 'wallet.history.none', defaultMessage: 'No token history yet', description: 'The shopper\'s token history is empty' },
    noHistoryText: {
      id: 'wallet.history.noneText',
      defaultMessage: 'Tokens you get or spend are listed here.',
      description: 'Hint under No token history yet',
    },
    date: { id: 'wallet.history.date', defaultMessage: 'Date', description: 'Label of the date of a token change (screen readers)' },
    time: { id: 'wallet.history.time', defaultMessage: 'Time', description: 'Label of the time of a token change (screen readers)' },
    type: { id: 'wallet.history.type', defaultMessage: 'Type', description: 'Label of the reason of a token change (screen readers)' },
    amount: { id: 'wallet.history.amount', defaultMessage: 'Token', description: 'Label of the tokens added or spent (screen readers)' },
    loadFailed: {
      id: 'wallet.list.failed',
      defaultMessage: 'Could not load this list. Please check your connection.',
      description: 'A list of the token page failed to load',
    },
  }),
  /** Singular at 1 or less, plural above (doc 001 §9). */
  tokens: defineMessage<{ count: number }>({
    id: 'wallet.tokens',
    defaultMessage: '{count, plural, =0 {# token} =1 {# token} other {# tokens}}',
    description: 'A number of tokens: the balance, a token pack; singular at 1 or less, plural above',
  }),
  /** A change of the balance: the signed amount ('+50', '-5') and its unit by the amount's size. */
  change: defineMessage<{ amount: string; count: number }>({
    id: 'wallet.history.change',
    defaultMessage: '{amount} {count, plural, =0 {token} =1 {token} other {tokens}}',
    description: 'Tokens added or spent in the history, e.g. "+50 tokens", "-1 token"',
  }),
};
