// One rule for every balance change the app shows (tokens and referral points alike). Its own file,
// not lib/format: only the lazy wallet and referral pages use it, and format ships with home.

/** '+50' added, '-5' spent, '0' none; Latin digits with thousands separators. */
export function signedAmount(amount: number): string {
  const digits = Math.abs(amount).toLocaleString('en-US');
  if (amount > 0) return `+${digits}`;
  if (amount < 0) return `-${digits}`;
  return digits;
}
