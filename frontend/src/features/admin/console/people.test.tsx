// People (/admin/users and /admin/users/:id): the search (on Search and after typing stops), the
// server's pages, the rows with balances and badges; a person's page with orders and both ledgers
// (each paged), the balance change form (rules beside the fields, the server's field messages,
// the toast with the new balance) and the role picker / block behind a confirmation, each shown
// only to a role that may use it (issue 41).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { AdminMeQuery } from '../queries';
import { AdminUserDetailQuery, AdminUsersQuery, GrantReferralPointsMutation, GrantTokensMutation, SetUserBlockedMutation, SetUserRoleMutation } from './queries';
import UserPage from './user-page';
import UsersPage, { SEARCH_DEBOUNCE_MS } from './users-page';

const person = (id: number, over: Record<string, unknown> = {}) => ({
  __typename: 'AdminUser',
  id,
  name: `Shopper ${id}`,
  phone: `0979000${String(id).padStart(4, '0')}`,
  isAdmin: false,
  role: 'CUSTOMER',
  blocked: false,
  tokenPoint: 100,
  referralPoint: 2,
  createdAt: '2026-11-20T04:30:00Z',
  ...over,
});
const meta = (currentPage: number, lastPage: number, total: number) => ({ __typename: 'PageMeta', total, perPage: 20, currentPage, lastPage });

const usersMock = (variables: Record<string, unknown>, people: ReturnType<typeof person>[], page = meta(1, 1, people.length)) => ({
  request: { query: AdminUsersQuery, variables: { limit: 20, page: 1, ...variables } },
  result: { data: { adminUsers: { __typename: 'AdminUserPage', data: people, meta: page } } },
});

