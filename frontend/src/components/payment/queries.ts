// GraphQL documents of the payment section: the payment methods, one method's merchant accounts,
// and the QR code of the payment about to be made.
import { graphql } from '@/gql';

export const PaymentMethodsQuery = graphql(`
  query CommercePaymentMethods {
    paymentMethods {
      id
      name
      logo
      kind
      codMaxTotal
      hasQr
    }
  }
`);

export const PaymentMethodQuery = graphql(`
  query CommercePaymentMethod($id: Int!) {
    paymentMethod(id: $id) {
      id
      name
      logo
      paymentNumbers {
        accountName
        accountNumber
      }
    }
  }
`);

export const CreatePaymentQrMutation = graphql(`
  mutation PaymentCreateQr($kind: PaymentKind!, $paymentId: Int!, $amountMmk: Int!) {
    createPaymentQr(kind: $kind, paymentId: $paymentId, amountMmk: $amountMmk) {
      png
      amountMmk
      reference
    }
  }
`);
