// Texts of the couriers page (/admin/couriers) and of the shipping queue's approve dialog (issue
// 38). English defaults here; Burmese and Chinese in the admin's translations/{mm,ch}.json.
// Messages with values are declared one by one with their value types.
import { defineMessage, defineMessages } from 'react-intl';

export const courierMessages = {
  ...defineMessages({
    nav: { id: 'admin.nav.couriers', defaultMessage: 'Couriers', description: 'Admin nav: the couriers page' },
    title: { id: 'admin.couriers.title', defaultMessage: 'Couriers', description: 'Heading of /admin/couriers' },
    intro: {
      id: 'admin.couriers.intro',
      defaultMessage: 'The delivery services the shop hands parcels to. Shoppers see the courier, its phone and the tracking link once their parcel is on the way.',
      description: 'Text under the couriers heading',
    },
    newCourier: { id: 'admin.couriers.new', defaultMessage: 'New courier', description: 'Button that opens the courier create form, and its heading' },
    none: { id: 'admin.couriers.none', defaultMessage: 'No couriers yet', description: 'The courier list is empty' },
    noneText: {
      id: 'admin.couriers.noneText',
      defaultMessage: 'Add the delivery services you use. Until then the shop delivers parcels itself.',
      description: 'Text under No couriers yet',
    },
    loadFailed: { id: 'admin.couriers.loadFailed', defaultMessage: 'Could not load the couriers', description: 'The courier list failed to load' },
    name: { id: 'admin.courier.name', defaultMessage: 'Name', description: 'Form label: the courier’s name' },
    phone: { id: 'admin.courier.phone', defaultMessage: 'Phone number', description: 'Form label: the courier’s phone' },
    trackingUrl: { id: 'admin.courier.trackingUrl', defaultMessage: 'Tracking link (optional)', description: 'Form label: the courier’s tracking link template' },
    active: { id: 'admin.courier.active', defaultMessage: 'Active: new parcels may be handed to it', description: 'Checkbox of the courier form' },
    activeBadge: { id: 'admin.courier.activeBadge', defaultMessage: 'Active', description: 'Badge: the courier takes new parcels' },
    inactiveBadge: { id: 'admin.courier.inactiveBadge', defaultMessage: 'Inactive', description: 'Badge: the courier takes no new parcels' },
    noLink: { id: 'admin.courier.noLink', defaultMessage: 'No tracking link', description: 'The courier has no tracking link template' },
    linkLabel: { id: 'admin.courier.linkLabel', defaultMessage: 'Tracking link', description: 'Label of a courier’s link template on its card' },
    edit: { id: 'admin.courier.edit', defaultMessage: 'Edit', description: 'Button that opens a courier’s edit form' },
    deactivate: { id: 'admin.courier.deactivate', defaultMessage: 'Deactivate', description: 'Button: stop handing new parcels to the courier' },
    activate: { id: 'admin.courier.activate', defaultMessage: 'Activate', description: 'Button: hand new parcels to the courier again' },
    create: { id: 'admin.courier.create', defaultMessage: 'Create', description: 'Submit button of the courier create form' },
    save: { id: 'admin.courier.save', defaultMessage: 'Save', description: 'Submit button of the courier edit form' },
    created: { id: 'admin.courier.created', defaultMessage: 'Courier added', description: 'Toast after adding a courier' },
    nameRule: { id: 'admin.courierRule.name', defaultMessage: 'Write the name (100 characters at most)', description: 'The courier name is empty or too long' },
    phoneRule: {
      id: 'admin.courierRule.phone',
      defaultMessage: '5 to 30 characters: digits, spaces, + and -',
      description: 'The courier phone is not valid',
    },
    // Approve dialog
    approveTitle: { id: 'admin.shipApprove.title', defaultMessage: 'Put the parcel on the way', description: 'Title of the shipping approve dialog' },
    courier: { id: 'admin.shipApprove.courier', defaultMessage: 'Courier', description: 'Label of the courier select' },
    shopDelivers: { id: 'admin.shipApprove.shopDelivers', defaultMessage: 'Shop delivers itself', description: 'First option of the courier select: no courier' },
    trackingNumber: { id: 'admin.shipApprove.trackingNumber', defaultMessage: 'Tracking number (optional)', description: 'Label of the tracking number field' },
    trackingNeedsCourier: {
      id: 'admin.shipApprove.needsCourier',
      defaultMessage: 'Choose a courier to add a tracking number.',
      description: 'Hint under the disabled tracking number field',
    },
    trackingRule: {
      id: 'admin.shipApprove.trackingRule',
      defaultMessage: 'Up to 60 letters, digits, spaces and - _ . /',
      description: 'The tracking number is not valid',
    },
    noCouriers: {
      id: 'admin.shipApprove.noCouriers',
      defaultMessage: 'The shop has no active couriers, so it delivers this parcel itself.',
      description: 'The approve dialog when there is no courier to choose',
    },
    addCouriers: { id: 'admin.shipApprove.addCouriers', defaultMessage: 'Add couriers', description: 'Link from the approve dialog to /admin/couriers' },
    approveButton: { id: 'admin.shipApprove.approve', defaultMessage: 'Approve', description: 'Submit button of the shipping approve dialog' },
  }),
  editOf: defineMessage<{ name: string }>({ id: 'admin.courier.editOf', defaultMessage: 'Edit {name}', description: 'Accessible name of a courier’s edit button and form' }),
  deactivateOf: defineMessage<{ name: string }>({ id: 'admin.courier.deactivateOf', defaultMessage: 'Deactivate {name}', description: 'Accessible name of a deactivate button' }),
  activateOf: defineMessage<{ name: string }>({ id: 'admin.courier.activateOf', defaultMessage: 'Activate {name}', description: 'Accessible name of an activate button' }),
  saved: defineMessage<{ name: string }>({ id: 'admin.courier.saved', defaultMessage: '{name} saved', description: 'Toast after editing a courier' }),
  deactivated: defineMessage<{ name: string }>({
    id: 'admin.courier.deactivated',
    defaultMessage: '{name} takes no new parcels',
    description: 'Toast after deactivating a courier',
  }),
  activated: defineMessage<{ name: string }>({ id: 'admin.courier.activated', defaultMessage: '{name} takes new parcels again', description: 'Toast after activating a courier' }),
  trackingUrlHint: defineMessage<{ placeholder: string; example: string }>({
    id: 'admin.courier.trackingUrlHint',
    defaultMessage: 'An https link with {placeholder} where the tracking number goes, e.g. {example}',
    description: 'Hint under the tracking link field; placeholder is {tracking}, example a sample link',
  }),
  trackingUrlRule: defineMessage<{ placeholder: string }>({
    id: 'admin.courierRule.trackingUrl',
    defaultMessage: 'An https:// link with {placeholder} written once',
    description: 'The tracking link template is not valid; placeholder is {tracking}',
  }),
  approveAbout: defineMessage<{ id: string }>({
    id: 'admin.shipApprove.about',
    defaultMessage: 'Shipping order {id}: who carries it?',
    description: 'Text at the top of the approve dialog',
  }),
};
