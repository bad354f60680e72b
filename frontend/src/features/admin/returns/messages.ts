// Texts of the admin's returns queue (/admin/returns, issue 39). English defaults here; Burmese and
// Chinese in the admin's translations/{mm,ch}.json. Messages with values are declared one by one.
import { defineMessage, defineMessages } from 'react-intl';

export const returnMessages = {
  ...defineMessages({
    nav: { id: 'admin.nav.returns', defaultMessage: 'Returns', description: 'Admin nav: the returns queue' },
    title: { id: 'admin.returns.title', defaultMessage: 'Returns', description: 'Heading of /admin/returns' },
    intro: {
      id: 'admin.returns.intro',
      defaultMessage: 'Received items shoppers want to send back. Approve one and its price becomes a refund to send (Refunds); reject it with a reason the shopper sees.',
      description: 'Text under the returns heading',
    },
    none: { id: 'admin.returns.none', defaultMessage: 'No returns waiting', description: 'Empty state: no return to decide' },
    noneText: { id: 'admin.returns.noneText', defaultMessage: 'New ones appear here by themselves.', description: 'Empty state text' },
    loadFailed: { id: 'admin.returns.loadFailed', defaultMessage: 'Could not load the returns', description: 'The returns page failed to load' },
    customer: { id: 'admin.returns.customer', defaultMessage: 'Customer', description: 'Fact label: the shopper' },
    reason: { id: 'admin.returns.reason', defaultMessage: 'Reason', description: 'Fact label: why the shopper returns it' },
    comment: { id: 'admin.returns.comment', defaultMessage: 'Comment', description: 'Fact label: what the shopper wrote' },
    amount: { id: 'admin.returns.amount', defaultMessage: 'Due back', description: 'Fact label: the refund due if approved' },
    date: { id: 'admin.returns.date', defaultMessage: 'Asked', description: 'Fact label: when the return was asked' },
    photos: { id: 'admin.returns.photos', defaultMessage: 'Photos', description: 'Accessible name of the list of return photos' },
    noPhotos: { id: 'admin.returns.noPhotos', defaultMessage: 'No photos', description: 'The return has no photo' },
    photoFailed: { id: 'admin.returns.photoFailed', defaultMessage: 'Could not load the photo', description: 'A return photo failed to load' },
    approve: { id: 'admin.returns.approve', defaultMessage: 'Approve', description: 'Button opening the approve dialog, and its submit' },
    reject: { id: 'admin.returns.reject', defaultMessage: 'Reject', description: 'Button opening the reject dialog' },
    approveTitle: { id: 'admin.returns.approveTitle', defaultMessage: 'Approve this return?', description: 'Title of the approve dialog' },
    rejectTitle: { id: 'admin.returns.rejectTitle', defaultMessage: 'Reject this return?', description: 'Title of the reject dialog of a return' },
    restock: { id: 'admin.returns.restock', defaultMessage: 'Put the items back in stock', description: 'Checkbox of the approve dialog' },
    restockHint: {
      id: 'admin.returns.restockHint',
      defaultMessage: 'Untick it for a damaged item that cannot be sold again.',
      description: 'Hint under the restock checkbox',
    },
  }),
  orderN: defineMessage<{ id: number }>({ id: 'admin.returns.orderN', defaultMessage: 'Order #{id}', description: 'The order a return is of (a link)' }),
  returnN: defineMessage<{ id: number }>({ id: 'admin.returns.returnN', defaultMessage: 'Return #{id}', description: 'What is approved or rejected' }),
  line: defineMessage<{ qty: number; price: string }>({ id: 'admin.returns.line', defaultMessage: '{qty} × {price}', description: 'Quantity times unit price' }),
  approveAbout: defineMessage<{ amount: string; name: string; id: number }>({
    id: 'admin.returns.approveAbout',
    defaultMessage: 'Return #{id}: {amount} becomes a refund due to {name}, listed on Refunds.',
    description: 'Text of the approve dialog',
  }),
  approveOf: defineMessage<{ id: number; name: string }>({ id: 'admin.returns.approveOf', defaultMessage: 'Approve return #{id} of {name}', description: 'Accessible name of an Approve button' }),
  rejectOf: defineMessage<{ id: number; name: string }>({ id: 'admin.returns.rejectOf', defaultMessage: 'Reject return #{id} of {name}', description: 'Accessible name of a Reject button' }),
  photo: defineMessage<{ n: number; count: number }>({ id: 'admin.returns.photo', defaultMessage: 'Return photo {n} of {count}', description: 'Alt text of a return photo' }),
  photoOpen: defineMessage<{ n: number; count: number }>({ id: 'admin.returns.photoOpen', defaultMessage: 'Enlarge photo {n} of {count}', description: 'Button enlarging a return photo' }),
  approved: defineMessage<{ id: number; amount: string }>({
    id: 'admin.returns.approved',
    defaultMessage: 'Return #{id} approved: {amount} to refund',
    description: 'Toast after approving a return',
  }),
  rejected: defineMessage<{ id: number }>({ id: 'admin.returns.rejected', defaultMessage: 'Return #{id} rejected', description: 'Toast after rejecting a return' }),
};
