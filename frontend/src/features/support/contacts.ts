// The customer-service cards' links (doc 001 §2: a Viber number, a Telegram handle link and a
// phone number from site settings). An admin may type a contact as a number or handle, or paste
// a whole link; a link is used as it is.

/**
 * A value that is already a link the card may open: https, http, viber or tg only. Any other
 * scheme (javascript://..., data:...) is never a link here; it is read as a number or handle.
 */
const LINK = /^(https?|viber|tg):\/\//i;

/**
 * `viber://chat?number=%2B<digits>`: the number in international form, with its `+` encoded
 * (a bare `+` in a query string reads as a space). A Myanmar number written the local way
 * (09...) becomes +959...; other numbers keep their digits.
 */
export function viberHref(value: string): string {
  const trimmed = value.trim();
  if (LINK.test(trimmed)) return trimmed;
  let digits = trimmed.replace(/\D/g, '');
  if (!trimmed.startsWith('+') && digits.startsWith('0')) digits = `95${digits.slice(1)}`;
  return `viber://chat?number=%2B${digits}`;
}

/** `https://t.me/<handle>` for a handle (with or without its @); a link, or t.me/..., as it is. */
export function telegramHref(value: string): string {
  const trimmed = value.trim();
  if (LINK.test(trimmed)) return trimmed;
  if (/^(t\.me|telegram\.me)\//i.test(trimmed)) return `https://${trimmed}`;
  return `https://t.me/${encodeURIComponent(trimmed.replace(/^@/, ''))}`;
}

/** What a Telegram card shows: @handle for a handle, a link as it is. */
export function telegramLabel(value: string): string {
  const trimmed = value.trim();
  if (LINK.test(trimmed) || trimmed.includes('/')) return trimmed;
  return trimmed.startsWith('@') ? trimmed : `@${trimmed}`;
}

/** `tel:` with the digits (and a leading +) only: spaces and dashes are for reading. */
export function phoneHref(value: string): string {
  const trimmed = value.trim();
  if (/^tel:/i.test(trimmed)) return trimmed;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** A contact counts as set when it has more than blanks (the server answers null when cleared). */
export function isSet(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
