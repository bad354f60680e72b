// /prize-winner-detail?id={drawId} (doc 001 §2, public; the id may also come in the navigation
// state): the batch, the lucky number (? until declared), the prize, a You Win highlight for the
// winner with Claim Prize (once; 'Prize claiming success', then /my-orders-to-ship), the caller's
// ticket numbers, the winner and a button back to /lucky-draw. Below, what anyone needs to
// recompute the lucky number (DESIGN.md: provably fair).
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { ChevronLeft, PartyPopper, SearchX } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { serverErrorText } from '@/lib/server-error';
import { ProductImage } from '@/components/ui/product-image';
import type { WinnerDetailQuery as WinnerDetailData } from '@/gql/graphql';
import { useAuth } from '@/lib/auth';
import { formatMMK } from '@/lib/format';
import { Avatar } from '../components/avatar';
import { LoadFailed } from '../components/load-failed';
import { canClaim, formatTicketNumbers, readDrawId } from '../winner-rules';
import { winnersMessages as m } from '../messages';
import { ClaimPrizeMutation, WinnerDetailQuery } from '../queries';
import '../winners.css';

type Draw = WinnerDetailData['luckyDraw'];

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

export default function PrizeWinnerDetailPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const { isSignedIn } = useAuth();
  const id = readDrawId(params.get('id'), location.state);
  if (id === null) return <DrawNotFound />;
  // A sign-in or sign-out changes isWin and the ticket numbers: load the draw again.
  return <DrawDetail key={`${id}-${isSignedIn}`} id={id} />;
}

function Header() {
  const intl = useIntl();
  return (
    <header className="wn-header">
      <Link to="/prize-winners" className="wn-icon-link" aria-label={intl.formatMessage(m.back)}>
        <ChevronLeft size={24} aria-hidden />
      </Link>
      <h1 className="wn-header__title">{intl.formatMessage(m.detailTitle)}</h1>
    </header>
  );
}

function DrawNotFound() {
  const intl = useIntl();
  return (
    <Page className="wn-page">
      <EmptyState icon={<SearchX size={44} />} title={intl.formatMessage(m.notFound)} text={intl.formatMessage(m.notFoundText)} level={1}>
        <Link to="/prize-winners" className="ui-button ui-button--primary">
          {intl.formatMessage(m.allWinners)}
        </Link>
      </EmptyState>
    </Page>
  );
}

function DrawDetail({ id }: { id: number }) {
  const { data, loading, error, refetch } = useQuery(WinnerDetailQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });

  if (loading && !data) return <DetailSkeleton />;
  if (error && !data) {
    if (error.graphQLErrors.some((e) => e.extensions?.code === 'NOT_FOUND')) return <DrawNotFound />;
    return (
      <Page className="wn-page">
        <Header />
        <LoadFailed onRetry={() => void refetch()} />
      </Page>
    );
  }
  if (!data) return <DrawNotFound />;
  return <DrawView draw={data.luckyDraw} />;
}

