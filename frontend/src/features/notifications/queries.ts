// The notifications' GraphQL documents (issue 14 contract): the bell's count, the drawer's pages,
// reading one or all, the live events over the websocket, and the browser's push subscription.
import { graphql } from '@/gql';

/** What the drawer and the toast show of one notification (the list and the live event alike). */
export const NotificationItemFragment = graphql(`
  fragment NotificationItem on Notification {
    id
    title
    body
    image
    link
    read
    createdAt
  }
`);

/** The bell's badge (signed in only); set from each live event, refetched after reading. */
export const UnreadNotificationCountQuery = graphql(`
  query NotificationsUnreadCount {
    unreadNotificationCount
  }
`);

/** One page of the shopper's notifications, newest first (30 a page; later pages merge by id). */
export const NotificationsQuery = graphql(`
  query Notifications($page: Int, $limit: Int) {
    notifications(page: $page, limit: $limit) {
      data {
        ...NotificationItem
      }
      meta {
        total
        perPage
        currentPage
        lastPage
      }
      unreadCount
    }
  }
`);

/** Marks one notification read (a tap in the drawer); answers it. */
export const ReadNotificationMutation = graphql(`
  mutation ReadNotification($id: Int!) {
    readNotification(id: $id) {
      id
      read
    }
  }
`);

/** 'Mark all as read': answers how many were unread. */
export const MarkAllNotificationsReadMutation = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

/**
 * The shopper's live events: a new notification with the unread count after it, or `resync`
 * (events were missed: refetch the list and the count).
 */
export const NotificationEventsSubscription = graphql(`
  subscription NotificationEvents {
    notificationEvents {
      notification {
        ...NotificationItem
      }
      unreadCount
      resync
    }
  }
`);

/** The server's VAPID public key (base64url), for the browser's push subscription. */
export const VapidPublicKeyQuery = graphql(`
  query VapidPublicKey {
    settings {
      vapidPublicKey
    }
  }
`);

/** The signed-in account, so a subscription saved for another account on this browser is sent again. */
export const PushAccountQuery = graphql(`
  query PushAccount {
    me {
      id
    }
  }
`);

/** Sends the browser's push subscription to the server (kept for the signed-in shopper). */
export const SavePushSubscriptionMutation = graphql(`
  mutation SavePushSubscription($input: PushSubscriptionInput!) {
    savePushSubscription(input: $input)
  }
`);

/** Forgets a replaced push subscription. */
export const DeletePushSubscriptionMutation = graphql(`
  mutation DeletePushSubscription($endpoint: String!) {
    deletePushSubscription(endpoint: $endpoint)
  }
`);
