// Texts of the catalogue's home parts (in the first download with the home page). The search
// result, category and product pages and the app-download dialog take page-messages.ts.
import { defineMessage, defineMessages } from 'react-intl';

// Messages with values are declared one by one with their value types (react-intl 12 types
// formatMessage's values from the descriptor); the rest take none.
export const catalogMessages = {
  ...defineMessages({
    banners: { id: 'catalog.home.banners', defaultMessage: 'Promotions', description: 'Accessible name of the home banner carousel' },
    shortcuts: { id: 'catalog.home.shortcuts', defaultMessage: 'Shortcuts', description: 'Accessible name of the shortcut icons row' },
    appDownload: { id: 'catalog.home.appDownload', defaultMessage: 'App download', description: 'Home shortcut: install the app' },
    referralGifts: { id: 'catalog.home.referralGifts', defaultMessage: 'Referral gifts', description: 'Home shortcut: referral gifts page' },
    myOrders: { id: 'catalog.home.myOrders', defaultMessage: 'My orders', description: 'Home shortcut: my orders' },
    customerService: { id: 'catalog.home.customerService', defaultMessage: 'Customer service', description: 'Home shortcut: customer service' },
    categories: { id: 'catalog.home.categories', defaultMessage: 'Categories', description: 'Heading of the home category list' },
    bestDeal: { id: 'catalog.home.bestDeal', defaultMessage: 'browse best deal', description: 'Heading of the latest-products grid on home (spec text)' },
    loadFailed: {
      id: 'catalog.list.failed',
      defaultMessage: 'Could not load the products. Please check your connection.',
      description: 'Shown when a product list fails to load',
    },
  }),
  bannerGoTo: defineMessage<{ number: number }>({ id: 'catalog.home.bannerGoTo', defaultMessage: 'Show banner {number}', description: 'Label of a banner carousel dot' }),
};
