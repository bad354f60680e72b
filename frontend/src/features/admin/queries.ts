// GraphQL documents of the admin area (queues, reviews, ticket products, gifts, settings). `npm run codegen` types them (src/gql).
// Every queue is read network-first (another admin may have decided an item a moment ago) and
// refetched after every decision, so a decided item leaves the list.
import { graphql } from '@/gql';

export const AdminMeQuery = graphql(`
  query AdminMe {
    me {
      id
      name
      role
      permissions
    }
  }
`);

export const PendingOrdersQuery = graphql(`
  query AdminPendingOrders {
    pendingOrders {
      userId
      customerName
      customerPhone
      screenshotUrl
      flags {
        ...AdminPaymentFlag
      }
      receipt {
        ...AdminReceiptReading
      }
      order {
        orderId
        orderDate
        shippingAddress
        payment
        paymentKind
        totalPrice
        discount
        voucherCode
        orderItems {
          qty
          unitPrice
          product {
            name
            featureImage
            type
          }
          variant {
            id
            sku
            label
          }
        }
      }
    }
  }
`);

export const PendingShippingOrdersQuery = graphql(`
  query AdminPendingShippingOrders {
    pendingShippingOrders {
      userId
      customerName
      customerPhone
      screenshotUrl
      flags {
        ...AdminPaymentFlag
      }
      receipt {
        ...AdminReceiptReading
      }
      shippingOrder {
        id
        shippingOrderId
        shippingAddress
        shippingPrice
        codAmount
        payment
        orderDate
        orderItems {
          qty
          type
          product {
            name
            kg
            featureImage
          }
          variant {
            id
            sku
            label
          }
        }
      }
    }
  }
`);

export const ApproveOrderMutation = graphql(`
  mutation AdminApproveOrder($id: Int!) {
    approveOrder(id: $id)
  }
`);

export const CancelOrderMutation = graphql(`
  mutation AdminCancelOrder($id: Int!, $reason: String!) {
    cancelOrder(id: $id, reason: $reason)
  }
`);

/** On the way: with one of the shop's active couriers (null: the shop delivers itself) and its tracking number. */
export const ApproveShippingOrderMutation = graphql(`
  mutation AdminApproveShippingOrder($id: Int!, $courierId: Int, $trackingNumber: String) {
    approveShippingOrder(id: $id, courierId: $courierId, trackingNumber: $trackingNumber)
  }
`);

export const RejectShippingOrderMutation = graphql(`
  mutation AdminRejectShippingOrder($id: Int!, $reason: String!) {
    rejectShippingOrder(id: $id, reason: $reason)
  }
`);

// ---------- Lucky draw: ticket transfers and ticket products ----------

/** Ticket purchases paid by transfer, waiting for an admin, oldest first. */
export const PendingTicketPaymentsQuery = graphql(`
  query AdminPendingTicketPayments {
    pendingTicketPayments {
      id
      luckyDrawId
      batch
      productName
      ticketCount
      tickets
      amountMmk
      paymentMethodName
      screenshotUrl
      flags {
        ...AdminPaymentFlag
      }
      receipt {
        ...AdminReceiptReading
      }
      customerName
      customerPhone
      createdAt
    }
  }
`);

export const ApproveTicketPaymentMutation = graphql(`
  mutation AdminApproveTicketPayment($id: Int!) {
    approveTicketPayment(id: $id)
  }
`);

export const RejectTicketPaymentMutation = graphql(`
  mutation AdminRejectTicketPayment($id: Int!, $reason: String!) {
    rejectTicketPayment(id: $id, reason: $reason)
  }
`);

/**
 * Every ticket product, hidden ones included, newest first: `ticket` is the count for the batches
 * to come, `batchTicket` and `sold` those of the current batch.
 */
export const AdminTicketProductsQuery = graphql(`
  query AdminTicketProducts {
    adminTicketProducts {
      id
      productId
      name
      ticket
      costTokenPoint
      label
      labelMm
      labelCh
      hidden
      batch
      batchTicket
      sold
      endsAt
      minTickets
    }
  }
`);

/** Catalogue prizes, offered as suggestions for a new ticket product's product id. */
export const AdminPrizeProductsQuery = graphql(`
  query AdminPrizeProducts {
    products(types: [PRIZE], perPage: 100) {
      data {
        id
        name
      }
    }
  }
`);

export const CreateTicketProductMutation = graphql(`
  mutation AdminCreateTicketProduct($input: TicketProductInput!) {
    createTicketProduct(input: $input)
  }
`);

