// The bell's texts: in the home page's first download with the top bar (the drawer's and the
// toast's texts are in messages.ts, downloaded with them).
import { defineMessage, defineMessages } from 'react-intl';

export const bellMessages = {
  ...defineMessages({
    notifications: { id: 'notifications.title', defaultMessage: 'Notifications', description: 'Bell button label (nothing unread) and notifications drawer title' },
  }),
  unread: defineMessage<{ count: number }>({
    id: 'notifications.bellUnread',
    defaultMessage: 'Notifications, {count} unread',
    description: 'Accessible name of the bell when notifications are unread; starts with the word the bell is known by',
  }),
};
