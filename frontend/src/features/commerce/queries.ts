// GraphQL documents of the cart, checkout, orders and shipping screens. `npm run codegen` types
// them (src/gql). Cart mutations answer the cart, but a Cart has no id, so the screens refetch
// the cart (and the top bar's count, shell/queries.ts) by operation name after each change.
import { graphql } from '@/gql';

/** Operation names refetched after the cart changes. */
export const CART_REFETCH = ['CommerceCart', 'ShellCartCount'];

export const CommerceProductFragment = graphql(`
  fragment CommerceProduct on ProductSummary {
    id
    slug
    name
    type
    category
    featureImage
    actualPrice
    kg
    available
  }
`);

export const CartQuery = graphql(`
  query CommerceCart {
    cart {
      count
      total
      lines {
        id
        qty
        subtotal
        unitPrice
        regularPrice
        onSale
        saleEnded
        product {
          ...CommerceProduct
        }
        variant {
          id
          label
          price
          stock
        }
      }
    }
  }
`);

export const AddToCartMutation = graphql(`
  mutation CommerceAddToCart($input: CartItemInput!) {
    addToCart(input: $input) {
      count
    }
  }
`);

export const UpdateCartLineMutation = graphql(`
  mutation CommerceUpdateCartLine($input: CartItemInput!) {
    updateCartLine(input: $input) {
      count
    }
  }
`);

export const RemoveFromCartMutation = graphql(`
  mutation CommerceRemoveFromCart($cartLineIds: [Int!]) {
    removeFromCart(cartLineIds: $cartLineIds) {
      count
    }
  }
`);

/** Name, phone and address for the billing and shipping info. */
export const BillingInfoQuery = graphql(`
  query CommerceBillingInfo {
    me {
      id
      name
      phone
      address
      postalCode
      region {
        id
        name
      }
      township {
        id
        name
      }
    }
  }
`);

export const OrderFieldsFragment = graphql(`
  fragment CommerceOrder on Order {
    orderId
    discount
    voucherCode
    status
    statusMessage
    orderDate
    shippingAddress
    orderItems {
      product {
        ...CommerceProduct
      }
      qty
      unitPrice
      variant {
        id
        label
        price
        stock
      }
    }
    payment
    paymentKind
    totalPrice
    cancelReason
    cancellable
    refunds {
      id
      amount
      status
      method
      date
    }
    returns {
      id
      status
      reasonText
      rejectReason
    }
  }
`);

export const RequestReturnMutation = graphql(`
  mutation CommerceRequestReturn($input: ReturnInput!, $photos: [Upload!]) {
    requestReturn(input: $input, photos: $photos)
  }
`);

export const CancelMyOrderMutation = graphql(`
  mutation CommerceCancelMyOrder($orderId: Int!, $reason: OrderCancelReason!) {
    cancelMyOrder(orderId: $orderId, reason: $reason) {
      ...CommerceOrder
    }
  }
`);

export const PreviewVoucherQuery = graphql(`
  query CommercePreviewVoucher($code: String!, $cartLineIds: [Int!], $productId: Int, $variantId: Int, $qty: Int) {
    previewVoucher(code: $code, cartLineIds: $cartLineIds, productId: $productId, variantId: $variantId, qty: $qty) {
      code
      title
      subtotal
      discount
      total
    }
  }
`);

export const CheckoutMutation = graphql(`
  mutation CommerceCheckout($paymentId: Int, $paymentScreenshot: Upload, $paymentReference: String, $cartLineIds: [Int!], $voucherCode: String) {
    checkout(paymentId: $paymentId, paymentScreenshot: $paymentScreenshot, paymentReference: $paymentReference, cartLineIds: $cartLineIds, voucherCode: $voucherCode) {
      ...CommerceOrder
    }
  }
`);

export const BuyNowMutation = graphql(`
  mutation CommerceBuyNow($paymentId: Int, $paymentScreenshot: Upload, $paymentReference: String, $productId: Int, $qty: Int, $variantId: Int, $voucherCode: String) {
    buyNow(paymentId: $paymentId, paymentScreenshot: $paymentScreenshot, paymentReference: $paymentReference, productId: $productId, qty: $qty, variantId: $variantId, voucherCode: $voucherCode) {
      ...CommerceOrder
    }
  }
`);

export const MyOrdersQuery = graphql(`
  query CommerceMyOrders {
    myOrders {
      ...CommerceOrder
    }
  }
`);

export const ToShipItemsQuery = graphql(`
  query CommerceToShipItems {
    toShipItems {
      id
      qty
      type
      product {
        ...CommerceProduct
      }
      variant {
        id
        label
        price
        stock
      }
    }
  }
`);

export const ShippingPriceQuery = graphql(`
  query CommerceShippingPrice($orderItemIds: [Int!]!) {
    shippingPrice(orderItemIds: $orderItemIds)
  }
`);

export const ShippingOrderFieldsFragment = graphql(`
  fragment CommerceShippingOrder on ShippingOrder {
    id
    shippingOrderId
    orderId
    status
    shippingAddress
    shippingPrice
    payment
    orderDate
    receivedDate
    rejectReason
    courier
    courierPhone
    trackingNumber
    trackingUrl
    codAmount
    orderItems {
      id
      qty
      type
      status
      product {
        ...CommerceProduct
      }
        variant {
          id
          label
          price
          stock
        }
    }
  }
`);

export const CreateShippingOrderMutation = graphql(`
  mutation CommerceCreateShippingOrder($orderItemIds: [Int!]!, $paymentId: Int, $paymentScreenshot: Upload, $paymentReference: String) {
    createShippingOrder(orderItemIds: $orderItemIds, paymentId: $paymentId, paymentScreenshot: $paymentScreenshot, paymentReference: $paymentReference) {
      ...CommerceShippingOrder
    }
  }
`);

export const ShippingOrdersQuery = graphql(`
  query CommerceShippingOrders($status: ShippingStatus) {
    shippingOrders(status: $status) {
      id
      shippingOrderId
      status
      shippingOrderItems
      shippingPrice
      payment
      orderDate
      receivedDate
      courier
      codAmount
    }
  }
`);

export const ShippingOrderQuery = graphql(`
  query CommerceShippingOrderDetail($id: Int!) {
    shippingOrder(id: $id) {
      ...CommerceShippingOrder
    }
  }
`);

export const ConfirmReceivedMutation = graphql(`
  mutation CommerceConfirmReceived($id: Int!) {
    confirmReceived(id: $id)
  }
`);
