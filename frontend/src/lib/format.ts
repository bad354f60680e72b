// Money: whole kyat, Latin digits and thousands separators in every language: '12,500 MMK'.
const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatMMK(amount: number): string {
  return `${grouping.format(amount)} MMK`;
}
