// CSV of the report's tables, made in the browser from the figures on screen (RFC 4180 quoting,
// UTF-8 with a BOM so Excel shows Burmese), and the accountant's exports fetched from the server
// with the admin's bearer token (`GET /api/admin/exports/{orders,refunds,cod-remittances}.csv`).
import { getToken } from '@/lib/auth';
import { getLocale } from '@/lib/i18n';

export type ExportName = 'orders' | 'refunds' | 'cod-remittances';

/** One CSV field, quoted when it holds a comma, a quote or a line break. */
function field(value: string | number | null | undefined): string {
  const text = value == null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A table as CSV text with a BOM: the header, then each row. */
export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return `\ufeff${[header, ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

export function exportUrl(name: ExportName, from: string, to: string): string {
  return `/api/admin/exports/${name}.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
}

/** An export as a Blob; throws when the server refuses it or is unreachable. */
export async function fetchExport(name: ExportName, from: string, to: string, token: string | null = getToken()): Promise<Blob> {
  const headers: Record<string, string> = { 'X-localization': getLocale(), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  const response = await fetch(exportUrl(name, from, to), { headers });
  if (!response.ok) throw new Error(`${name}.csv: ${response.status}`);
  return response.blob();
}
