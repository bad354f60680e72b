// Which cart lines are selected, their total and the quantity steps (spec sections 4, 9); no React,
// so they can be unit tested.

export interface SelectableLine {
  /** The cart line's id: what is selected (two sizes of one product are two lines). */
  id: number;
  qty: number;
  subtotal: number;
  product: { id: number; actualPrice: number; available: boolean };
  /** The size / colour chosen (issue 37); its price replaces the product's. */
  variant?: { price: number } | null;
  /** What one unit costs now, by the server (a flash sale's price inside its window). */
  unitPrice?: number;
}

/** Ids of the lines that can be checked out (available ones). */
export function selectableIds(lines: SelectableLine[]): number[] {
  return lines.filter((line) => line.product.available).map((line) => line.id);
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

/**
 * Total amount = sum of actual_price x qty of the selected lines (spec section 9), each at the
 * server's unit price when it gave one (a flash sale, issue 40).
 */
export function selectedTotal(lines: SelectableLine[], selected: ReadonlySet<number>): number {
  return lines
    .filter((line) => line.product.available && selected.has(line.id))
    .reduce((sum, line) => sum + (line.unitPrice ?? line.variant?.price ?? line.product.actualPrice) * line.qty, 0);
}

/** The quantity after plus (+1) or minus (-1); never below 1. */
export function stepQuantity(qty: number, step: 1 | -1): number {
  return Math.max(1, qty + step);
}
