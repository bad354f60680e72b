// Money: whole kyat, Latin digits and thousands separators in every language: '12,500 MMK'.
//
// Written out rather than with Intl.NumberFormat: the first Intl formatter a page creates loads
// the browser's locale data, about 15 ms on a fast machine and four times that on the phone
// Lighthouse emulates, and this module is evaluated before the first render of every page.
// Whole numbers with Latin digits and commas need none of it.

/** 12500 → '12,500'; rounds half away from zero, like Intl's maximumFractionDigits: 0. */
export function groupDigits(amount: number): string {
  if (!Number.isFinite(amount)) return String(amount);
  const whole = Math.round(Math.abs(amount));
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return amount < 0 && whole !== 0 ? `-${digits}` : digits;
}

export function formatMMK(amount: number): string {
  return `${groupDigits(amount)} MMK`;
}
