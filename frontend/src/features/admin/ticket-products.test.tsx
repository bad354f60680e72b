// Ticket products (/admin/ticket-products): every product, hidden ones included (marked, and shown
// again in one click), with the current batch (sold / its size) and the count of the batches to
// come; an inline edit that sends only what changed (a new ticket count waits for the next batch),
// and a create form whose rules are checked before anything is sent.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import TicketProductsPage from './pages/ticket-products-page';
import { AdminPrizeProductsQuery, AdminTicketProductsQuery, CreateTicketProductMutation, UpdateTicketProductMutation } from './queries';
import { changedFields, createTicketProductSchema, editTicketProductSchema } from './ticket-product-rules';

const row = (id: number, overrides = {}) => ({
  id,
  productId: 60 + id,
  name: `Prize ${id}`,
  ticket: 20,
  costTokenPoint: 1,
  label: 'Quick draw',
  labelMm: null as string | null,
  labelCh: null as string | null,
  hidden: false,
  batch: 2,
  batchTicket: 20,
  sold: 3,
  ...overrides,
});

const list = (rows: ReturnType<typeof row>[]) => ({
  request: { query: AdminTicketProductsQuery },
  result: { data: { adminTicketProducts: rows } },
});

const prizes = { request: { query: AdminPrizeProductsQuery }, result: { data: { products: { data: [{ id: 65, name: 'Carbon Road Bike' }] } } } };