function DrawView({ draw }: { draw: Draw }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [claimPrize, claiming] = useMutation(ClaimPrizeMutation, { refetchQueries: ['WinnerDetail'] });
  const [claimedNow, setClaimedNow] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const tickets = formatTicketNumbers(draw.ticketNumbers);

  async function claim() {
    try {
      await claimPrize({ variables: { luckyDrawWinnerId: draw.id } });
      setClaimedNow(true);
    } catch (e) {
      setFailure(serverErrorText(e, intl));
    }
  }

  return (
    <Page className="wn-page">
      <Header />
      <section className="wn-number-card" aria-labelledby="wn-lucky-number">
        <span className="wn-badge wn-badge--light" data-testid="draw-batch">
          {intl.formatMessage(m.batch, { batch: draw.batch })}
        </span>
        <h2 id="wn-lucky-number" className="wn-number-card__label">
          {intl.formatMessage(m.luckyNumber)}
        </h2>
        <strong className="wn-number" data-testid="lucky-number">
          {draw.luckyNumber ?? '?'}
        </strong>
        {draw.luckyNumber == null && <span className="wn-number-card__note">{intl.formatMessage(m.notDrawn)}</span>}
      </section>

      <section className="wn-section" aria-labelledby="wn-prize">
        <h2 id="wn-prize" className="section-title">
          {intl.formatMessage(m.prize)}
        </h2>
        <div className="wn-prize">
          <ProductImage src={draw.product.featureImage} alt={draw.product.name} size={320} eager className="wn-prize__image" />
          <div className="wn-prize__text">
            <h3 className="wn-prize__name">{draw.product.name}</h3>
            <span className="wn-card__category">{draw.product.category}</span>
            <span className="price">{formatMMK(draw.product.actualPrice)}</span>
          </div>
        </div>
      </section>

      {draw.isWin && (
        <section className="wn-win" data-testid="you-win" aria-labelledby="wn-you-win">
          <PartyPopper size={36} aria-hidden className="wn-win__icon" />
          <h2 id="wn-you-win" className="wn-win__title">
            {intl.formatMessage(m.youWin)}
          </h2>
          {canClaim(draw) && !claimedNow ? (
            <Button size="lg" block variant="dark" className="wn-win__claim" loading={claiming.loading} onClick={() => void claim()}>
              {intl.formatMessage(m.claimPrize)}
            </Button>
          ) : (
            <p className="wn-win__claimed">
              {intl.formatMessage(m.claimed)}{' '}
              <Link to="/my-orders-to-ship" className="wn-win__link">
                {intl.formatMessage(m.toShip)}
              </Link>
            </p>
          )}
        </section>
      )}

      {tickets && (
        <section className="wn-section" aria-labelledby="wn-tickets">
          <h2 id="wn-tickets" className="section-title">
            {intl.formatMessage(m.yourTickets)}
          </h2>
          <p className="wn-tickets" data-testid="ticket-numbers">
            {tickets}
          </p>
        </section>
      )}

      {draw.winner && (
        <section className="wn-section" aria-labelledby="wn-winner" data-testid="winner-block">
          <h2 id="wn-winner" className="section-title">
            {intl.formatMessage(m.winner)}
          </h2>
          <div className="wn-winner">
            <Avatar src={draw.winner.profileImage} name={draw.winner.name} size={64} />
            <div className="wn-winner__text">
              <strong className="wn-winner__name">{draw.winner.name}</strong>
              <dl className="wn-facts">
                <div>
                  <dt>{intl.formatMessage(m.date)}</dt>
                  <dd>
                    <time dateTime={String(draw.winner.date)}>{intl.formatDate(String(draw.winner.date), DATE)}</time>
                  </dd>
                </div>
                {draw.winner.township && (
                  <div>
                    <dt>{intl.formatMessage(m.township)}</dt>
                    <dd>{draw.winner.township}</dd>
                  </div>
                )}
              </dl>
            </div>
          </div>
        </section>
      )}

      <Fairness fairness={draw.fairness} />

      <Link to="/lucky-draw" className="ui-button ui-button--primary ui-button--lg ui-button--block">
        {intl.formatMessage(m.backToLuckyDraw)}
      </Link>

      <AlertDialog
        open={claimedNow}
        type="success"
        text={intl.formatMessage(m.claimSuccess)}
        onClose={() => navigate('/my-orders-to-ship')}
      />
      <AlertDialog open={failure !== null} type="error" text={failure} onClose={() => setFailure(null)} />
    </Page>
  );
}

function Fairness({ fairness }: { fairness: Draw['fairness'] }) {
  const intl = useIntl();
  return (
    <details className="wn-section wn-fair">
      <summary className="wn-fair__summary">{intl.formatMessage(m.verify)}</summary>
      <p className="wn-fair__intro">{intl.formatMessage(m.verifyIntro)}</p>
      <dl className="wn-fair__facts">
        <div>
          <dt>{intl.formatMessage(m.seedHash)}</dt>
          <dd>
            <code>{fairness.seedHash}</code>
          </dd>
        </div>
        {fairness.seed && (
          <div>
            <dt>{intl.formatMessage(m.seed)}</dt>
            <dd>
              <code>{fairness.seed}</code>
            </dd>
          </div>
        )}
        {fairness.ticketsDigest && (
          <div>
            <dt>{intl.formatMessage(m.digest)}</dt>
            <dd>
              <code>{fairness.ticketsDigest}</code>{' '}
              <a href={fairness.ticketsUrl} className="wn-fair__link" target="_blank" rel="noreferrer">
                {intl.formatMessage(m.tickets)}
              </a>
            </dd>
          </div>
        )}
        <div>
          <dt>{intl.formatMessage(m.formula)}</dt>
          <dd>
            <code>{fairness.formula}</code>
          </dd>
        </div>
      </dl>
    </details>
  );
}

function DetailSkeleton() {
  return (
    <Page className="wn-page">
      <div aria-busy="true" style={{ display: 'grid', gap: 12 }}>
        <Skeleton height={32} width="55%" />
        <Skeleton height={160} radius={14} />
        <Skeleton height={120} />
        <Skeleton height={96} />
      </div>
    </Page>
  );
}
