// GraphQL documents of the admin queues. `npm run codegen` types them (src/gql).
// Both queues are read network-first (another admin may have decided an item a moment ago) and
// refetched after every decision, so a decided item leaves the list.
import { graphql } from '@/gql';

export const AdminMeQuery = graphql(`
  query AdminMe {
    me {
      id
      name
      role
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
      order {
        orderId
        orderDate
        shippingAddress
        payment
        totalPrice
        orderItems {
          qty
          unitPrice
          product {
            name
            featureImage
            type
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
      shippingOrder {
        id
        shippingOrderId
        shippingAddress
        shippingPrice
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

export const ApproveShippingOrderMutation = graphql(`
  mutation AdminApproveShippingOrder($id: Int!) {
    approveShippingOrder(id: $id)
  }
`);

export const RejectShippingOrderMutation = graphql(`
  mutation AdminRejectShippingOrder($id: Int!, $reason: String!) {
    rejectShippingOrder(id: $id, reason: $reason)
  }
`);
