// GraphQL of the webhooks page (/admin/webhooks, issue 41): the owner's endpoints, a new one,
// pause / resume, delete, and each endpoint's delivery log with Resend.
import { graphql } from '@/gql';

export const AdminWebhooksQuery = graphql(`
  query AdminWebhooks {
    adminWebhooks {
      id
      url
      description
      events
      paused
      secretHint
      pendingDeliveries
      failedDeliveries
      createdAt
    }
  }
`);

export const WebhookDeliveriesQuery = graphql(`
  query AdminWebhookDeliveries($endpointId: Int!, $page: Int) {
    webhookDeliveries(endpointId: $endpointId, page: $page) {
      data {
        id
        eventId
        eventType
        status
        attempts
        lastAttemptAt
        lastResponseCode
        lastError
        nextAttemptAt
      }
      meta {
        total
        currentPage
        lastPage
      }
    }
  }
`);

export const CreateWebhookMutation = graphql(`
  mutation AdminCreateWebhook($input: WebhookInput!) {
    createWebhook(input: $input)
  }
`);

export const SetWebhookPausedMutation = graphql(`
  mutation AdminSetWebhookPaused($id: Int!, $paused: Boolean!) {
    setWebhookPaused(id: $id, paused: $paused)
  }
`);

export const DeleteWebhookMutation = graphql(`
  mutation AdminDeleteWebhook($id: Int!) {
    deleteWebhook(id: $id)
  }
`);

export const ResendWebhookDeliveryMutation = graphql(`
  mutation AdminResendWebhookDelivery($id: Int!) {
    resendWebhookDelivery(id: $id)
  }
`);
