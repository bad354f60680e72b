// Webhooks in the admin area (issue 41): /admin/webhooks lists each endpoint with its state, its
// events by wire name, the secret's hint and its waiting and failed deliveries; the delivery log
// shows each try's status and last answer with Resend; the new endpoint form checks its rules
// first and shows the server's refusals beside their fields.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { withAdminSessionAndScreenshots } from '@/test/admin-session';
import { renderWithProviders } from '@/test/render-with-providers';
import { AdminWebhooksQuery, CreateWebhookMutation, ResendWebhookDeliveryMutation, WebhookDeliveriesQuery } from './queries';
import { webhookProblems } from './webhook-form';
import WebhooksPage from './webhooks-page';

withAdminSessionAndScreenshots();

const endpoint = {
  id: 3,
  url: 'https://courier.example.com/hooks/mall',
  description: 'Courier system',
  events: ['ORDER_PAID', 'SHIPPING_RECEIVED'],
  paused: false,
  secretHint: '…k9Zq',
  pendingDeliveries: 1,
  failedDeliveries: 1,
  createdAt: '2026-11-20T04:30:00Z',
};
const list = (items: unknown[]) => ({ request: { query: AdminWebhooksQuery }, result: { data: { adminWebhooks: items } }, maxUsageCount: 5 });
const delivery = (id: number, status: string, over: Record<string, unknown> = {}) => ({
  id,
  eventId: `e${id}`.padEnd(32, '0'),
  eventType: 'order.paid',
  status,
  attempts: 3,
  lastAttemptAt: '2026-11-21T04:30:00Z',
  lastResponseCode: 500,
  lastError: 'HTTP 500',
  nextAttemptAt: null,
  ...over,
});

describe('WebhooksPage', () => {
  it('lists an endpoint, opens its delivery log and resends a failed delivery', async () => {
    const resend = vi.fn(() => ({ data: { resendWebhookDelivery: true } }));
    renderWithProviders(<WebhooksPage />, {
      url: '/admin/webhooks',
      mocks: [
        list([endpoint]),
        {
          request: { query: WebhookDeliveriesQuery, variables: { endpointId: 3, page: 1 } },
          result: { data: { webhookDeliveries: { data: [delivery(9, 'FAILED'), delivery(8, 'DELIVERED', { lastResponseCode: 200, attempts: 1 })], meta: { total: 2, currentPage: 1, lastPage: 1 } } } },
        },
        { request: { query: ResendWebhookDeliveryMutation, variables: { id: 9 } }, result: resend },
      ],
    });
    const card = await screen.findByTestId('webhook-3');
    expect(within(card).getByRole('heading', { name: endpoint.url })).toBeTruthy();
    expect(within(card).getByTestId('webhook-state').textContent).toBe('Active');
    expect(card.textContent).toContain('order.paid');
    expect(card.textContent).toContain('shipping.received');
    expect(card.textContent).toContain('…k9Zq');
    fireEvent.click(within(card).getByRole('button', { name: 'Delivery log' }));
    const log = await within(card).findByTestId('webhook-log');
    const rows = within(log).getAllByRole('listitem');
    expect(rows[0].textContent).toContain('Failed');
    expect(rows[0].textContent).toContain('3 tries, last answer 500');
    expect(rows[1].textContent).toContain('Delivered');
    expect(within(rows[1]).queryByRole('button', { name: 'Resend' })).toBeNull();
    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(resend).toHaveBeenCalledTimes(1));
  });

  it('checks the form’s rules, then shows the server’s refusal beside the address', async () => {
    const input = { url: 'https://10.0.0.5/hook', secret: 'a-long-enough-secret', events: ['ORDER_PAID'], description: null };
    renderWithProviders(<WebhooksPage />, {
      url: '/admin/webhooks',
      mocks: [
        list([]),
        {
          request: { query: CreateWebhookMutation, variables: { input } },
          result: { errors: [new GraphQLError('Validation failed', { extensions: { code: 'VALIDATION', errors: { url: ['This address is not on the public internet.'] } } })] },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New endpoint' }));
    const form = screen.getByRole('form', { name: 'New endpoint' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(within(form).getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Enter an https address',
      'Use 16 to 200 characters without spaces',
      'Choose at least one event',
    ]);
    fireEvent.change(within(form).getByLabelText('Address (https)'), { target: { value: input.url } });
    fireEvent.change(within(form).getByLabelText('Secret'), { target: { value: input.secret } });
    fireEvent.click(within(form).getByLabelText('order.paid'));
    fireEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('This address is not on the public internet.');
    expect(within(form).getByLabelText('Address (https)').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('webhookProblems', () => {
  it('mirrors the server: https only, a secret of 16 to 200 characters without spaces, an event', () => {
    expect(webhookProblems('https://a.example/h', 'x'.repeat(16), ['ORDER_PAID'])).toEqual({});
    expect(webhookProblems('http://a.example/h', 'x'.repeat(16), ['ORDER_PAID'])).toEqual({ url: 'urlRule' });
    expect(webhookProblems('https://a.example/h', 'short', ['ORDER_PAID'])).toEqual({ secret: 'secretRule' });
    expect(webhookProblems('https://a.example/h', 'has a space in it!', ['ORDER_PAID'])).toEqual({ secret: 'secretRule' });
    expect(webhookProblems('https://a.example/h', 'x'.repeat(201), [])).toEqual({ secret: 'secretRule', events: 'eventsRule' });
  });
});