describe('UsersPage', () => {
  it('lists people with balances and badges, searches by phone and pages on the server', async () => {
    renderWithProviders(<UsersPage />, {
      url: '/admin/users',
      addTypename: true,
      mocks: [
        usersMock({}, [person(1), person(2, { isAdmin: true }), person(3, { blocked: true, tokenPoint: 1, referralPoint: 0 })], meta(1, 2, 23)),
        usersMock({ page: 2 }, [person(21)], meta(2, 2, 23)),
        usersMock({ search: '0979000000' }, [person(4)]),
      ],
    });
    const first = await screen.findByTestId('user-row-1');
    expect(first.textContent).toContain('Shopper 1');
    expect(first.textContent).toContain('09790000001');
    expect(first.textContent).toContain('100 tokens');
    expect(first.textContent).toContain('2 referral points');
    expect(first.getAttribute('href')).toBe('/admin/users/1');
    expect(within(first).queryByTestId('admin-badge')).toBeNull();
    expect(within(screen.getByTestId('user-row-2')).getByTestId('admin-badge').textContent).toBe('Admin');
    const blocked = screen.getByTestId('user-row-3');
    expect(within(blocked).getByTestId('blocked-badge').textContent).toBe('Blocked');
    expect(blocked.textContent).toContain('1 token');
    expect(blocked.textContent).toContain('0 referral points');
    expect(screen.getByText('23 people')).toBeTruthy();

    const pager = screen.getByRole('navigation', { name: 'Pages of Users' });
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy();
    expect((within(pager).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('user-row-21')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/users?page=2');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Phone or name' }), { target: { value: ' 0979000000 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByTestId('user-row-4')).toBeTruthy();
    // A new search starts from its first page.
    expect(screen.getByTestId('location').textContent).toBe('/admin/users?q=0979000000');
    expect(screen.queryByRole('navigation', { name: 'Pages of Users' })).toBeNull();
  });

  it('searches by itself once typing stops', async () => {
    renderWithProviders(<UsersPage />, {
      url: '/admin/users',
      addTypename: true,
      mocks: [usersMock({}, [person(1)]), usersMock({ search: 'Aye' }, [person(7, { name: 'Aye Aye' })])],
    });
    await screen.findByTestId('user-row-1');
    // The pause is counted on a fake clock: on a busy CI machine a real 500 ms timer plus the
    // answer once took longer than the wait for the row.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Phone or name' }), { target: { value: 'Aye' } });
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS / 2));
      expect(screen.getByTestId('location').textContent).toBe('/admin/users');
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS / 2));
      expect(await screen.findByTestId('user-row-7')).toBeTruthy();
      expect(screen.getByTestId('location').textContent).toBe('/admin/users?q=Aye');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when nobody matches, and when the list cannot be read', async () => {
    const { unmount } = renderWithProviders(<UsersPage />, { url: '/admin/users?q=nobody', addTypename: true, mocks: [usersMock({ search: 'nobody' }, [])] });
    expect(await screen.findByText('No one found')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Phone or name' }) as HTMLInputElement).value).toBe('nobody');
    unmount();
    renderWithProviders(<UsersPage />, {
      url: '/admin/users',
      addTypename: true,
      mocks: [{ request: { query: AdminUsersQuery, variables: { page: 1, limit: 20 } }, result: { errors: [new GraphQLError('Only admins can do this.')] } }],
    });
    expect(await screen.findByText('Could not load the people')).toBeTruthy();
    expect(screen.getByText('Only admins can do this.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

let entryId = 0;
const entry = (amount: number, balanceAfter: number, over: Record<string, unknown> = {}) => ({
  __typename: 'AdminLedgerEntry',
  id: (entryId += 1),
  date: '2026-11-24',
  time: '10:15',
  type: 'admin_grant',
  label: 'Given by the shop',
  amount,
  balanceAfter,
  reason: null as string | null,
  ...over,
});
const ledger = (entries: ReturnType<typeof entry>[], currentPage = 1, lastPage = 1) => ({
  __typename: 'AdminLedgerPage',
  data: entries,
  meta: meta(currentPage, lastPage, entries.length + (lastPage - 1) * 20),
});
const detail = (user = person(5), over: Record<string, unknown> = {}) => ({
  __typename: 'AdminUserDetail',
  user,
  orders: [
    { __typename: 'AdminUserOrder', id: 41, status: 'APPROVED', totalMmk: 125000, createdAt: '2026-11-22T08:00:00Z' },
    { __typename: 'AdminUserOrder', id: 42, status: 'PENDING', totalMmk: 5000, createdAt: '2026-11-23T08:00:00Z' },
  ],
  tokenLedger: ledger([entry(50, 100, { label: 'Token pack', type: 'purchase' }), entry(50, 50, { label: 'Token pack', type: 'purchase' })], 1, 2),
  referralLedger: ledger([entry(2, 2, { label: 'Friend signed up', type: 'referral_signup' })]),
  ...over,
});
const detailMock = (variables: Record<string, unknown>, value = detail()) => ({
  request: { query: AdminUserDetailQuery, variables: { id: 5, tokenPage: 1, referralPage: 1, ...variables } },
  result: { data: { adminUser: value } },
});

const OWNER = ['DASHBOARD', 'PAYMENTS', 'SHIPPING', 'CATALOG', 'PEOPLE_READ', 'PEOPLE_BLOCK', 'REVIEWS', 'GRANTS', 'ROLES', 'SETTINGS', 'AUDIT', 'REPORTS', 'WEBHOOKS'];

/** Who is looking: the owner by default (every action), or a staff role's permissions. */
const meMock = (permissions: string[] = OWNER) => ({
  request: { query: AdminMeQuery },
  result: { data: { me: { __typename: 'Profile', id: 1, name: 'Owner', role: 'ADMIN', permissions } } },
  maxUsageCount: 10,
});

function openPerson(mocks: unknown[], permissions?: string[]) {
  return renderWithProviders(<UserPage />, {
    url: '/admin/users/5',
    path: '/admin/users/:id',
    addTypename: true,
    appCache: true,
    mocks: [meMock(permissions), ...mocks] as never,
  });
}

describe('UserPage', () => {
  it('shows the person, their orders and both ledgers, each paged on its own', async () => {
    openPerson([
      detailMock({}),
      detailMock({ tokenPage: 2 }, detail(person(5), { tokenLedger: ledger([entry(-5, 0, { label: 'Tickets', type: 'ticket' })], 2, 2) })),
    ]);
    expect(await screen.findByRole('heading', { name: 'Shopper 5', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('user-tokens').textContent).toBe('100');
    expect(screen.getByTestId('user-referral-points').textContent).toBe('2');
    expect(screen.getByText('09790000005')).toBeTruthy();
    // The role in the facts (the owner's role picker has it as a choice too).
    expect(screen.getAllByText('Shopper').some((el) => el.tagName !== 'OPTION')).toBe(true);
    expect(screen.getByText('Active')).toBeTruthy();
    const orders = screen.getByTestId('user-orders');
    expect(orders.textContent).toContain('Order #41');
    expect(within(orders).getByRole('link', { name: 'Order #41' }).getAttribute('href')).toBe('/admin/orders/41');
    expect(orders.textContent).toContain('125,000 MMK');
    expect(orders.textContent).toContain('Approved');
    expect(orders.textContent).toContain('Payment to check');

    const tokens = screen.getByTestId('token-ledger');
    expect(within(tokens).getAllByTestId('ledger-amount').map((a) => a.textContent)).toEqual(['+50', '+50']);
    expect(tokens.textContent).toContain('Balance 100');
    const referral = screen.getByTestId('referral-ledger');
    expect(referral.textContent).toContain('Friend signed up');
    expect(within(referral).queryByRole('navigation')).toBeNull();

    fireEvent.click(within(tokens).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(screen.getByTestId('token-ledger')).getAllByTestId('ledger-amount').map((a) => a.textContent)).toEqual(['-5']));
    expect(screen.getByTestId('token-ledger').textContent).toContain('Page 2 of 2');
  });

  it('checks a balance change beside its fields, then grants and says the new balance', async () => {
    const grant = vi.fn(() => ({ data: { grantTokens: person(5, { tokenPoint: 125 }) } }));
    openPerson([
      detailMock({}),
      { request: { query: GrantTokensMutation, variables: { userId: 5, amount: 25, reason: 'Late parcel' } }, result: grant },
      detailMock({}, detail(person(5, { tokenPoint: 125 }), { tokenLedger: ledger([entry(25, 125, { reason: 'Late parcel' })]) })),
    ]);
    const form = await screen.findByRole('form', { name: 'Change a balance' });
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '0' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'ok' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the change' }));
    expect(await within(form).findByText('Enter a whole number other than 0')).toBeTruthy();
    expect(within(form).getByText('Write a reason of at least 3 characters')).toBeTruthy();
    expect(within(form).getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');
    expect(grant).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '25' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: ' Late parcel ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the change' }));
    expect(await screen.findByText('Shopper 5 now has 125 tokens')).toBeTruthy();
    expect(grant).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('token-ledger').textContent).toContain('Late parcel'));
    expect(screen.getByTestId('user-tokens').textContent).toBe('125');
    expect((within(form).getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('');
  });

  it('takes referral points, and shows the server’s refusal beside the amount', async () => {
    openPerson([
      detailMock({}),
      {
        request: { query: GrantReferralPointsMutation, variables: { userId: 5, amount: -9, reason: 'Duplicate account' } },
        result: {
          errors: [
            new GraphQLError('The balance cannot go below zero.', {
              extensions: { code: 'VALIDATION', errors: { amount: ['The balance cannot go below zero.'] } },
            }),
          ],
        },
      },
    ]);
    const form = await screen.findByRole('form', { name: 'Change a balance' });
    fireEvent.change(within(form).getByLabelText('Balance'), { target: { value: 'referral' } });
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '-9' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Duplicate account' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the change' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('The balance cannot go below zero.');
    expect(within(form).getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');
    expect((within(form).getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('Duplicate account');
  });

  it('blocks after a confirmation, and changes the role with the picker', async () => {
    const block = vi.fn(() => ({ data: { setUserBlocked: person(5, { blocked: true }) } }));
    const role = vi.fn(() => ({ data: { setUserRole: person(5, { blocked: true, role: 'SHIPPER' }) } }));
    openPerson([
      detailMock({}),
      { request: { query: SetUserBlockedMutation, variables: { userId: 5, blocked: true } }, result: block },
      { request: { query: SetUserRoleMutation, variables: { userId: 5, role: 'SHIPPER' } }, result: role },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const ask = screen.getByRole('alertdialog');
    expect(ask.textContent).toContain('Block Shopper 5?');
    expect(ask.textContent).toContain('They are signed out everywhere and cannot sign in until they are unblocked.');
    // Cancel changes nothing.
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(block).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Shopper 5 is blocked')).toBeTruthy();
    expect(block).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeTruthy();
    expect(screen.getAllByTestId('blocked-badge').length).toBeGreaterThan(0);

    const change = screen.getByRole('button', { name: 'Change role' }) as HTMLButtonElement;
    expect(change.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'SHIPPER' } });
    fireEvent.click(change);
    const confirm = screen.getByRole('alertdialog');
    expect(confirm.textContent).toContain("Change Shopper 5's role to Shipper?");
    fireEvent.click(within(confirm).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Shopper 5 is now Shipper')).toBeTruthy();
    expect(role).toHaveBeenCalledTimes(1);
    expect((await screen.findAllByTestId('role-badge'))[0].textContent).toBe('Shipper');
  });

  it('shows support the block button only: no balance change, no role picker', async () => {
    openPerson([detailMock({})], ['DASHBOARD', 'PEOPLE_READ', 'PEOPLE_BLOCK', 'REVIEWS']);
    expect(await screen.findByRole('button', { name: 'Block' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change role' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save the change' })).toBeNull();
  });

  it('shows the server’s refusal of a block', async () => {
    openPerson([
      detailMock({}),
      { request: { query: SetUserBlockedMutation, variables: { userId: 5, blocked: true } }, result: { errors: [new GraphQLError('You cannot block yourself.')] } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Block' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.getByRole('alertdialog').textContent).toContain('You cannot block yourself.'));
    expect(screen.getByRole('alertdialog').textContent).toContain('Could not save');
  });

  it('says when the person cannot be read', async () => {
    openPerson([{ request: { query: AdminUserDetailQuery, variables: { id: 5, tokenPage: 1, referralPage: 1 } }, result: { errors: [new GraphQLError('The user does not exist.')] } }]);
    expect(await screen.findByText('Could not load this person')).toBeTruthy();
    expect(screen.getByText('The user does not exist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All users' }).getAttribute('href')).toBe('/admin/users');
  });
});
