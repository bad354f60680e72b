// GraphQL documents of the payment section: the payment methods and one method's merchant accounts.
import { graphql } from '@/gql';

export const PaymentMethodsQuery = graphql(`
  query CommercePaymentMethods {
    paymentMethods {
      id
      name
      logo
      kind
      codMaxTotal
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
