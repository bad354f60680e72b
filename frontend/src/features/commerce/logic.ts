// The cart, checkout and shipping rules that do not need React (spec sections 4, 5, 9), kept
// here so they can be unit tested.
import * as z from 'zod/mini';
import type { MessageDescriptor } from 'react-intl';
import { commerceMessages as m } from './messages';

// ---------- Cart selection ----------

export interface SelectableLine {
  qty: number;
  subtotal: number;
  product: { id: number; actualPrice: number; available: boolean };
}

/** Product ids that can be checked out (available lines). */
export function selectableIds(lines: SelectableLine[]): number[] {
  return lines.filter((line) => line.product.available).map((line) => line.product.id);
}

export function toggleId(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Every selectable line is selected (and there is at least one). */
export function isAllSelected(lines: SelectableLine[], selected: ReadonlySet<number>): boolean {
  const ids = selectableIds(lines);
  return ids.length > 0 && ids.every((id) => selected.has(id));
}

/** Select all, or clear when everything is already selected. */
export function toggleAll(lines: SelectableLine[], selected: ReadonlySet<number>): Set<number> {
  return isAllSelected(lines, selected) ? new Set() : new Set(selectableIds(lines));
}

/** Drops ids whose line is gone or unavailable (after a refetch). */
export function keepExisting(lines: SelectableLine[], selected: ReadonlySet<number>): Set<number> {
  const ids = new Set(selectableIds(lines));
  return new Set([...selected].filter((id) => ids.has(id)));
}

/** Total amount = sum of actual_price x qty of the selected lines (spec section 9). */
export function selectedTotal(lines: SelectableLine[], selected: ReadonlySet<number>): number {
  return lines
    .filter((line) => line.product.available && selected.has(line.product.id))
    .reduce((sum, line) => sum + line.product.actualPrice * line.qty, 0);
}

/** The quantity after plus (+1) or minus (-1); never below 1. */
export function stepQuantity(qty: number, step: 1 | -1): number {
  return Math.max(1, qty + step);
}

// ---------- Payment form (checkout and shipping) ----------

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/**
 * A payment method is required; a screenshot is required ('Please select Payment Screenshot')
 * and must be an image. Issue messages are message ids (messages.ts).
 */
export const paymentSchema = z.object({
  paymentId: z.nullable(z.number()).check(z.refine((v) => v !== null, { error: m.paymentRequired.id })),
  screenshot: z
    .nullable(z.custom<File>((v) => typeof File !== 'undefined' && v instanceof File))
    .check(
      z.refine((v) => v !== null, { error: m.screenshotRequired.id, abort: true }),
      z.refine((v) => v === null || isImageFile(v), { error: m.imagesOnly.id }),
    ),
});
export type PaymentValues = z.input<typeof paymentSchema>;

const RULES: Record<string, MessageDescriptor> = {
  [m.paymentRequired.id]: m.paymentRequired,
  [m.screenshotRequired.id]: m.screenshotRequired,
  [m.imagesOnly.id]: m.imagesOnly,
};

/** The first problem of the payment form (payment first, then screenshot), or null. */
export function paymentProblem(values: PaymentValues): MessageDescriptor | null {
  const result = paymentSchema.safeParse(values);
  if (result.success) return null;
  const order = ['paymentId', 'screenshot'];
  const issues = [...result.error.issues].sort((a, b) => order.indexOf(String(a.path[0])) - order.indexOf(String(b.path[0])));
  return RULES[issues[0]?.message ?? ''] ?? m.paymentRequired;
}

/** Ship the orders needs at least one selected item. */
export function shipSelectionProblem(selected: ReadonlySet<number> | number[]): MessageDescriptor | null {
  const size = Array.isArray(selected) ? selected.length : selected.size;
  return size === 0 ? m.selectItemToShip : null;
}

// ---------- Statuses ----------

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

// ---------- Navigation state ----------

export interface BuyNowOrderState {
  product: { id: number; name: string; actualPrice: number; featureImage?: string | null; category?: string; type?: string };
  qty: number;
}

export interface CartOrderState {
  productIds: number[];
}

export function readBuyNow(state: unknown): BuyNowOrderState | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Partial<BuyNowOrderState>;
  if (!s.product || typeof s.product.id !== 'number' || typeof s.qty !== 'number') return null;
  return { product: s.product, qty: Math.max(1, Math.floor(s.qty)) };
}

export function readProductIds(state: unknown): number[] | null {
  if (typeof state !== 'object' || state === null) return null;
  const ids = (state as Partial<CartOrderState>).productIds;
  return Array.isArray(ids) && ids.every((id) => typeof id === 'number') ? ids : null;
}

/** `{ ids }` (to-ship item ids) for /confirm-shipping; `{ id }` for the detail page. */
export function readIds(state: unknown): number[] | null {
  if (typeof state !== 'object' || state === null) return null;
  const ids = (state as { ids?: unknown }).ids;
  return Array.isArray(ids) && ids.every((id) => typeof id === 'number') && ids.length > 0 ? (ids as number[]) : null;
}

export function readId(state: unknown): number | null {
  if (typeof state !== 'object' || state === null) return null;
  const id = (state as { id?: unknown }).id;
  return typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : null;
}

/** One line of the shipping address from the profile. */
export function formatAddress(me: { address?: string | null; township?: { name: string } | null; region?: { name: string } | null; postalCode?: string | null } | null | undefined): string {
  if (!me) return '';
  return [me.address, me.township?.name, me.region?.name, me.postalCode].filter((part) => part && part.trim()).join(', ');
}
