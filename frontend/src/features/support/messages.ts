// Texts of /customer-service and /promotion.
import { defineMessages } from 'react-intl';

export const supportMessages = defineMessages({
  title: { id: 'support.title', defaultMessage: 'Customer service', description: 'Heading of /customer-service' },
  intro: {
    id: 'support.intro',
    defaultMessage: 'Questions about an order, a payment or a lucky draw? Contact us, we are happy to help.',
    description: 'Text under the customer-service heading',
  },
  viber: { id: 'support.viber', defaultMessage: 'Viber', description: 'Label of the Viber contact card (brand name)' },
  telegram: { id: 'support.telegram', defaultMessage: 'Telegram', description: 'Label of the Telegram contact card (brand name)' },
  phone: { id: 'support.phone', defaultMessage: 'Phone', description: 'Label of the phone contact card' },
  viberAction: { id: 'support.viber.action', defaultMessage: 'Chat on Viber', description: 'Hint on the Viber card: tapping opens a Viber chat' },
  telegramAction: { id: 'support.telegram.action', defaultMessage: 'Chat on Telegram', description: 'Hint on the Telegram card: tapping opens Telegram' },
  phoneAction: { id: 'support.phone.action', defaultMessage: 'Call us', description: 'Hint on the phone card: tapping calls the number' },
  none: { id: 'support.none', defaultMessage: 'Support contacts are not available', description: 'Empty state: no contact is set in the site settings' },
  noneText: {
    id: 'support.noneText',
    defaultMessage: 'Our support contacts are not set up yet. Please check back later.',
    description: 'Text under the empty state of /customer-service',
  },
  loadFailed: {
    id: 'support.loadFailed',
    defaultMessage: 'Could not load the support contacts. Please check your connection.',
    description: 'The customer-service contacts failed to load',
  },
});

export const promotionMessages = defineMessages({
  title: { id: 'promotion.title', defaultMessage: 'Promotion', description: 'Heading of /promotion (read by screen readers)' },
  signUp: { id: 'promotion.signUp', defaultMessage: 'Sign up', description: 'Button of /promotion for visitors: to the sign-up page' },
  goShopping: { id: 'promotion.goShopping', defaultMessage: 'Go shopping', description: 'Button of /promotion when signed in: to the home page' },
  none: { id: 'promotion.none', defaultMessage: 'No promotion right now', description: 'No promotion is set yet' },
  noneText: { id: 'promotion.noneText', defaultMessage: 'New offers are on their way. Please check back soon.', description: 'Text under No promotion right now' },
  loadFailed: {
    id: 'promotion.loadFailed',
    defaultMessage: 'Could not load the promotion. Please check your connection.',
    description: 'The promotion failed to load',
  },
});
