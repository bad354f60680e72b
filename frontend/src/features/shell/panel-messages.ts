// Texts of the shell's parts that download on first use (the menu drawer, the language dialog,
// the not-found page): kept out of messages.ts, which the top bar and the bottom
// navigation bring into the home page's first download.
import { defineMessages } from 'react-intl';

export const shellPanelMessages = {
  ...defineMessages({
    language: { id: 'shell.language.title', defaultMessage: 'Language', description: 'Title of the language picker dialog and label of its button' },
    english: { id: 'shell.language.english', defaultMessage: 'English', description: 'Name of the English language' },
    burmese: { id: 'shell.language.burmese', defaultMessage: 'Burmese', description: 'Name of the Burmese (Myanmar) language' },
    chinese: { id: 'shell.language.chinese', defaultMessage: 'Chinese', description: 'Name of the Simplified Chinese language' },
    menu: { id: 'shell.menu.title', defaultMessage: 'Menu', description: 'Title of the left menu drawer (when there is no site name)' },
    menuHome: { id: 'shell.menu.home', defaultMessage: 'Home', description: 'Menu entry: home page' },
    menuWinners: { id: 'shell.menu.winners', defaultMessage: 'Lucky draw winners', description: 'Menu entry: the list of lucky-draw winners' },
    menuCategories: { id: 'shell.menu.categories', defaultMessage: 'Shop by categories', description: 'Menu entry that expands the category list' },
    menuNoCategories: { id: 'shell.menu.noCategories', defaultMessage: 'No categories yet', description: 'Shown in the expanded category list when it is empty' },
    menuReviews: { id: 'shell.menu.reviews', defaultMessage: 'App reviews', description: 'Menu entry: reviews of the app' },
    menuDailyReward: { id: 'shell.menu.dailyReward', defaultMessage: 'Daily reward', description: 'Menu entry: daily sign-in reward (signed in only)' },
    menuSupport: { id: 'shell.menu.support', defaultMessage: 'Customer support', description: 'Menu entry: customer service contacts' },
    menuCart: { id: 'shell.menu.cart', defaultMessage: 'My cart', description: 'Menu entry: the cart' },
    menuAccount: { id: 'shell.menu.account', defaultMessage: 'My account', description: 'Menu entry: the profile page' },
    menuGuide: { id: 'shell.menu.guide', defaultMessage: 'User guide', description: 'Menu entry: the onboarding guide' },
    notFoundTitle: { id: 'shell.notFound.title', defaultMessage: 'Page Not Found', description: 'Title of the not-found page (spec text)' },
    notFoundText: {
      id: 'shell.notFound.text',
      defaultMessage: "Sorry, the page you are looking for doesn't exist or has been moved.",
      description: 'Description on the not-found page',
    },
    backHome: { id: 'shell.notFound.backHome', defaultMessage: 'Back to Home', description: 'Button on the not-found page' },
  }),
};
