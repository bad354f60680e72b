// Ticket products (/admin/ticket-products): the list with the open batch, an inline edit that sends
// only what changed (a new ticket count waits for the next batch), and a create form whose rules
// are checked before anything is sent.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import TicketProductsPage from './pages/ticket-products-page';
import { AdminPrizeProductsQuery, AdminTicketProductsQuery, CreateTicketProductMutation, UpdateTicketProductMutation } from './queries';
import { changedFields, createTicketProductSchema, editTicketProductSchema } from './ticket-product-rules';

const row = (id: number, overrides = {}) => ({
  id,
  productId: 60 + id,
  name: `Prize ${id}`,
  category: 'Bikes & Outdoor',
  featureImage: null,
  ticket: 20,
  remainingTickets: 17,
  costTokenPoint: 1,
  label: 'Quick draw',
  batch: 2,
  ...overrides,
});

const list = (rows: ReturnType<typeof row>[]) => ({
  request: { query: AdminTicketProductsQuery, variables: { page: 1, perPage: 50 } },
  result: { data: { ticketProducts: { data: rows, meta: { total: rows.length, perPage: 50, currentPage: 1, lastPage: 1 } } } },
});

const prizes = { request: { query: AdminPrizeProductsQuery }, result: { data: { products: { data: [{ id: 65, name: 'Carbon Road Bike' }] } } } };

describe('TicketProductsPage', () => {
  it('shows the open batch and saves only the changed fields', async () => {
    const update = vi.fn(() => ({ data: { updateTicketProduct: true } }));
    renderWithProviders(<TicketProductsPage />, {
      mocks: [
        list([row(4)]),
        { request: { query: UpdateTicketProductMutation, variables: { id: 4, input: { costTokenPoint: 2, ticket: 30 } } }, result: update },
        list([row(4, { costTokenPoint: 2 })]),
      ],
    });
    const card = await screen.findByTestId('ticket-product-4');
    expect(card.textContent).toContain('Batch 2');
    expect(card.textContent).toContain('17 of 20 left');
    expect(card.textContent).toContain('1 token a ticket');
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
  });

  it('creates a ticket product after checking the fields', async () => {
    const create = vi.fn(() => ({ data: { createTicketProduct: 9 } }));
    renderWithProviders(<TicketProductsPage />, {
      mocks: [
        list([]),
        prizes,
        { request: { query: CreateTicketProductMutation, variables: { input: { productId: 65, ticket: 10, costTokenPoint: 3, label: 'Fast' } } }, result: create },
        list([row(9, { ticket: 10, remainingTickets: 10, costTokenPoint: 3, label: 'Fast', batch: 1 })]),
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
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Ticket product created')).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('ticket-product-9')).toBeTruthy();
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
