// /admin/catalog-spreadsheet: the catalogue in and out by spreadsheet. Export downloads every
// product as CSV (one row per variant) with the admin's token. Import takes a CSV: "Check the
// file" sends it as a dry run and shows what would be created and updated and every error (line,
// column, message in the admin's language) as cards that read on a 360 px phone; "Import" is
// enabled only after a clean check of the same file and sends it for real (all or nothing, a 422
// listing its errors the same way). The upload shows a progress bar (XMLHttpRequest), then
// "Checking…" while the server works; a file over 12 MB, a refusal and a lost connection each
// have their own message.
import { useEffect, useId, useRef, useState } from 'react';
import { CheckCircle2, Download, FileSpreadsheet, TriangleAlert, Upload as UploadIcon } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { DownloadError, exportFileName, fetchCatalogCsv, saveBlob, uploadCatalog, type FailureKind, type ImportOutcome, type Upload } from './catalog-csv';
import { spreadsheetMessages as m } from './messages';
import './spreadsheet.css';

/** The server's limit for a multipart body. */
export const MAX_BYTES = 12 * 1024 * 1024;

const FAILURE_TEXT = { tooLarge: m.tooLarge, forbidden: m.forbidden, network: m.network, server: m.serverError } as const;

type Mode = 'check' | 'import';
type Busy = { mode: Mode; stage: 'uploading'; percent: number } | { mode: Mode; stage: 'working' } | null;

export default function SpreadsheetPage() {
  const intl = useIntl();
  const fileId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [result, setResult] = useState<{ mode: Mode; outcome: ImportOutcome } | null>(null);
  /** The file whose last check found no errors: the one Import may send. */
  const [cleanFile, setCleanFile] = useState<File | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [download, setDownload] = useState<{ ok: true } | { ok: false; kind: FailureKind } | null>(null);
  const upload = useRef<Upload | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => () => upload.current?.abort(), []);
  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  async function onDownload() {
    setDownloading(true);
    setDownload(null);
    try {
      saveBlob(await fetchCatalogCsv(), exportFileName());
      setDownload({ ok: true });
    } catch (error) {
      setDownload({ ok: false, kind: error instanceof DownloadError ? error.kind : 'server' });
    } finally {
      setDownloading(false);
    }
  }

  async function send(mode: Mode) {
    if (!file) return;
    setResult(null);
    if (file.size > MAX_BYTES) {
      setResult({ mode, outcome: { ok: false, kind: 'tooLarge' } });
      return;
    }
    setBusy({ mode, stage: 'uploading', percent: 0 });
    const sent = file;
    const request = uploadCatalog(sent, mode === 'check', {
      onProgress: (loaded, total) => setBusy((b) => (b?.stage === 'uploading' ? { ...b, percent: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0 } : b)),
      onUploaded: () => setBusy({ mode, stage: 'working' }),
    });
    upload.current = request;
    const outcome = await request.done;
    if (upload.current !== request) return;
    upload.current = null;
    setBusy(null);
    setResult({ mode, outcome });
    if (mode === 'check') setCleanFile(outcome.ok && outcome.report.errors.length === 0 ? sent : null);
    // A done import needs a new check before the file goes again.
    if (mode === 'import') setCleanFile(null);
  }

  const canImport = !!file && cleanFile === file && !busy;

  return (
    <main className="admin-main admin-sheet">
      <div className="admin-main__head">
        <h1 className="admin-main__title">{intl.formatMessage(m.title)}</h1>
      </div>
      <p className="admin-muted">{intl.formatMessage(m.intro)}</p>

      <section className="admin-card admin-sheet__part" aria-labelledby={`${fileId}-export`}>
        <h2 id={`${fileId}-export`} className="admin-card__title">
          {intl.formatMessage(m.downloadTitle)}
        </h2>
        <p className="admin-muted">{intl.formatMessage(m.downloadText)}</p>
        <Button onClick={() => void onDownload()} loading={downloading} block>
          <Download size={18} aria-hidden />
          {intl.formatMessage(m.download)}
        </Button>
        <div role="status" className="admin-sheet__status">
          {download?.ok && <p className="admin-sheet__ok">{intl.formatMessage(m.downloaded)}</p>}
        </div>
        {download && !download.ok && (
          <p role="alert" className="admin-sheet__error">
            {intl.formatMessage(FAILURE_TEXT[download.kind])}
          </p>
        )}
      </section>

      <section className="admin-card admin-sheet__part" aria-labelledby={`${fileId}-import`}>
        <h2 id={`${fileId}-import`} className="admin-card__title">
          {intl.formatMessage(m.importTitle)}
        </h2>
        <p className="admin-muted">{intl.formatMessage(m.importText)}</p>
        <div className="admin-field">
          <label htmlFor={fileId} className="admin-field__label">
            {intl.formatMessage(m.file)}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className="admin-field__input admin-sheet__file"
            data-testid="csv-input"
            disabled={!!busy}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setResult(null);
            }}
          />
        </div>
        <div className="admin-sheet__actions">
          <Button variant="outline" onClick={() => void send('check')} disabled={!file || !!busy} loading={busy?.mode === 'check'}>
            <FileSpreadsheet size={18} aria-hidden />
            {intl.formatMessage(m.check)}
          </Button>
          <Button onClick={() => void send('import')} disabled={!canImport} loading={busy?.mode === 'import'} aria-describedby={canImport ? undefined : hintId}>
            <UploadIcon size={18} aria-hidden />
            {intl.formatMessage(m.import)}
          </Button>
        </div>
        {!canImport && !busy && (
          <p id={hintId} className="admin-field__hint">
            {intl.formatMessage(m.importHint)}
          </p>
        )}

        {busy && <Progress busy={busy} />}

        {result && <Result mode={result.mode} outcome={result.outcome} headingRef={resultHeading} />}
      </section>
    </main>
  );
}

