// GraphQL of the admin's order page (/admin/orders/:id) with its Refund dialog, and of the refunds
// page (/admin/refunds) with Mark as sent (issue 39).
import { graphql } from '@/gql';

/** One order with its shopper, lines (where each one is), refunds and what can still be refunded. */
export const AdminOrderQuery = graphql(`
  query AdminOrder($id: Int!) {
    adminOrder(id: $id) {
      id
      status
      payment
      paymentKind
      totalMmk
      discount
      voucherCode
      createdAt
      shippingAddress
      cancelReason
      userId
      customerName
      customerPhone
      refundableMmk
      lines {
        orderItemId
        productId
        productName
        variantLabel
        qty
        unitPrice
        state
        refundable
      }
      refunds {
        id
        amount
        reason
        status
        method
        date
      }
    }
  }
`);

export const RefundOrderMutation = graphql(`
  mutation AdminRefundOrder($input: RefundInput!, $screenshot: Upload) {
    refundOrder(input: $input, screenshot: $screenshot)
  }
`);

/** Due refunds first (oldest first), then the latest sent. */
export const AdminRefundsQuery = graphql(`
  query AdminRefunds($status: RefundStatus) {
    adminRefunds(status: $status) {
      id
      userId
      customerName
      customerPhone
      kind
      subjectId
      amountMmk
      reason
      status
      method
      screenshotUrl
      createdAt
      refundedAt
    }
  }
`);

export const SettleRefundMutation = graphql(`
  mutation AdminSettleRefund($id: Int!, $method: String!, $screenshot: Upload) {
    settleRefund(id: $id, method: $method, screenshot: $screenshot)
  }
`);
