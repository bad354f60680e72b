// Texts of the payment checks: the flags and the receipt line of a queue card, a transfer
// payment's page (/admin/payments/:id), the "Payment checks" settings and the dashboard's
// flagged count. English defaults here; Burmese and Chinese in the admin's translations/{mm,ch}.json.
// Messages with placeholders are declared one by one with their value types so formatMessage
// checks them. A flag's reason (`detail`) comes from the server, already in the admin's language.
import { defineMessage, defineMessages } from 'react-intl';

export const checksMessages = {
  ...defineMessages({
    // ---------- Flags and the receipt line ----------
    checksLabel: { id: 'admin.checks.label', defaultMessage: 'Payment checks', description: 'Screen-reader name of the flags and receipt line of a payment' },
    flagsLabel: { id: 'admin.checks.flags', defaultMessage: 'Warnings', description: 'Screen-reader name of the list of flags of a payment' },
    flagDuplicateTransfer: {
      id: 'admin.checks.flag.duplicateTransfer',
      defaultMessage: 'Transaction ID used before',
      description: 'Flag: the receipt’s transaction id was seen on an earlier payment',
    },
    flagDuplicatePicture: {
      id: 'admin.checks.flag.duplicatePicture',
      defaultMessage: 'Same picture sent before',
      description: 'Flag: the same (or nearly the same) screenshot was sent with an earlier payment',
    },
    flagAmountMismatch: { id: 'admin.checks.flag.amountMismatch', defaultMessage: 'Amount differs', description: 'Flag: the amount on the receipt is not what is due' },
    flagTooOld: {
      id: 'admin.checks.flag.tooOld',
      defaultMessage: 'Transfer date out of range',
      description: 'Flag: the transfer is dated long before its upload, or after it',
    },
    flagUnreadable: { id: 'admin.checks.flag.unreadable', defaultMessage: 'Receipt unreadable', description: 'Flag: the receipt could not be read' },
    flagReferenceOfAnother: { id: 'admin.checks.flag.referenceOfAnother', defaultMessage: 'Another payment’s reference', description: 'Flag: the receipt carries the payment reference of another payment' },
    receiptLabel: { id: 'admin.checks.receipt', defaultMessage: 'Receipt', description: 'Label before what was read from the payment screenshot' },
    receiptPending: { id: 'admin.checks.receipt.pending', defaultMessage: 'Reading the receipt…', description: 'The receipt is being read (takes seconds)' },
    receiptUnreadable: { id: 'admin.checks.receipt.unreadable', defaultMessage: 'Could not be read', description: 'The receipt could not be read' },
    receiptOff: { id: 'admin.checks.receipt.off', defaultMessage: 'Receipt reading is off on this server', description: 'This server does not read receipts' },
    receiptNoAmount: { id: 'admin.checks.receipt.noAmount', defaultMessage: 'No amount found', description: 'The receipt was read but no amount was found on it' },
    amountDiffers: { id: 'admin.checks.receipt.differs', defaultMessage: 'Not the amount due', description: 'Badge beside a read amount that differs from what is due' },

    // ---------- The transfer payment page ----------
    paymentLoadFailed: { id: 'admin.checks.page.failed', defaultMessage: 'Could not load the payment', description: 'The transfer payment page failed to load' },
    notFoundTitle: { id: 'admin.checks.page.notFound', defaultMessage: 'No such payment', description: 'The transfer payment page: no payment has this id' },
    backToDashboard: { id: 'admin.checks.page.back', defaultMessage: 'Dashboard', description: 'Link from a payment page back to the admin dashboard' },
    paidFor: { id: 'admin.checks.page.paidFor', defaultMessage: 'Pays for', description: 'Label: what the payment pays (an order, a shipping fee, ...)' },
    shopper: { id: 'admin.checks.page.shopper', defaultMessage: 'Shopper', description: 'Label: who sent the payment' },
    decision: { id: 'admin.checks.page.decision', defaultMessage: 'Decision', description: 'Label: approved, rejected, expired or waiting' },
    uploadedAt: { id: 'admin.checks.page.uploadedAt', defaultMessage: 'Uploaded', description: 'Label: when the screenshot was uploaded' },
    pendingDecision: { id: 'admin.checks.page.pending', defaultMessage: 'Waiting for a decision', description: 'Decision of a payment nobody has decided yet' },
    approved: { id: 'admin.checks.page.approved', defaultMessage: 'Approved', description: 'Decision: approved' },
    rejected: { id: 'admin.checks.page.rejected', defaultMessage: 'Rejected', description: 'Decision: rejected' },
    expired: { id: 'admin.checks.page.expired', defaultMessage: 'Expired', description: 'Decision: expired (nobody paid in time)' },
    withdrawn: { id: 'admin.checks.page.withdrawn', defaultMessage: 'Withdrawn', description: 'Decision: withdrawn by the shopper before an admin decided' },
    openQueue: { id: 'admin.checks.page.openQueue', defaultMessage: 'Open in its queue', description: 'Link from a pending payment to the queue where it waits' },
    openShopper: { id: 'admin.checks.page.openShopper', defaultMessage: 'See the shopper', description: 'Link from a payment to its shopper’s page' },
    noFlags: { id: 'admin.checks.page.noFlags', defaultMessage: 'No warnings', description: 'A payment without flags' },
    screenshotTitle: { id: 'admin.checks.page.screenshot', defaultMessage: 'Screenshot', description: 'Heading of the payment screenshot on its page' },

    // ---------- Settings ----------
    settingsSection: { id: 'admin.checks.settings.section', defaultMessage: 'Payment checks', description: 'Settings group: how payment screenshots are checked' },
    nearDuplicateBits: { id: 'admin.checks.settings.bits', defaultMessage: 'Near-copy tolerance (bits)', description: 'Settings field: how different two pictures may be and still count as the same' },
    transferMaxAgeHours: { id: 'admin.checks.settings.maxAge', defaultMessage: 'Oldest transfer accepted (hours)', description: 'Settings field: a transfer older than this is flagged' },
    transferMaxAgeHoursHint: {
      id: 'admin.checks.settings.maxAgeHint',
      defaultMessage: 'A receipt dated longer than this before its upload is flagged.',
      description: 'Hint under the oldest transfer field',
    },
    screenshotRetentionDays: { id: 'admin.checks.settings.retention', defaultMessage: 'Delete pictures after (days)', description: 'Settings field: days after the decision a screenshot is deleted' },
    screenshotRetentionDaysHint: {
      id: 'admin.checks.settings.retentionHint',
      defaultMessage: 'Days after a decision. Leave empty to keep every picture; their fingerprints stay either way.',
      description: 'Hint under the picture retention field',
    },
    readingOff: {
      id: 'admin.checks.settings.readingOff',
      defaultMessage: 'Receipts are not read on this server (the text reader is not installed): copies of pictures are still found, but amounts, dates and transaction IDs are not checked.',
      description: 'Note in the payment checks settings when the server cannot read receipts',
    },
    readingOn: { id: 'admin.checks.settings.readingOn', defaultMessage: 'Receipts are read on this server.', description: 'Note in the payment checks settings when the server reads receipts' },
    atLeastOneRule: { id: 'admin.checks.rule.atLeastOne', defaultMessage: 'Enter a whole number of 1 or more', description: 'Validation: a whole number of at least 1' },
    saveChecks: { id: 'admin.checks.settings.save', defaultMessage: 'Save payment checks', description: 'Button that saves the payment checks settings' },
    checksSaved: { id: 'admin.checks.settings.saved', defaultMessage: 'Payment checks saved', description: 'Toast after saving the payment checks settings' },

    // ---------- Dashboard ----------
    flaggedPayments: { id: 'admin.checks.dashboard.flagged', defaultMessage: 'Flagged payments', description: 'Dashboard card: pending payments with at least one warning' },
    flaggedHint: {
      id: 'admin.checks.dashboard.flaggedHint',
      defaultMessage: 'Waiting payments with a warning: look for the orange notes in the queues.',
      description: 'Text under the flagged payments count on the dashboard',
    },
  }),
  seePayment: defineMessage<{ id: number }>({ id: 'admin.checks.seePayment', defaultMessage: 'See payment #{id}', description: 'Link from a flag to the earlier payment it refers to' }),
  receiptAmount: defineMessage<{ amount: string; due: string }>({
    id: 'admin.checks.receipt.amount',
    defaultMessage: '{amount} of {due} due',
    description: 'Receipt line: the amount read, then what is due (both like "15,000 MMK")',
  }),
  receiptAmountOnly: defineMessage<{ amount: string }>({
    id: 'admin.checks.receipt.amountOnly',
    defaultMessage: '{amount} read',
    description: 'Receipt line: the amount read, when what is due is not known',
  }),
  receiptTime: defineMessage<{ time: string }>({
    id: 'admin.checks.receipt.time',
    defaultMessage: 'sent {time} (Myanmar time)',
    description: 'Receipt line: when the transfer was made, in Myanmar time',
  }),
  receiptReference: defineMessage<{ reference: string }>({ id: 'admin.checks.receipt.reference', defaultMessage: 'Reference {reference} found: made for this payment', description: 'Receipt line: the payment reference (PAY000042) of this payment was found on the receipt' }),
  receiptTransaction: defineMessage<{ id: string }>({ id: 'admin.checks.receipt.transaction', defaultMessage: 'Transaction ID {id}', description: 'Receipt line: the wallet’s transaction id' }),
  paymentTitle: defineMessage<{ id: number }>({ id: 'admin.checks.page.title', defaultMessage: 'Payment #{id}', description: 'Heading of a transfer payment’s page' }),
  notFoundText: defineMessage<{ id: number }>({
    id: 'admin.checks.page.notFoundText',
    defaultMessage: 'There is no payment #{id}. The link may be mistyped.',
    description: 'Text under "No such payment"',
  }),
  kindOrder: defineMessage<{ id: string }>({ id: 'admin.checks.kind.order', defaultMessage: 'Order #{id}', description: 'What a payment pays: an order' }),
  kindShipping: defineMessage<{ id: string }>({ id: 'admin.checks.kind.shipping', defaultMessage: 'Shipping fee #{id}', description: 'What a payment pays: a shipping order’s fee' }),
  kindTicket: defineMessage<{ id: string }>({ id: 'admin.checks.kind.ticket', defaultMessage: 'Lucky-draw tickets #{id}', description: 'What a payment pays: a ticket purchase' }),
  kindRecovery: defineMessage<{ id: string }>({ id: 'admin.checks.kind.recovery', defaultMessage: 'Sign-in recovery #{id}', description: 'What a payment pays: missed daily sign-in days' }),
  decidedOn: defineMessage<{ decision: string; date: string }>({ id: 'admin.checks.page.decidedOn', defaultMessage: '{decision} on {date}', description: 'Decision and when, e.g. "Approved on 21 Nov 2026, 14:35"' }),
  pictureDeleted: defineMessage<{ date: string }>({ id: 'admin.checks.page.pictureDeleted', defaultMessage: 'Picture deleted on {date}', description: 'The screenshot was deleted under the retention setting' }),
  bitsRule: defineMessage<{ max: number }>({ id: 'admin.checks.rule.bits', defaultMessage: 'Enter a whole number from 0 to {max}', description: 'Validation: near-copy tolerance out of range' }),
  nearDuplicateBitsHint: defineMessage<{ max: number }>({
    id: 'admin.checks.settings.bitsHint',
    defaultMessage: '0 finds only exact copies; higher also finds cropped or re-saved copies (at most {max}).',
    description: 'Hint under the near-copy tolerance field',
  }),
  flagCount: defineMessage<{ count: number }>({
    id: 'admin.checks.flagCount',
    defaultMessage: '{count, plural, one {# warning} other {# warnings}}',
    description: 'How many flags a payment has (the wide queue list)',
  }),
};
