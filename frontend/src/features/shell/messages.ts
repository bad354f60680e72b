// Texts of the shell in the home page's first download: the top bar, the bottom navigation and
// the error page. The menu drawer, the language dialog and the not-found page
// take theirs from panel-messages.ts (downloaded with them); the notifications drawer from
// features/notifications.
import { defineMessage, defineMessages } from 'react-intl';

// Messages with values are declared one by one with their value types (react-intl 12 types
// formatMessage's values from the descriptor); the rest take none.
export const shellMessages = {
  ...defineMessages({
    openMenu: { id: 'shell.topbar.openMenu', defaultMessage: 'Open menu', description: 'Label of the menu (hamburger) button' },
    cart: { id: 'shell.topbar.cart', defaultMessage: 'My cart', description: 'Label of the cart button in the top bar' },
    searchPlaceholder: { id: 'shell.search.placeholder', defaultMessage: 'Search products', description: 'Placeholder of the search box' },
    searchLabel: { id: 'shell.search.label', defaultMessage: 'Search products', description: 'Accessible name of the search box' },
    navHome: { id: 'shell.nav.home', defaultMessage: 'Home', description: 'Bottom navigation tab: home' },
    navCart: { id: 'shell.nav.cart', defaultMessage: 'Cart', description: 'Bottom navigation tab: cart (leads to the token page)' },
    navLucky: { id: 'shell.nav.lucky', defaultMessage: 'Lucky', description: 'Bottom navigation tab: lucky draw' },
    navProfile: { id: 'shell.nav.profile', defaultMessage: 'Profile', description: 'Bottom navigation tab: profile' },
    navLabel: { id: 'shell.nav.label', defaultMessage: 'Main', description: 'Accessible name of the bottom navigation' },
    errorTitle: { id: 'shell.error.title', defaultMessage: 'Something went wrong', description: 'Title shown when a page fails to load' },
    errorText: {
      id: 'shell.error.text',
      defaultMessage: 'The page could not be loaded. Please check your connection and try again.',
      description: 'Text shown when a page fails to load',
    },
    reload: { id: 'shell.error.reload', defaultMessage: 'Try again', description: 'Button that reloads the page after an error' },
  }),
  cartWithCount: defineMessage<{ count: number }>({
    id: 'shell.topbar.cartWithCount',
    defaultMessage: 'My cart, {count, plural, =1 {# item} other {# items}}',
    description: 'Label of the cart button when the cart has items',
  }),
  tokens: defineMessage<{ count: number }>({
    id: 'shell.topbar.tokens',
    defaultMessage: '{count, plural, =0 {# token} =1 {# token} other {# tokens}}',
    description: 'Token balance pill in the top bar; singular at 1 or less (spec), plural above',
  }),
  home: defineMessage<{ siteName: string }>({
    id: 'shell.topbar.homeLink',
    defaultMessage: '{siteName}, home page',
    description: 'Accessible name of the logo link to the home page; starts with the site name it shows (WCAG 2.5.3)',
  }),
  languageButton: defineMessage<{ language: string }>({
    id: 'shell.language.buttonName',
    defaultMessage: '{language}, change language',
    description: 'Accessible name of the language button in the top bar; starts with the language code it shows (WCAG 2.5.3)',
  }),
};
