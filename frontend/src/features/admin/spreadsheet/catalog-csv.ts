// The catalogue by spreadsheet, over REST with the admin's bearer token and language:
// `GET /api/admin/catalog.csv` (every normal product, one row per variant, UTF-8 with a BOM) is
// fetched and saved through a Blob and an <a download>; `POST /api/admin/catalog/import` (multipart
// `file` and `dry_run`) goes through XMLHttpRequest, since fetch reports no upload progress. Every
// answer becomes an ImportOutcome the page shows: the report (a dry run's errors listed, or a 422's
// `errors` keyed "line N: column" turned into the same rows), or a failure by kind.
import { getToken } from '@/lib/auth';
import { getLocale } from '@/lib/i18n';

export const EXPORT_URL = '/api/admin/catalog.csv';
export const IMPORT_URL = '/api/admin/catalog/import';

export interface ImportRowError {
  line: number;
  column: string;
  message: string;
}

export interface ImportReport {
  dryRun: boolean;
  created: number;
  updated: number;
  variants: number;
  errors: ImportRowError[];
}

/** Why a request gave no report: the file too large, not an admin (or signed out), no connection, anything else. */
export type FailureKind = 'tooLarge' | 'forbidden' | 'network' | 'server';

export type ImportOutcome = { ok: true; report: ImportReport } | { ok: false; kind: FailureKind; message?: string };

function headers(token: string | null): Record<string, string> {
  return { 'X-localization': getLocale(), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

export class DownloadError extends Error {
  constructor(readonly kind: FailureKind) {
    super(`catalog.csv: ${kind}`);
  }
}

function kindOfStatus(status: number): FailureKind {
  if (status === 413) return 'tooLarge';
  if (status === 401 || status === 403) return 'forbidden';
  return 'server';
}

/** The catalogue as a CSV Blob (its BOM kept, so Excel reads the Burmese). */
export async function fetchCatalogCsv(token: string | null = getToken()): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(EXPORT_URL, { headers: headers(token) });
  } catch {
    throw new DownloadError('network');
  }
  if (!response.ok) throw new DownloadError(kindOfStatus(response.status));
  return response.blob();
}

/** Today's file name: lucky-mall-catalog-2025-01-31.csv. */
export function exportFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `lucky-mall-catalog-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Saves `blob` as `name` through a temporary object URL and link. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A 422's `errors` ({"line 3: price": ["..."]}) as rows, by line. */
export function rowsOfFieldErrors(errors: unknown): ImportRowError[] {
  if (!errors || typeof errors !== 'object') return [];
  const rows: ImportRowError[] = [];
  for (const [key, messages] of Object.entries(errors as Record<string, unknown>)) {
    const match = /^line\s+(\d+)\s*(?::\s*(.*))?$/i.exec(key.trim());
    const list = Array.isArray(messages) ? messages : [messages];
    for (const message of list) {
      if (typeof message !== 'string') continue;
      rows.push(match ? { line: Number(match[1]), column: match[2] ?? '', message } : { line: 0, column: key, message });
    }
  }
  return rows.sort((a, b) => a.line - b.line);
}

function reportOf(data: unknown): ImportReport | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  if (typeof d.created !== 'number' || typeof d.updated !== 'number') return null;
  const errors = Array.isArray(d.errors)
    ? d.errors
        .filter((e): e is Record<string, unknown> => !!e && typeof e === 'object')
        .map((e) => ({ line: Number(e.line) || 0, column: String(e.column ?? ''), message: String(e.message ?? '') }))
    : [];
  return { dryRun: d.dry_run === true, created: d.created, updated: d.updated, variants: typeof d.variants === 'number' ? d.variants : 0, errors };
}

/** What the page makes of an answer's status and body. */
export function outcomeOf(status: number, body: unknown, dryRun: boolean): ImportOutcome {
  const envelope = (body && typeof body === 'object' ? body : {}) as { data?: unknown; message?: unknown; errors?: unknown };
  const message = typeof envelope.message === 'string' ? envelope.message : undefined;
  if (status >= 200 && status < 300) {
    const report = reportOf(envelope.data);
    return report ? { ok: true, report } : { ok: false, kind: 'server', message };
  }
  if (status === 422) {
    const errors = rowsOfFieldErrors(envelope.errors);
    if (errors.length > 0) return { ok: true, report: { dryRun, created: 0, updated: 0, variants: 0, errors } };
    return { ok: false, kind: 'server', message };
  }
  if (status === 0) return { ok: false, kind: 'network' };
  return { ok: false, kind: kindOfStatus(status), message };
}

export interface UploadHandlers {
  /** Bytes sent so far and in all, while the file goes up. */
  onProgress?: (sent: number, total: number) => void;
  /** The whole file is sent: the server is working. */
  onUploaded?: () => void;
}

/** A request under way; `abort()` drops it (the promise then answers a network failure). */
export interface Upload {
  done: Promise<ImportOutcome>;
  abort: () => void;
}

/** Sends `file` to the import, a dry run or the real one, with progress. */
export function uploadCatalog(file: Blob, dryRun: boolean, handlers: UploadHandlers = {}, token: string | null = getToken()): Upload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<ImportOutcome>((resolve) => {
    xhr.open('POST', IMPORT_URL);
    for (const [name, value] of Object.entries(headers(token))) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) handlers.onProgress?.(event.loaded, event.total);
    };
    xhr.upload.onload = () => handlers.onUploaded?.();
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: the status says enough */
      }
      resolve(outcomeOf(xhr.status, body, dryRun));
    };
    xhr.onerror = () => resolve({ ok: false, kind: 'network' });
    xhr.onabort = () => resolve({ ok: false, kind: 'network' });
    xhr.ontimeout = () => resolve({ ok: false, kind: 'network' });
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'catalog.csv');
    form.append('dry_run', dryRun ? 'true' : 'false');
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
