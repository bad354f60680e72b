// Texts of the shared primitives (dialog buttons, loading labels, empty states).
import { defineMessage, defineMessages } from 'react-intl';

// Messages with values are declared one by one with their value types (react-intl 12 types
// formatMessage's values from the descriptor); the rest take none.
export const uiMessages = {
  ...defineMessages({
    loading: { id: 'ui.loading', defaultMessage: 'Loading', description: 'Screen-reader label of a spinner' },
    ok: { id: 'ui.ok', defaultMessage: 'OK', description: 'Confirm button of an alert dialog' },
    cancel: { id: 'ui.cancel', defaultMessage: 'Cancel', description: 'Cancel button of a dialog' },
    close: { id: 'ui.close', defaultMessage: 'Close', description: 'Label of the X button that closes a dialog or drawer' },
    needLogin: {
      id: 'ui.alert.needLogin',
      defaultMessage: 'You need to login!',
      description: 'Default text of the alert dialog (spec: generic alert dialog)',
    },
    titleMessage: { id: 'ui.alert.title.message', defaultMessage: 'Message', description: 'Default alert title, type message' },
    titleWarning: { id: 'ui.alert.title.warning', defaultMessage: 'Warning', description: 'Default alert title, type warning' },
    titleError: { id: 'ui.alert.title.error', defaultMessage: 'Error', description: 'Default alert title, type error' },
    titleSuccess: { id: 'ui.alert.title.success', defaultMessage: 'Success', description: 'Default alert title, type success' },
    decrease: { id: 'ui.quantity.decrease', defaultMessage: 'Decrease quantity', description: 'Minus button of the quantity stepper' },
    increase: { id: 'ui.quantity.increase', defaultMessage: 'Increase quantity', description: 'Plus button of the quantity stepper' },
    quantity: { id: 'ui.quantity.label', defaultMessage: 'Quantity', description: 'Label of the quantity input' },
    noImage: { id: 'ui.image.none', defaultMessage: 'No image', description: 'Alt text of the placeholder shown when a product has no photo' },
    loadFailed: {
      id: 'ui.load.failed',
      defaultMessage: 'Could not load this page. Please check your connection.',
      description: 'Default text of the load-error block: a screen or list failed to load',
    },
    listEnd: { id: 'ui.list.end', defaultMessage: 'No more items to load', description: 'End of an infinite list (spec text)' },
    offlinePage: {
      id: 'ui.load.offline',
      defaultMessage: 'You are offline, and this page is not saved on this phone yet. Connect to the internet and try again.',
      description: 'A screen failed to load because the phone has no network and nothing is saved for it',
    },
    offlineTitle: {
      id: 'ui.load.offlineTitle',
      defaultMessage: 'You are offline',
      description: 'Title of the offline view: a page not saved on this phone, opened with no network',
    },
    retry: { id: 'ui.load.retry', defaultMessage: 'Try again', description: 'Button of the load-error block that retries loading' },
  }),
  rating: defineMessage<{ rating: number }>({
    id: 'ui.stars.label',
    defaultMessage: 'Rated {rating, number, ::.#} out of 5',
    description: 'Screen-reader text of the star rating',
  }),
};

/** Network failures, in the spec's wording (section 8). The ids keep their
 * account prefix: the texts moved here with lib/server-error.ts. */
export const networkMessages = {
  ...defineMessages({
    networkError: { id: 'account.network.error', defaultMessage: 'Network Error', description: 'The request could not reach the server' },
    offline: {
      id: 'ui.network.offline',
      defaultMessage: 'You are offline. This needs the internet: connect and try again.',
      description: 'A request (an order, a payment, any change) failed because the phone has no network',
    },
    noResponse: {
      id: 'account.network.noResponse',
      defaultMessage: 'No response received from the server.',
      description: 'The server gave no usable answer',
    },
  }),
  requestFailed: defineMessage<{ status: number }>({
    id: 'account.network.requestFailed',
    defaultMessage: 'Request failed with status code {status}',
    description: 'The server answered with an HTTP error; {status} is the number',
  }),
};
