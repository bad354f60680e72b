// Every text of the admin area (header, payment and shipping queues, the reject dialog). English
// defaults here; Burmese and Chinese in translations/{mm,ch}.json. Messages with placeholders are
// declared one by one with their value types so formatMessage checks them.
import { defineMessage, defineMessages } from 'react-intl';

export const adminMessages = {
  ...defineMessages({
    brand: { id: 'admin.header.brand', defaultMessage: 'Lucky Mall Admin', description: 'Title in the admin header' },
    navLabel: { id: 'admin.header.nav', defaultMessage: 'Admin sections', description: 'Screen-reader name of the admin navigation' },
    payments: { id: 'admin.nav.payments', defaultMessage: 'Payments', description: 'Admin nav: the payments queue' },
    shipping: { id: 'admin.nav.shipping', defaultMessage: 'Shipping', description: 'Admin nav: the shipping queue' },
    backToShop: { id: 'admin.nav.backToShop', defaultMessage: 'Back to shop', description: 'Admin nav: link to the shop home page' },
    language: { id: 'admin.header.language', defaultMessage: 'Language', description: 'Label of the language select in the admin header' },
    notAdminTitle: { id: 'admin.denied.title', defaultMessage: 'You are not an admin', description: 'A signed-in shopper opened /admin' },
    notAdminText: {
      id: 'admin.denied.text',
      defaultMessage: 'This area is only for Lucky Mall staff. Sign in with an admin account to use it.',
      description: 'Text under "You are not an admin"',
    },
    goHome: { id: 'admin.denied.home', defaultMessage: 'Go to the shop', description: 'Link home from the not-admin message' },
    loadFailed: { id: 'admin.load.failed', defaultMessage: 'Could not load the queue', description: 'A queue failed to load' },
    retry: { id: 'admin.load.retry', defaultMessage: 'Try again', description: 'Retry button after a failed load' },
    refresh: { id: 'admin.queue.refresh', defaultMessage: 'Refresh', description: 'Button that reloads a queue' },
    paymentsTitle: { id: 'admin.payments.title', defaultMessage: 'Payments to check', description: 'Heading of the order payments queue' },
    shippingTitle: { id: 'admin.shipping.title', defaultMessage: 'Shipping fees to check', description: 'Heading of the shipping queue' },
    emptyTitle: { id: 'admin.queue.empty', defaultMessage: 'Nothing waiting', description: 'An admin queue is empty' },
    emptyText: {
      id: 'admin.queue.emptyText',
      defaultMessage: 'New payments appear here as shoppers send them.',
      description: 'Text under "Nothing waiting"',
    },
    approve: { id: 'admin.action.approve', defaultMessage: 'Approve', description: 'Approve button of an order or shipping order' },
    reject: { id: 'admin.action.reject', defaultMessage: 'Reject', description: 'Reject button of an order or shipping order' },
    payment: { id: 'admin.field.payment', defaultMessage: 'Payment', description: 'Label: payment method' },
    total: { id: 'admin.field.total', defaultMessage: 'Total', description: 'Label: the order total' },
    shippingFee: { id: 'admin.field.shippingFee', defaultMessage: 'Shipping fee', description: 'Label: the shipping fee' },
    address: { id: 'admin.field.address', defaultMessage: 'Ship to', description: 'Label: shipping address' },
    customer: { id: 'admin.field.customer', defaultMessage: 'Customer', description: 'Label: the shopper (user id)' },
    date: { id: 'admin.field.date', defaultMessage: 'Date', description: 'Label: order date' },
    items: { id: 'admin.field.items', defaultMessage: 'Items', description: 'Heading of the item list of an order' },
    screenshot: { id: 'admin.screenshot.label', defaultMessage: 'Payment screenshot', description: 'Alt text of the payment screenshot' },
    screenshotOpen: {
      id: 'admin.screenshot.open',
      defaultMessage: 'Open the payment screenshot full screen',
      description: 'Button around the screenshot',
    },
    screenshotFailed: {
      id: 'admin.screenshot.failed',
      defaultMessage: 'The screenshot could not be loaded',
      description: 'The payment screenshot failed to load',
    },
    rejectTitle: { id: 'admin.reject.title', defaultMessage: 'Reject this payment?', description: 'Title of the reject dialog' },
    rejectReason: { id: 'admin.reject.reason', defaultMessage: 'Reason (the shopper sees it)', description: 'Label of the reason field' },
    rejectConfirm: { id: 'admin.reject.confirm', defaultMessage: 'Reject', description: 'Confirm button of the reject dialog' },
    reasonRequired: { id: 'admin.rule.reasonRequired', defaultMessage: 'Please write a reason', description: 'The reject reason is empty' },
    reasonTooLong: {
      id: 'admin.rule.reasonTooLong',
      defaultMessage: 'The reason is too long (500 characters at most)',
      description: 'The reject reason is longer than 500 characters',
    },
    networkError: {
      id: 'admin.error.network',
      defaultMessage: 'No connection. Check the network and try again.',
      description: 'A decision failed without an answer from the server',
    },
    errorTitle: { id: 'admin.error.title', defaultMessage: 'Could not save', description: 'Title of the error box after a failed decision' },
    dismiss: { id: 'admin.toast.dismiss', defaultMessage: 'Dismiss', description: 'Closes the confirmation toast' },
  }),
  orderTitle: defineMessage<{ id: number }>({ id: 'admin.order.title', defaultMessage: 'Order #{id}', description: 'Order card heading' }),
  waiting: defineMessage<{ count: number }>({
    id: 'admin.queue.count',
    defaultMessage: '{count, plural, one {# waiting} other {# waiting}}',
    description: 'Number of items in a queue',
  }),
  line: defineMessage<{ qty: number; name: string }>({ id: 'admin.item.line', defaultMessage: '{qty} × {name}', description: 'An item line' }),
  weight: defineMessage<{ kg: number }>({ id: 'admin.item.weight', defaultMessage: '{kg, number} kg', description: 'Weight of an item' }),
  approvedOrder: defineMessage<{ id: string }>({
    id: 'admin.toast.approved',
    defaultMessage: '{id} approved',
    description: 'Confirmation after approving',
  }),
  rejectedOrder: defineMessage<{ id: string }>({
    id: 'admin.toast.rejected',
    defaultMessage: '{id} rejected',
    description: 'Confirmation after rejecting',
  }),
  rejectAbout: defineMessage<{ id: string }>({
    id: 'admin.reject.about',
    defaultMessage: 'Rejecting {id}. The shopper is told the reason.',
    description: 'Text of the reject dialog',
  }),
};

/** The item types of a shipping order (`product`, `prize`, `gift`). */
export const itemTypeMessages = defineMessages({
  product: { id: 'admin.itemType.product', defaultMessage: 'Product', description: 'Shipping item type' },
  prize: { id: 'admin.itemType.prize', defaultMessage: 'Prize', description: 'Shipping item type' },
  gift: { id: 'admin.itemType.gift', defaultMessage: 'Gift', description: 'Shipping item type' },
  token: { id: 'admin.itemType.token', defaultMessage: 'Token pack', description: 'Order item that is a token pack' },
});
