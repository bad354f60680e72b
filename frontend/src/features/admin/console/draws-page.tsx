// /admin/ticket-products/:id/draws: a ticket product's batches, newest first, 10 a page. Each
// shows its status, how much is sold (a bar, with what is left and what transfers hold), when it
// opened and draws, the lucky number and the winner (a link to their page) with whether the prize
// was claimed and shipped, and, folded, the data anyone can check the draw with: the seed hash
// published when the batch opened, the seed once declared, and the digest of the sold tickets.
import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client';
import { ChevronLeft, Container, Dices, PackageCheck, Scale } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { AdminLuckyDrawsQuery } from '@/gql/graphql';
import { ConsolePager } from './pager';
import { Facts } from '../components/item-lines';
import { consoleMessages as cm } from './messages';
import { AdminLuckyDrawsQuery as DrawsQuery } from './queries';
import { idFrom, pageFrom, soldPercent, withParam } from './rules';
import { adminMessages as m } from '../messages';
import { AdminTicketProductsQuery } from '../queries';
import { adminErrorText } from '../server-error';
import './console.css';

export const DRAWS_PER_PAGE = 10;

type Draw = AdminLuckyDrawsQuery['adminLuckyDraws']['data'][number];

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export default function DrawsPage() {
  const intl = useIntl();
  const id = idFrom(useParams().id);
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const { data, previousData, loading, error, refetch } = useQuery(DrawsQuery, {
    variables: { ticketProductId: id ?? 0, page, limit: DRAWS_PER_PAGE },
    skip: id === undefined,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  // The product's name, from the ticket products list (usually cached: the admin came from it).
  const products = useQuery(AdminTicketProductsQuery, { skip: id === undefined, fetchPolicy: 'cache-first' });
  const name = products.data?.adminTicketProducts.find((p) => p.id === id)?.name;
  const title = name ? intl.formatMessage(cm.batchesOf, { name }) : intl.formatMessage(cm.ticketProductTitle, { id: id ?? 0 });

  const answer = (data ?? previousData)?.adminLuckyDraws;
  let content: ReactNode;
  if (id === undefined || (!answer && error)) {
    content = (
      <EmptyState title={intl.formatMessage(cm.drawsFailed)} text={error ? adminErrorText(error, intl) : undefined}>
        {id !== undefined && <Button onClick={() => void refetch().catch(() => undefined)}>{intl.formatMessage(m.retry)}</Button>}
      </EmptyState>
    );
  } else if (!answer) {
    content = (
      <div className="admin-draws" aria-busy="true">
        <Skeleton height={240} radius={14} />
        <Skeleton height={240} radius={14} />
      </div>
    );
  } else if (answer.data.length === 0) {
    content = <EmptyState icon={<Dices size={40} />} title={intl.formatMessage(cm.noDraws)} text={intl.formatMessage(cm.noDrawsText)} />;
  } else {
    content = (
      <>
        <p className="admin-count admin-count--line">{intl.formatMessage(cm.batchCount, { count: answer.meta.total })}</p>
        <ul className="admin-draws" role="list" aria-busy={loading || undefined}>
          {answer.data.map((draw) => (
            <li key={draw.id}>
              <DrawCard draw={draw} />
            </li>
          ))}
        </ul>
        <ConsolePager
          page={answer.meta.currentPage}
          lastPage={answer.meta.lastPage}
          what={title}
          busy={loading}
          onPage={(next) => setParams((current) => withParam(current, 'page', next))}
        />
      </>
    );
  }

  return (
    <main className="admin-main">
      <Link to="/admin/ticket-products" className="admin-back">
        <ChevronLeft size={18} aria-hidden />
        {intl.formatMessage(cm.backToTicketProducts)}
      </Link>
      <div className="admin-main__head">
        <h1 className="admin-main__title">{title}</h1>
      </div>
      <p className="admin-muted">{intl.formatMessage(cm.drawsIntro)}</p>
      {content}
    </main>
  );
}

function DrawCard({ draw }: { draw: Draw }) {
  const intl = useIntl();
  const heading = intl.formatMessage(cm.batchTitle, { batch: draw.batch });
  const state = String(draw.status).toUpperCase();
  const status =
    state === 'OPEN'
      ? { text: intl.formatMessage(cm.drawOpen), tone: 'admin-chip--ok' }
      : state === 'CLOSED'
        ? { text: intl.formatMessage(cm.drawClosed), tone: 'admin-chip--waiting' }
        : state === 'DRAWN'
          ? { text: intl.formatMessage(cm.drawDrawn), tone: 'admin-chip--done' }
          : state === 'CANCELLED'
            ? { text: intl.formatMessage(cm.drawCancelled), tone: '' }
            : { text: String(draw.status), tone: '' };
  const percent = soldPercent(draw.sold, draw.ticket);
  const notYet = intl.formatMessage(cm.notYet);
  const when = (value: unknown) => (value ? intl.formatDate(String(value), WHEN) : notYet);

  return (
    <article className="admin-card admin-draw" aria-label={heading} data-testid={`draw-${draw.id}`}>
      <div className="admin-tp__head">
        <h2 className="admin-card__title admin-tp__text">{heading}</h2>
        <span className={['admin-chip', status.tone].filter(Boolean).join(' ')}>{status.text}</span>
      </div>
      <div className="admin-draw__sales">
        <div className="admin-bar" aria-hidden>
          <span className="admin-bar__fill" style={{ width: `${percent}%` }} />
        </div>
        <p className="admin-draw__counts">
          <strong>{intl.formatMessage(cm.soldOf, { sold: draw.sold, ticket: draw.ticket })}</strong>
          <span>{intl.formatMessage(cm.remaining, { count: draw.remaining })}</span>
          {draw.heldNumbers > 0 && <span>{intl.formatMessage(cm.held, { count: draw.heldNumbers })}</span>}
        </p>
      </div>
      <Facts
        rows={[
          { label: intl.formatMessage(cm.openedAt), value: when(draw.openedAt) },
          { label: intl.formatMessage(cm.drawAt), value: when(draw.drawAt) },
          {
            label: intl.formatMessage(cm.luckyNumber),
            value: draw.luckyNumber != null ? <span className="admin-ticket">{draw.luckyNumber}</span> : notYet,
            strong: draw.luckyNumber != null,
          },
          {
            label: intl.formatMessage(cm.winner),
            value: draw.winner ? (
              <Link to={`/admin/users/${draw.winner.id}`}>
                {draw.winner.name} · {draw.winner.phone}
              </Link>
            ) : (
              notYet
            ),
          },
        ]}
      />
      {draw.winner && (
        <div className="admin-badges">
          <span className={['admin-chip', draw.claimed ? 'admin-chip--ok' : 'admin-chip--waiting'].join(' ')}>
            <PackageCheck size={14} aria-hidden />
            {intl.formatMessage(draw.claimed ? cm.claimed : cm.notClaimed)}
          </span>
          <span className={['admin-chip', draw.shipped ? 'admin-chip--ok' : 'admin-chip--waiting'].join(' ')}>
            <Container size={14} aria-hidden />
            {intl.formatMessage(draw.shipped ? cm.shipped : cm.notShipped)}
          </span>
        </div>
      )}
      <details className="admin-fairness">
        <summary>
          <Scale size={18} aria-hidden />
          {intl.formatMessage(cm.fairness)}
        </summary>
        <dl className="admin-fairness__list">
          <dt>{intl.formatMessage(cm.seedHash)}</dt>
          <dd>
            <code>{draw.seedHash}</code>
          </dd>
          <dt>{intl.formatMessage(cm.seed)}</dt>
          <dd>{draw.seed ? <code>{draw.seed}</code> : intl.formatMessage(cm.seedSecret)}</dd>
          <dt>{intl.formatMessage(cm.ticketsDigest)}</dt>
          <dd>{draw.ticketsDigest ? <code>{draw.ticketsDigest}</code> : notYet}</dd>
        </dl>
      </details>
    </article>
  );
}