function Progress({ busy }: { busy: NonNullable<Busy> }) {
  const intl = useIntl();
  const uploading = busy.stage === 'uploading';
  const percent = uploading ? busy.percent : 100;
  const label = uploading ? intl.formatMessage(m.uploading) : intl.formatMessage(busy.mode === 'check' ? m.checking : m.importing);
  return (
    <div className="admin-sheet__progress" data-testid="upload-progress">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={uploading ? intl.formatMessage(m.progress, { percent }) : label}
        className="admin-sheet__bar"
      >
        <span style={{ width: `${percent}%` }} className={uploading ? undefined : 'admin-sheet__bar--working'} />
      </div>
      <p className="admin-sheet__progress-text" aria-live="polite">
        {uploading ? intl.formatMessage(m.progress, { percent }) : label}
      </p>
    </div>
  );
}

function Result({ mode, outcome, headingRef }: { mode: Mode; outcome: ImportOutcome; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  const intl = useIntl();
  const headingId = useId();
  if (!outcome.ok) {
    return (
      <div role="alert" className="admin-sheet__result admin-sheet__result--failed" data-testid="import-result">
        <h3 ref={headingRef} tabIndex={-1} className="admin-sheet__result-title">
          <TriangleAlert size={20} aria-hidden />
          {intl.formatMessage(FAILURE_TEXT[outcome.kind])}
        </h3>
        {outcome.kind === 'server' && outcome.message && <p>{outcome.message}</p>}
      </div>
    );
  }
  const { report } = outcome;
  const failed = report.errors.length > 0;
  const title = mode === 'check' ? m.checkedTitle : failed ? m.failedTitle : m.importedTitle;
  const counts = { created: report.created, updated: report.updated, variants: report.variants };
  return (
    <section
      aria-labelledby={headingId}
      className={['admin-sheet__result', failed ? 'admin-sheet__result--failed' : 'admin-sheet__result--ok'].join(' ')}
      data-testid="import-result"
    >
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="admin-sheet__result-title">
        {failed ? <TriangleAlert size={20} aria-hidden /> : <CheckCircle2 size={20} aria-hidden />}
        {intl.formatMessage(title)}
      </h3>
      {!(mode === 'import' && failed) && (
        <p data-testid="import-counts">{intl.formatMessage(mode === 'check' ? m.counts : m.doneCounts, counts)}</p>
      )}
      {mode === 'check' && !failed && <p className="admin-sheet__ok">{intl.formatMessage(m.clean)}</p>}
      {failed && (
        <>
          <h4 className="admin-sheet__errors-title">
            {intl.formatMessage(m.errorsTitle)} ({intl.formatMessage(m.errorCount, { count: report.errors.length })})
          </h4>
          <ul className="admin-sheet__errors" role="list" data-testid="import-errors">
            {report.errors.map((error, i) => (
              <li
                key={`${error.line}-${error.column}-${i}`}
                className="admin-sheet__error-card"
                aria-label={intl.formatMessage(m.errorAt, { line: error.line, column: error.column || intl.formatMessage(m.wholeRow) })}
              >
                <dl className="admin-sheet__where">
                  <div>
                    <dt>{intl.formatMessage(m.line)}</dt>
                    <dd data-testid="error-line">{error.line}</dd>
                  </div>
                  <div>
                    <dt>{intl.formatMessage(m.column)}</dt>
                    <dd data-testid="error-column">
                      <code>{error.column || intl.formatMessage(m.wholeRow)}</code>
                    </dd>
                  </div>
                </dl>
                <p className="admin-sheet__message">{error.message}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
