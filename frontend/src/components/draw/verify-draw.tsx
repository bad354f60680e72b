// "Verify this draw" (DESIGN.md: show seed_hash, seed, tickets_digest and how to verify, in the web
// app): the published facts and the formula, and a Verify button that downloads the ticket list
// (text lines "{ticket_number}:{user_id}") and recomputes the three checks in this browser
// (fairness.ts), each shown as passed or failed. Before the draw only the seed hash is known.
// Both draw pages show it (/lucky-draw-detail and /prize-winner-detail, through DrawDetail).
import { useState } from 'react';
import { CircleCheck, CircleX, ShieldCheck } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import type { DrawDetailFragment } from '@/gql/graphql';
import { canVerify, verifyDraw, type Check, type Verification } from './fairness';
import { drawMessages as m } from './messages';

type Fairness = DrawDetailFragment['fairness'];

export function VerifyDraw({ fairness, luckyNumber }: { fairness: Fairness; luckyNumber: number | null }) {
  const intl = useIntl();
  const [result, setResult] = useState<Verification | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const declared = fairness.seed != null && fairness.ticketsDigest != null && luckyNumber !== null;
  const supported = canVerify();

  async function verify() {
    setBusy(true);
    setFailed(false);
    try {
      const response = await fetch(fairness.ticketsUrl, { headers: { Accept: 'text/plain' } });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const lines = await response.text();
      setResult(await verifyDraw({ ...fairness, seed: fairness.seed ?? null, ticketsDigest: fairness.ticketsDigest ?? null, luckyNumber }, lines));
    } catch {
      setResult(null);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const notYet = <span className="dr-muted">{intl.formatMessage(m.notRevealed)}</span>;
  return (
    <section className="dr-panel dr-verify" aria-labelledby="dr-verify-title" data-testid="verify-draw">
      <h2 id="dr-verify-title" className="dr-panel__title">
        <ShieldCheck size={20} aria-hidden /> {intl.formatMessage(m.verifyTitle)}
      </h2>
      <p className="dr-muted">{intl.formatMessage(m.verifyIntro)}</p>
      <dl className="dr-hashes">
        <div>
          <dt>{intl.formatMessage(m.seedHash)}</dt>
          <dd className="dr-hash" data-testid="seed-hash">
            {fairness.seedHash}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.seed)}</dt>
          <dd className="dr-hash" data-testid="seed">
            {fairness.seed ?? notYet}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.ticketsDigest)}</dt>
          <dd className="dr-hash" data-testid="tickets-digest">
            {fairness.ticketsDigest ?? notYet}
          </dd>
        </div>
        {fairness.drawnAmong != null && (
          <div>
            <dt>{intl.formatMessage(m.drawnAmong)}</dt>
            <dd data-testid="drawn-among">1–{fairness.drawnAmong}</dd>
          </div>
        )}
        <div>
          <dt>{intl.formatMessage(m.formula)}</dt>
          <dd className="dr-formula">
            <code>{fairness.formula}</code>
            {declared && (
              <a href={fairness.ticketsUrl} target="_blank" rel="noopener" className="dr-link">
                {intl.formatMessage(m.ticketList)}
              </a>
            )}
          </dd>
        </div>
      </dl>
      {declared && supported && (
        <Button variant="outline" block loading={busy} onClick={() => void verify()}>
          {intl.formatMessage(m.verify)}
        </Button>
      )}
      {declared && !supported && <p className="dr-muted">{intl.formatMessage(m.verifyUnavailable)}</p>}
      {failed && (
        <p className="dr-error" role="alert">
          {intl.formatMessage(m.verifyFailed)}
        </p>
      )}
      {result && (
        <ul className="dr-checks" role="list" aria-live="polite" data-testid="verify-results">
          <CheckRow label={intl.formatMessage(m.checkSeed)} check={result.seedHash} />
          <CheckRow label={intl.formatMessage(m.checkDigest)} check={result.ticketsDigest} />
          <CheckRow label={intl.formatMessage(m.checkNumber, { number: result.luckyNumber.computed })} check={result.luckyNumber} />
        </ul>
      )}
    </section>
  );
}

function CheckRow({ label, check }: { label: string; check: Check }) {
  const intl = useIntl();
  return (
    <li className={`dr-check dr-check--${check.ok ? 'ok' : 'bad'}`} data-testid="verify-check">
      {check.ok ? <CircleCheck size={20} aria-hidden /> : <CircleX size={20} aria-hidden />}
      <span className="dr-check__label">{label}</span>
      <strong className="dr-check__result">{intl.formatMessage(check.ok ? m.passed : m.failed)}</strong>
    </li>
  );
}
