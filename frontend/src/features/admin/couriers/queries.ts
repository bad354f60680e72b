// GraphQL of the couriers (/admin/couriers, issue 38) and of the shipping queue's approve dialog,
// which hands the parcel to one of them.
import { graphql } from '@/gql';

/** Every courier, active ones first (the server's order). */
export const AdminCouriersQuery = graphql(`
  query AdminCouriers {
    couriers {
      id
      name
      phone
      trackingUrl
      active
    }
  }
`);

export const CreateCourierMutation = graphql(`
  mutation AdminCreateCourier($input: CourierInput!) {
    createCourier(input: $input)
  }
`);

export const UpdateCourierMutation = graphql(`
  mutation AdminUpdateCourier($id: Int!, $input: CourierInput!) {
    updateCourier(id: $id, input: $input)
  }
`);