export const UpdateTicketProductMutation = graphql(`
  mutation AdminUpdateTicketProduct($id: Int!, $input: TicketProductUpdate!) {
    updateTicketProduct(id: $id, input: $input)
  }
`);

// ---------- Rewards: daily sign-in recoveries, referral gifts, settings ----------

/** Recovery fees for missed daily sign-in days, waiting for an admin, oldest first. */
export const PendingRecoveriesQuery = graphql(`
  query AdminPendingRecoveries {
    pendingRecoveries {
      id
      userId
      customerName
      customerPhone
      missedDays
      feeMmk
      payment
      screenshotUrl
      flags {
        ...AdminPaymentFlag
      }
      receipt {
        ...AdminReceiptReading
      }
      createdAt
    }
  }
`);

export const ApproveRecoveryMutation = graphql(`
  mutation AdminApproveRecovery($id: Int!) {
    approveRecovery(id: $id)
  }
`);

export const RejectRecoveryMutation = graphql(`
  mutation AdminRejectRecovery($id: Int!, $reason: String!) {
    rejectRecovery(id: $id, reason: $reason)
  }
`);

/** Every referral gift, hidden ones included, newest first, with every language as typed. */
export const AdminGiftsQuery = graphql(`
  query AdminGifts {
    adminProducts(types: [REFERRAL_GIFT]) {
      id
      type
      categoryId
      slug
      name {
        en
        mm
        ch
      }
      description {
        en
        mm
        ch
      }
      actualPrice
      weightKg
      inStock
      tokenReward
      referralPoint
      hidden
      featureImage
    }
  }
`);

/** The categories a gift can be listed in. */
export const AdminCategoriesQuery = graphql(`
  query AdminCategories {
    categories {
      id
      name
    }
  }
`);

export const CreateGiftMutation = graphql(`
  mutation AdminCreateGift($input: ProductInput!, $featureImage: Upload) {
    createProduct(input: $input, featureImage: $featureImage)
  }
`);

export const UpdateGiftMutation = graphql(`
  mutation AdminUpdateGift($id: Int!, $input: ProductInput!, $featureImage: Upload) {
    updateProduct(id: $id, input: $input, featureImage: $featureImage)
  }
`);

export const SetProductHiddenMutation = graphql(`
  mutation AdminSetProductHidden($id: Int!, $hidden: Boolean!) {
    setProductHidden(id: $id, hidden: $hidden)
  }
`);

/** The reward and lucky-draw rules the settings screen edits (read, and answered by a save). */
export const AdminRewardSettingsFragment = graphql(`
  fragment AdminRewardSettings on SiteSettings {
    dailyPoint
    dailyRewardPoint
    rewards {
      referralPointsPerSignup
      recoveryFeeMmk
      tokensPer10000Mmk
      tokenPriceMmk
      drawDelayMinutes
      ticketHoldPercent
      ticketHoldMinutes
    }
  }
`);

export const AdminSettingsQuery = graphql(`
  query AdminSettings {
    settings {
      ...AdminRewardSettings
    }
  }
`);

export const UpdateSettingsMutation = graphql(`
  mutation AdminUpdateSettings($input: SettingsInput!) {
    updateSettings(input: $input) {
      ...AdminRewardSettings
    }
  }
`);

// ---------- Reviews: app reviews waiting for moderation ----------

/**
 * App reviews waiting for an admin, oldest first: the review as shoppers would see it (the
 * comment is plain text; `files` are the 800 px images, `thumbs` the 320 px ones) with the
 * author's user id and phone.
 */
export const PendingReviewsQuery = graphql(`
  query AdminPendingReviews {
    pendingReviews {
      userId
      customerPhone
      review {
        id
        userName
        userImage
        rating
        comment
        files
        thumbs
        status
        createdAt
      }
    }
  }
`);

export const ApproveReviewMutation = graphql(`
  mutation AdminApproveReview($id: Int!) {
    approveReview(id: $id)
  }
`);

export const RejectReviewMutation = graphql(`
  mutation AdminRejectReview($id: Int!, $reason: String!) {
    rejectReview(id: $id, reason: $reason)
  }
`);

/**
 * A queue changed (something new to decide, or another admin decided): `queue` is order,
 * shipping_order, ticket_purchase, daily_recovery or app_review; `resync` (queue 'resync') means
 * events were missed and every queue should be refetched.
 */
export const AdminQueueEventsSubscription = graphql(`
  subscription AdminQueueEvents {
    adminQueueEvents {
      queue
      resync
    }
  }
`);
