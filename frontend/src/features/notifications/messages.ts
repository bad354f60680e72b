// Texts of the notifications drawer, the push toast and the push set-up button.
import { defineMessages } from 'react-intl';

export const notificationMessages = defineMessages({
  empty: { id: 'notifications.empty', defaultMessage: 'No notifications', description: 'Notifications drawer when there are none (spec text)' },
  markAllRead: { id: 'notifications.markAllRead', defaultMessage: 'Mark all as read', description: 'Button at the top of the notifications drawer' },
  unreadLabel: {
    id: 'notifications.unreadLabel',
    defaultMessage: 'Unread',
    description: 'Screen-reader word before an unread notification (sighted users see a red dot and bold title)',
  },
  loadFailed: {
    id: 'notifications.loadFailed',
    defaultMessage: 'Could not load your notifications. Please check your connection.',
    description: 'The notifications list failed to load',
  },
  turnOn: {
    id: 'notifications.push.turnOn',
    defaultMessage: 'Turn on notifications',
    description: 'Button in the drawer asking the browser for permission to show notifications',
  },
  turnOnHint: {
    id: 'notifications.push.hint',
    defaultMessage: 'Get order and lucky-draw news even when the shop is closed.',
    description: 'Line above the Turn on notifications button',
  },
  dismiss: { id: 'notifications.toast.dismiss', defaultMessage: 'Dismiss', description: 'X button that closes the notification toast' },
});
