// GraphQL of the admin's returns queue (/admin/returns, issue 39): the returns waiting for a
// decision, and Approve (restock or not) / Reject (with a reason the shopper sees).
import { graphql } from '@/gql';

/** Returns waiting for an admin, oldest first, with the shopper, the lines and the amount due back. */
export const PendingReturnsQuery = graphql(`
  query AdminPendingReturns {
    pendingReturns {
      orderId
      userId
      customerName
      customerPhone
      amountMmk
      lines {
        orderItemId
        qty
        unitPrice
        product {
          name
          featureImage
        }
        variant {
          label
        }
      }
      orderReturn {
        id
        status
        reason
        reasonText
        comment
        orderItemIds
        photos
        createdAt
      }
    }
  }
`);

export const ApproveReturnMutation = graphql(`
  mutation AdminApproveReturn($id: Int!, $restock: Boolean) {
    approveReturn(id: $id, restock: $restock)
  }
`);

export const RejectReturnMutation = graphql(`
  mutation AdminRejectReturn($id: Int!, $reason: String!) {
    rejectReturn(id: $id, reason: $reason)
  }
`);
