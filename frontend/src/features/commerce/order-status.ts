// How an order's shipping status and item type are shown (label, tone, progress step).
import type { MessageDescriptor } from 'react-intl';
import { commerceMessages as m } from './messages';

export type Tone = 'processing' | 'on-the-way' | 'received' | 'other';

/** pending → Processing (orange), approved → On the way (green), received → Received (dark cyan); other values raw. */
export function shippingStatusView(status: string): { label: MessageDescriptor | null; raw: string; tone: Tone } {
  switch (status.toUpperCase()) {
    case 'PENDING':
      return { label: m.statusProcessing, raw: status, tone: 'processing' };
    case 'APPROVED':
      return { label: m.statusOnTheWay, raw: status, tone: 'on-the-way' };
    case 'RECEIVED':
      return { label: m.statusReceived, raw: status, tone: 'received' };
    default:
      return { label: null, raw: status.toLowerCase(), tone: 'other' };
  }
}

/** Index of the progress step (0 To Ship, 1 Shipping, 2 Received) a shipping status is at. */
export function progressStep(status: string): number {
  const s = status.toUpperCase();
  if (s === 'RECEIVED') return 2;
  if (s === 'APPROVED' || s === 'PENDING') return 1;
  return 0;
}

export function itemTypeLabel(type: string): MessageDescriptor | null {
  if (type === 'prize') return m.typePrize;
  if (type === 'gift') return m.typeGift;
  if (type === 'product') return m.typeProduct;
  return null;
}