describe('TicketProductsPage', () => {
  it('shows the current batch and the next batches, and saves only the changed fields', async () => {
    const update = vi.fn(() => ({ data: { updateTicketProduct: true } }));
    renderWithProviders(<TicketProductsPage />, {
      mocks: [
        list([row(4)]),
        { request: { query: UpdateTicketProductMutation, variables: { id: 4, input: { costTokenPoint: 2, ticket: 30 } } }, result: update },
        list([row(4, { costTokenPoint: 2, ticket: 30 })]),
      ],
    });
    expect(screen.getByText('Products raffled in batches. Hidden ones are not in the shop.')).toBeTruthy();
    const card = await screen.findByTestId('ticket-product-4');
    expect(card.textContent).toContain('Batch 2: 3/20 sold');
    expect(card.textContent).toContain('20 tickets a batch');
    expect(card.textContent).toContain('1 token a ticket');
    expect(within(card).queryByTestId('hidden-tag')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Show Prize 4 in the shop' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Edit Prize 4' }));
    const form = within(card).getByRole('form', { name: 'Edit Prize 4' });
    expect(within(form).getByText('A new number applies from the next batch; the open batch keeps its count.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Tickets per batch'), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter a whole number of tickets from 1 to 100,000')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Tickets per batch'), { target: { value: '30' } });
    fireEvent.change(within(form).getByLabelText('Tokens per ticket'), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Prize 4 saved')).toBeTruthy();
    expect(update).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('ticket-product-4').textContent).toContain('2 tokens a ticket'));
    // The open batch keeps its size; the new count is for the batches to come.
    expect(screen.getByTestId('ticket-product-4').textContent).toContain('Batch 2: 3/20 sold');
    expect(screen.getByTestId('ticket-product-4').textContent).toContain('30 tickets a batch');
  });

  it('lists a hidden product, marked, and shows it in the shop again', async () => {
    const unhide = vi.fn(() => ({ data: { updateTicketProduct: true } }));
    renderWithProviders(<TicketProductsPage />, {
      mocks: [
        list([row(5), row(4, { hidden: true, batch: 3, batchTicket: 10, sold: 0, ticket: 12 })]),
        { request: { query: UpdateTicketProductMutation, variables: { id: 4, input: { hidden: false } } }, result: unhide },
        list([row(5), row(4, { batch: 3, batchTicket: 10, sold: 0, ticket: 12 })]),
      ],
    });
    const card = await screen.findByTestId('ticket-product-4');
    expect(within(card).getByTestId('hidden-tag').textContent).toBe('Hidden');
    expect(card.textContent).toContain('Batch 3: 0/10 sold');
    expect(card.textContent).toContain('12 tickets a batch');
    expect(within(screen.getByTestId('ticket-product-5')).queryByTestId('hidden-tag')).toBeNull();
    // The edit form starts from the product's own state.
    fireEvent.click(within(card).getByRole('button', { name: 'Edit Prize 4' }));
    expect((within(card).getByLabelText('Hidden from the shop') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Show Prize 4 in the shop' }));
    expect(await screen.findByText('Prize 4 is in the shop again')).toBeTruthy();
    expect(unhide).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(screen.getByTestId('ticket-product-4')).queryByTestId('hidden-tag')).toBeNull());
    expect(within(screen.getByTestId('ticket-product-4')).queryByRole('button', { name: 'Show Prize 4 in the shop' })).toBeNull();
  });

  it('shows a server refusal of the unhide on the card', async () => {
    renderWithProviders(<TicketProductsPage />, {
      mocks: [
        list([row(4, { hidden: true })]),
        { request: { query: UpdateTicketProductMutation, variables: { id: 4, input: { hidden: false } } }, result: { errors: [new GraphQLError('This ticket product was not found.')] } },
      ],
    });
    const card = await screen.findByTestId('ticket-product-4');
    fireEvent.click(within(card).getByRole('button', { name: 'Show Prize 4 in the shop' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('This ticket product was not found.');
    expect(within(card).getByTestId('hidden-tag')).toBeTruthy();
  });

  it('creates a ticket product after checking the fields', async () => {
    const create = vi.fn(() => ({ data: { createTicketProduct: 9 } }));
    renderWithProviders(<TicketProductsPage />, {
      mocks: [
        list([]),
        prizes,
        { request: { query: CreateTicketProductMutation, variables: { input: { productId: 65, ticket: 10, costTokenPoint: 3, label: 'Fast', labelMm: 'မြန်', labelCh: '' } } }, result: create },
        list([row(9, { ticket: 10, batchTicket: 10, sold: 0, costTokenPoint: 3, label: 'Fast', labelMm: 'မြန်', batch: 1 })]),
      ],
    });
    expect(await screen.findByText('No ticket products yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New ticket product' }));
    const form = screen.getByRole('form', { name: 'New ticket product' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('Enter the catalogue product id')).toBeTruthy();
    expect(within(form).getByText('Enter a whole number of tickets from 1 to 100,000')).toBeTruthy();
    expect(within(form).getByText('Enter a whole number of tokens, 1 or more')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Catalogue product id'), { target: { value: '65' } });
    fireEvent.change(within(form).getByLabelText('Tickets per batch'), { target: { value: '10' } });
    fireEvent.change(within(form).getByLabelText('Tokens per ticket'), { target: { value: '3' } });
    fireEvent.change(within(form).getByLabelText('Label'), { target: { value: ' Fast ' } });
    fireEvent.change(within(form).getByLabelText('Label in Burmese'), { target: { value: 'မြန်' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Ticket product created')).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(1);
    expect((await screen.findByTestId('ticket-product-9')).textContent).toContain('Batch 1: 0/10 sold');
  });
});

describe('ticket product rules', () => {
  it('takes whole numbers in range and a short label', () => {
    expect(editTicketProductSchema.safeParse({ costTokenPoint: 1, label: 'Hot', ticket: 100_000, hidden: false }).success).toBe(true);
    expect(editTicketProductSchema.safeParse({ costTokenPoint: 0, label: '', ticket: 10, hidden: false }).success).toBe(false);
    expect(editTicketProductSchema.safeParse({ costTokenPoint: 1.5, label: '', ticket: 10, hidden: false }).success).toBe(false);
    expect(editTicketProductSchema.safeParse({ costTokenPoint: 1, label: '', ticket: 100_001, hidden: false }).success).toBe(false);
    expect(editTicketProductSchema.safeParse({ costTokenPoint: 1, label: 'x'.repeat(41), ticket: 10, hidden: false }).success).toBe(false);
    expect(createTicketProductSchema.safeParse({ productId: Number.NaN, ticket: 10, costTokenPoint: 1, label: '' }).success).toBe(false);
  });

  it('keeps only the changed fields', () => {
    expect(changedFields({ a: 1, b: 'x', c: true }, { b: true })).toEqual({ b: 'x' });
    expect(changedFields({ a: 1 }, {})).toEqual({});
  });
});
