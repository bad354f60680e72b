// Waybills and scan to dispatch (issue 38): /admin/waybills renders a label for each parcel from
// the waybills query (the code large, a QR image whose alt is the code, items with their variant,
// cash on delivery only when there is something to collect) and Print calls window.print();
// /admin/scan hands a typed code over (the server's answer, or its refusal, in the live region)
// and says so when there is no camera. The repeat filter's own tests too.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { AdminWaybillsQuery, HandOverParcelMutation } from './queries';
import { repeatFilter } from './scan';
import ScanPage from './scan-page';
import WaybillsPage from './waybills-page';

const waybill = (code: string, over: Record<string, unknown> = {}) => ({
  code,
  recipientName: 'Aye Aye',
  recipientPhone: '09 777 111 222',
  collectMmk: 0,
  handedOverAt: null,
  shippingOrder: {
    id: 12,
    shippingAddress: 'No. 5, Pyay Road, Kamayut, Yangon',
    courier: 'Royal Express',
    trackingNumber: 'RY 2611/28',
    orderItems: [
      { id: 1, qty: 1, product: { name: 'Converse Chuck 70' }, variant: { label: '40 / Black', sku: 'CV-40-BLK' } },
      { id: 2, qty: 2, product: { name: 'Socks' }, variant: null },
    ],
  },
  ...over,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('WaybillsPage', () => {
  it('shows a label for each parcel and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderWithProviders(<WaybillsPage />, {
      mocks: [
        {
          request: { query: AdminWaybillsQuery, variables: { handedOver: false } },
          result: { data: { waybills: [waybill('SH000012'), waybill('SH000013', { collectMmk: 25000, shippingOrder: { ...waybill('x').shippingOrder, id: 13, courier: null, trackingNumber: null } })] } },
        },
      ],
    });
    const label = within(await screen.findByRole('article', { name: 'Waybill SH000012' }));
    expect(label.getByText('SH000012')).toBeTruthy();
    expect(label.getByText('Aye Aye')).toBeTruthy();
    expect(label.getByText('09 777 111 222')).toBeTruthy();
    expect(label.getByText('No. 5, Pyay Road, Kamayut, Yangon')).toBeTruthy();
    expect(label.getByText(/1 × Converse Chuck 70 \(40 \/ Black · CV-40-BLK\)/)).toBeTruthy();
    expect(label.getByText('2 × Socks')).toBeTruthy();
    expect(label.getByText('Royal Express')).toBeTruthy();
    expect(label.getByText('RY 2611/28')).toBeTruthy();
    expect(label.queryByText(/Cash on delivery/)).toBeNull();
    const qr = (await label.findByRole('img', { name: 'SH000012' })) as HTMLImageElement;
    expect(qr.src.startsWith('data:image/svg+xml')).toBe(true);

    const other = within(screen.getByRole('article', { name: 'Waybill SH000013' }));
    expect(other.getByText('Cash on delivery: 25,000 MMK to pay')).toBeTruthy();
    expect(other.getByText('Shop delivers')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('lists the parcels already handed over on request', async () => {
    renderWithProviders(<WaybillsPage />, {
      mocks: [
        { request: { query: AdminWaybillsQuery, variables: { handedOver: false } }, result: { data: { waybills: [] } } },
        { request: { query: AdminWaybillsQuery, variables: { handedOver: true } }, result: { data: { waybills: [waybill('SH000009', { handedOverAt: '2026-11-28T09:30:00Z' })] } } },
      ],
    });
    expect(await screen.findByText('No parcels to label')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Print' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show parcels already handed over' }));
    const label = within(await screen.findByRole('article', { name: 'Waybill SH000009' }));
    expect(label.getByText(/^Handed over /)).toBeTruthy();
  });
});

describe('ScanPage', () => {
  const answer = { code: 'SH000012', handedOverAt: '2026-11-28T10:00:00Z', recipientName: 'Aye Aye', shippingOrder: { id: 12 } };

  it('hands a typed code over, refuses it the second time with the server’s reason, and works without a camera', async () => {
    // jsdom has no camera: the page says so and typing still works.
    renderWithProviders(<ScanPage />, {
      mocks: [
        { request: { query: HandOverParcelMutation, variables: { code: 'sh000012' } }, result: { data: { handOverParcel: answer } } },
        { request: { query: HandOverParcelMutation, variables: { code: 'SH000012' } }, result: { errors: [new GraphQLError('This parcel was already handed to its courier.')] } },
      ],
    });
    expect(await screen.findByText('No camera was found. Type the code below.')).toBeTruthy();
    const input = screen.getByLabelText('Type the code');
    const status = screen.getByTestId('scan-result');
    expect(status.getAttribute('aria-live')).toBe('polite');

    fireEvent.click(screen.getByRole('button', { name: 'Hand over' }));
    expect(await screen.findByText('Enter the code on the label')).toBeTruthy();

    fireEvent.change(input, { target: { value: ' sh000012 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hand over' }));
    await waitFor(() => expect(status.textContent).toBe(' Handed to courier: SH000012 — Aye Aye'));
    expect(within(screen.getByTestId('scan-session')).getByText('SH000012')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');

    fireEvent.change(input, { target: { value: 'SH000012' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hand over' }));
    await waitFor(() => expect(status.textContent).toBe(' SH000012: This parcel was already handed to its courier.'));
    expect(screen.getByTestId('scan-session').querySelectorAll('li')).toHaveLength(1);
  });

  it('says when the camera is not allowed', async () => {
    const getUserMedia = vi.fn(() => Promise.reject(Object.assign(new Error('denied'), { name: 'NotAllowedError' })));
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    try {
      renderWithProviders(<ScanPage />);
      expect(await screen.findByText(/The camera is not allowed/)).toBeTruthy();
      expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
      expect(screen.getByLabelText('Type the code')).toBeTruthy();
    } finally {
      Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });
});

describe('repeatFilter', () => {
  it('lets a code through once within the window, in any case, and again after it', () => {
    let now = 0;
    const fresh = repeatFilter(4000, () => now);
    expect(fresh('SH000012')).toBe(true);
    now = 1000;
    expect(fresh(' sh000012 ')).toBe(false);
    expect(fresh('SH000013')).toBe(true);
    now = 4500;
    expect(fresh('SH000012')).toBe(true);
  });
});
