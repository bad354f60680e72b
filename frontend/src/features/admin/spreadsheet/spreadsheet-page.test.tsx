// The catalogue spreadsheet page (/admin/catalog-spreadsheet) with XMLHttpRequest and fetch
// mocked: the upload's progress, a dry run's counts, its errors as cards, Import enabled only after
// a clean check of the same file, a real import's result and a 422's errors, and the 413, 403 and
// network messages; the download saves the server's CSV with the admin's token.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/auth';
import { renderWithIntl } from '@/test/render-with-providers';
import { outcomeOf, rowsOfFieldErrors } from './catalog-csv';
import SpreadsheetPage from './spreadsheet-page';

/** A fake XMLHttpRequest the test answers by hand. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: ProgressEvent) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  async respond(status: number, body: unknown) {
    await act(async () => {
      this.upload.onload?.();
      this.status = status;
      this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
      this.onload?.();
    });
  }
  async fail() {
    await act(async () => this.onerror?.());
  }
}

const last = () => FakeXhr.sent[FakeXhr.sent.length - 1];
const report = (dryRun: boolean, errors: { line: number; column: string; message: string }[] = [], counts = { created: 2, updated: 3, variants: 7 }) => ({
  status_code: 200,
  message: 'OK',
  data: { dry_run: dryRun, ...counts, errors },
});

function csv(name = 'catalog.csv', text = '\ufeffsku,product_slug,name_en,price\nA-1,a,A,1000\n') {
  return new File([text], name, { type: 'text/csv' });
}

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  signIn('admin-token');
});

afterEach(() => vi.unstubAllGlobals());

describe('<SpreadsheetPage> import', () => {
  it('checks the file with a progress bar, shows the counts, then imports it', async () => {
    renderWithIntl(<SpreadsheetPage />);
    const importButton = screen.getByRole('button', { name: 'Import' });
    const checkButton = screen.getByRole('button', { name: 'Check the file' });
    expect((importButton as HTMLButtonElement).disabled).toBe(true);
    expect((checkButton as HTMLButtonElement).disabled).toBe(true);

    choose(csv());
    expect((importButton as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(checkButton);

    const xhr = last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/admin/catalog/import');
    expect(xhr.headers.Authorization).toBe('Bearer admin-token');
    expect(xhr.headers['X-localization']).toBe('en');
    expect(xhr.body?.get('dry_run')).toBe('true');
    expect((xhr.body?.get('file') as File).name).toBe('catalog.csv');

    xhr.progress(40, 100);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('40% sent')).toBeTruthy();

    act(() => xhr.upload.onload?.());
    expect(screen.getByRole('progressbar', { name: 'Checking…' }).getAttribute('aria-valuenow')).toBe('100');

    await xhr.respond(200, report(true));
    expect(screen.queryByRole('progressbar')).toBeNull();
    const result = screen.getByTestId('import-result');
    expect(within(result).getByRole('heading', { name: 'Check result' })).toBeTruthy();
    expect(result.textContent).toContain('2 products to create, 3 to update, 7 rows');
    expect(result.textContent).toContain('No errors. You can import this file.');
    expect((importButton as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(importButton);
    expect(last().body?.get('dry_run')).toBe('false');
    await last().respond(200, report(false));
    expect(screen.getByRole('heading', { name: 'Import done' })).toBeTruthy();
    expect(screen.getByTestId('import-result').textContent).toContain('2 products created, 3 updated, 7 rows');
    // A new check is needed before the file goes again.
    expect((importButton as HTMLButtonElement).disabled).toBe(true);
  });

  it("lists a dry run's errors as cards and keeps Import disabled; another file needs its own check", async () => {
    renderWithIntl(<SpreadsheetPage />);
    choose(csv());
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    await last().respond(
      200,
      report(true, [
        { line: 3, column: 'price', message: 'The price must be a whole number of kyat.' },
        { line: 5, column: '', message: 'This SKU is in the file twice.' },
      ]),
    );
    const errors = within(screen.getByTestId('import-errors')).getAllByRole('listitem');
    expect(errors).toHaveLength(2);
    expect(errors[0].getAttribute('aria-label')).toBe('Line 3, price');
    expect(errors[0].textContent).toContain('The price must be a whole number of kyat.');
    expect(errors[1].getAttribute('aria-label')).toBe('Line 5, whole row');
    expect(screen.getByText(/Errors to fix \(2 errors\)/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);

    // A clean check, then another file: Import waits for that file's check.
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    await last().respond(200, report(true));
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(false);
    choose(csv('other.csv'));
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows a 422's errors by line and column, and says nothing was imported", async () => {
    renderWithIntl(<SpreadsheetPage />);
    choose(csv());
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    await last().respond(200, report(true));
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await last().respond(422, {
      status_code: 422,
      message: 'The price must be a whole number of kyat.',
      data: null,
      errors: { 'line 4: price': ['The price must be a whole number of kyat.'], 'line 2: sku': ['Write the SKU.'] },
    });
    expect(screen.getByRole('heading', { name: 'Nothing was imported' })).toBeTruthy();
    const errors = within(screen.getByTestId('import-errors')).getAllByRole('listitem');
    expect(errors.map((e) => e.getAttribute('aria-label'))).toEqual(['Line 2, sku', 'Line 4, price']);
    expect(errors[1].textContent).toContain('The price must be a whole number of kyat.');
    expect(screen.queryByTestId('import-counts')).toBeNull();
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it.each([
    [413, { status_code: 413, message: 'Too large', data: null }, 'The file is too large (12 MB at most). Split it into smaller files.'],
    [403, { status_code: 403, message: 'Forbidden', data: null }, 'Only admins can do this. Sign in again with an admin account.'],
    [500, 'oops', 'Something went wrong on the server. Try again.'],
  ])('explains an answer %i', async (status, body, text) => {
    renderWithIntl(<SpreadsheetPage />);
    choose(csv());
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    await last().respond(status, body);
    expect(screen.getByRole('alert').textContent).toContain(text);
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('explains a lost connection, and a file over 12 MB without sending it', async () => {
    renderWithIntl(<SpreadsheetPage />);
    choose(csv());
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    await last().fail();
    expect(screen.getByRole('alert').textContent).toContain('No connection. Check the network and try again.');

    const big = csv('big.csv');
    Object.defineProperty(big, 'size', { value: 13 * 1024 * 1024 });
    choose(big);
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(screen.getByRole('alert').textContent).toContain('The file is too large');
    expect(FakeXhr.sent).toHaveLength(1);
  });
});

describe('<SpreadsheetPage> download', () => {
  it("fetches the CSV with the admin's token and saves it", async () => {
    const blob = new Blob(['\ufeffsku,product_slug\n'], { type: 'text/csv' });
    const fetchMock = vi.fn(async () => ({ ok: true, status: 200, blob: async () => blob }) as unknown as Response);
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:catalog');
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderWithIntl(<SpreadsheetPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Download the catalogue (CSV)' }));
    await screen.findByText('The catalogue is downloaded.');
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/catalog.csv', { headers: { 'X-localization': 'en', Authorization: 'Bearer admin-token' } });
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toMatch(/^lucky-mall-catalog-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(clicked[0].getAttribute('href')).toBe('blob:catalog');
    click.mockRestore();
  });

  it('says when the download is refused or the network is down', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => ({ ok: false, status: 403 }) as Response));
    renderWithIntl(<SpreadsheetPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Download the catalogue (CSV)' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Only admins can do this.');

    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    fireEvent.click(screen.getByRole('button', { name: 'Download the catalogue (CSV)' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('No connection.'));
  });
});

describe('the answers', () => {
  it('reads a 422 keyed "line N: column" by line', () => {
    expect(rowsOfFieldErrors({ 'line 10: price': ['Bad'], 'line 2: sku': ['Missing', 'Twice'], file: ['Not CSV'] })).toEqual([
      { line: 0, column: 'file', message: 'Not CSV' },
      { line: 2, column: 'sku', message: 'Missing' },
      { line: 2, column: 'sku', message: 'Twice' },
      { line: 10, column: 'price', message: 'Bad' },
    ]);
  });

  it('takes a 422 without line errors as a failure with its message', () => {
    expect(outcomeOf(422, { message: 'The file is not CSV.', errors: {} }, true)).toEqual({ ok: false, kind: 'server', message: 'The file is not CSV.' });
  });
});
