// COD remittance on /admin/waybills (issue 38): the admin picks the courier's CSV file; the server
// pays each parcel whose amount is right and answers every line with what became of it, shown as
// a list (paid lines first in the file's order, each with its reason in the admin's language).
import { useState } from 'react';
import { useMutation } from '@apollo/client';
import { useIntl } from 'react-intl';
import type { AdminImportCodRemittanceMutation } from '@/gql/graphql';
import { formatMMK } from '@/lib/format';
import { FileField } from '../components/field';
import { adminErrorText, serverFieldErrors } from '../server-error';
import { deliveryMessages as m } from './messages';
import { ImportCodRemittanceMutation } from './queries';

type Report = AdminImportCodRemittanceMutation['importCodRemittance'];

export function RemittanceSection() {
  const intl = useIntl();
  const [importFile, { loading }] = useMutation(ImportCodRemittanceMutation);
  const [report, setReport] = useState<Report | null>(null);
  const [problem, setProblem] = useState<string | undefined>();

  async function send(file: File | null) {
    setProblem(undefined);
    if (!file) return;
    try {
      const answer = await importFile({ variables: { file } });
      setReport(answer.data?.importCodRemittance ?? null);
    } catch (error) {
      setReport(null);
      setProblem(serverFieldErrors(error, (field) => (field === 'file' ? 'file' : undefined)).file ?? adminErrorText(error, intl));
    }
  }

  return (
    <section className="admin-card remittance waybills-screen-only" aria-labelledby="remittance-title">
      <h2 id="remittance-title" className="admin-card__title">
        {intl.formatMessage(m.remittanceTitle)}
      </h2>
      <p className="admin-muted">{intl.formatMessage(m.remittanceIntro)}</p>
      <FileField label={intl.formatMessage(m.remittanceFile)} accept=".csv,text/csv,text/plain" error={problem} onFile={(file) => void send(file)} />
      {loading && <p aria-busy="true" className="admin-muted">…</p>}
      {report && (
        <div data-testid="remittance-report" role="status">
          <p>
            <strong>{intl.formatMessage(m.remittancePaid, { count: report.paidCount, amount: formatMMK(report.paidMmk) })}</strong>
          </p>
          <ul className="remittance__lines" role="list">
            {report.lines.map((line) => (
              <li key={line.line} className={line.outcome === 'PAID' ? 'remittance__line remittance__line--paid' : 'remittance__line'} data-testid="remittance-line">
                <span>
                  {intl.formatMessage(m.remittanceLine, { line: line.line })} · <strong>{line.code || '—'}</strong>
                  {line.amountMmk != null && ` · ${formatMMK(line.amountMmk)}`}
                  {line.outcome === 'AMOUNT_DIFFERS' && line.expectedMmk != null && ` (${intl.formatMessage(m.remittanceExpected, { amount: formatMMK(line.expectedMmk) })})`}
                </span>
                <span>{line.message}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
