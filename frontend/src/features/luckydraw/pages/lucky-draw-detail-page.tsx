// /lucky-draw-detail (spec §2, signed in): the draw from the navigation state { id, ticket_id,
// origin } or the URL (?id=&ticket_id=, so it can be shared and reloaded). Batch and a big lucky
// number; until it is set a blinking question mark and sold numbers cycling every 100 ms, and the
// live result is asked for every 10 s (with the detail): 'you' opens the win popup, 'other' the
// lost popup (closing it returns to /lucky-draw). The prize, the shopper's numbers with the
// winning one highlighted, the winner, Claim Prize (→ 'Prize claiming success' → /my-orders-to-ship)
// or Buy more tickets, and the section that verifies the draw in the browser.
import { useEffect, useRef, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { PartyPopper, SearchX, Trophy, UserRound } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { serverErrorText } from '@/lib/server-error';
import { ProductImage } from '@/components/ui/product-image';
import type { LuckyDrawDetailQuery } from '@/gql/graphql';
import { formatMMK } from '@/lib/format';
import { DrawStatusBadge } from '../components/draw-status-badge';
import { LuckyHeader } from '../components/lucky-header';
import { useFormatDateTime } from '@/lib/use-format-date-time';
import { VerifyDraw } from '../components/verify-draw';
import { LIVE_POLL_MS, RANDOM_CYCLE_MS, readDrawRef, type DrawRef } from '../draw-ref';
import { tabByName } from '../lucky-draw-state';
import { luckyDrawMessages as m } from '../messages';
import { ClaimPrizeMutation, DrawDetailQuery, LiveLuckyNumberQuery } from '../queries';
import '../luckydraw.css';

type Draw = LuckyDrawDetailQuery['luckyDraw'];

export default function LuckyDrawDetailPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const ref = readDrawRef(location.state, params);
  if (!ref) return <DrawNotFound />;
  return <DrawDetail key={ref.id} drawRef={ref} />;
}

function DrawNotFound() {
  const intl = useIntl();
  return (
    <Page>
      <EmptyState icon={<SearchX size={44} />} title={intl.formatMessage(m.drawNotFound)} level={1}>
        <Link to="/lucky-draw" className="ui-button ui-button--primary">
          {intl.formatMessage(m.title)}
        </Link>
      </EmptyState>
    </Page>
  );
}

function DrawDetail({ drawRef }: { drawRef: DrawRef }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(DrawDetailQuery, { variables: { id: drawRef.id }, fetchPolicy: 'cache-and-network' });
  const draw = data?.luckyDraw;
  const [popup, setPopup] = useState<'win' | 'lost' | null>(null);
  const [claimed, setClaimed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [claim, claiming] = useMutation(ClaimPrizeMutation, { refetchQueries: ['LuckyDrawMyDraws', 'LuckyDrawDetail'] });
  usePollResult(draw, drawRef.ticketId, refetch, setPopup);

  if (loading && !data) return <DetailSkeleton />;
  if (!draw) {
    if (error?.graphQLErrors.some((e) => e.extensions?.code === 'NOT_FOUND')) return <DrawNotFound />;
    return (
      <Page>
        <div className="list-end" role="alert">
          <p>{intl.formatMessage(m.loadFailed)}</p>
          <Button variant="outline" size="sm" onClick={() => void refetch()} style={{ marginTop: 8 }}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      </Page>
    );
  }

  const numbers = draw.ticketNumbers;
  const canClaim = draw.isWin && !draw.claimed;
  const backTab = tabByName(drawRef.origin);

  async function claimPrize() {
    setPopup(null);
    try {
      await claim({ variables: { luckyDrawWinnerId: draw!.id } });
      setClaimed(true);
    } catch (e) {
      setFailure(serverErrorText(e, intl));
    }
  }

  return (
    <Page className="ld-page">
      <LuckyHeader title={intl.formatMessage(m.detailTitle)} backTo="/lucky-draw" backState={backTab ? { activeTab: backTab } : undefined} />
      <section className="ld-stage" aria-labelledby="ld-lucky-label">
        <div className="ld-stage__row">
          <span className="ld-stage__batch" data-testid="draw-batch">
            {intl.formatMessage(m.batch, { batch: draw.batch })}
          </span>
          <DrawStatusBadge status={draw.status} />
        </div>
        <h2 id="ld-lucky-label" className="ld-stage__label">
          {intl.formatMessage(m.luckyNumber)}
        </h2>
        {draw.luckyNumber != null ? (
          <div className="ld-ball" data-testid="lucky-number">
            {draw.luckyNumber}
          </div>
        ) : (
          <WaitingNumber numbers={draw.randomTicketNumbers} />
        )}
        <DrawTimes draw={draw} />
      </section>
      {draw.isWin && (
        <div className="ld-win" role="status" data-testid="you-win">
          <PartyPopper size={26} aria-hidden />
          <strong>{intl.formatMessage(m.youWin)}</strong>
        </div>
      )}
      <section className="ld-panel ld-prize">
        <ProductImage src={draw.product.featureImage} alt={draw.product.name} size={320} className="ld-prize__image" />
        <div className="ld-prize__body">
          <span className="ld-buy__name">{draw.product.name}</span>
          <span className="ld-muted">{draw.product.category}</span>
          <span className="price">{formatMMK(draw.product.actualPrice)}</span>
        </div>
      </section>
      <section className="ld-panel" aria-labelledby="ld-your-numbers">
        <h2 id="ld-your-numbers" className="ld-panel__title">
          {intl.formatMessage(m.yourNumbers)}
        </h2>
        {numbers.length === 0 ? (
          <p className="ld-muted">{intl.formatMessage(m.noNumbers)}</p>
        ) : (
          <ul className="ld-numbers" role="list" data-testid="my-numbers">
            {numbers.map((n) => (
              <li key={n} className={`ld-number${n === draw.luckyNumber ? ' ld-number--win' : ''}`} aria-current={n === draw.luckyNumber || undefined}>
                {n}
              </li>
            ))}
          </ul>
        )}
      </section>
      {draw.winner && <WinnerBlock winner={draw.winner} />}
      <div className="ld-actions">
        {canClaim ? (
          <Button size="lg" block loading={claiming.loading} onClick={() => void claimPrize()}>
            <Trophy size={20} aria-hidden /> {intl.formatMessage(m.claimPrize)}
          </Button>
        ) : draw.isWin ? (
          <Link to="/my-orders-to-ship" className="ui-button ui-button--outline ui-button--lg ui-button--block">
            {intl.formatMessage(m.alreadyClaimed)} · {intl.formatMessage(m.myOrders)}
          </Link>
        ) : (
          <Link to="/lucky-draw" className="ui-button ui-button--primary ui-button--lg ui-button--block">
            {intl.formatMessage(m.buyMore)}
          </Link>
        )}
      </div>
      <VerifyDraw fairness={draw.fairness} luckyNumber={draw.luckyNumber ?? null} />

      <Dialog open={popup === 'win'} onClose={() => setPopup(null)} className="ld-modal ld-popup ld-popup--win" title={intl.formatMessage(m.winTitle)}>
        <Trophy size={56} aria-hidden className="ld-popup__icon" />
        <p className="ld-popup__text">{intl.formatMessage(m.winText, { number: draw.luckyNumber ?? 0, name: draw.product.name })}</p>
        {canClaim && (
          <div className="ld-modal__actions">
            <Button block loading={claiming.loading} onClick={() => void claimPrize()}>
              {intl.formatMessage(m.claimPrize)}
            </Button>
          </div>
        )}
      </Dialog>
      <AlertDialog
        open={popup === 'lost'}
        type="message"
        title={intl.formatMessage(m.lostTitle)}
        text={intl.formatMessage(m.lostText, { number: draw.luckyNumber ?? 0 })}
        onClose={() => {
          setPopup(null);
          navigate('/lucky-draw');
        }}
      />
      <AlertDialog open={claimed} type="success" text={intl.formatMessage(m.prizeClaimed)} onClose={() => navigate('/my-orders-to-ship')} />
      <AlertDialog open={failure !== null} type="error" text={failure} onClose={() => setFailure(null)} />
    </Page>
  );
}

/**
 * While the lucky number is not set: every 10 s the live result of the shopper's purchase ('you',
 * 'other' or 'waiting') and the detail again. Opened by a link without a purchase (a deep link),
 * the detail alone is polled, and the popup follows from it when the number appears.
 */
function usePollResult(draw: Draw | undefined, ticketId: number | null, refetch: () => Promise<unknown>, setPopup: (popup: 'win' | 'lost') => void) {
  const client = useApolloClient();
  const waiting = draw !== undefined && draw.luckyNumber == null;
  const sawWaiting = useRef(false);
  const announced = useRef(false);
  const announce = (popup: 'win' | 'lost') => {
    if (announced.current) return;
    announced.current = true;
    setPopup(popup);
  };
  const latest = useRef({ refetch, announce });
  latest.current = { refetch, announce };

  useEffect(() => {
    if (!waiting) return;
    sawWaiting.current = true;
    const timer = setInterval(() => {
      void (async () => {
        if (ticketId !== null) {
          try {
            const { data } = await client.query({ query: LiveLuckyNumberQuery, variables: { ticketId }, fetchPolicy: 'network-only' });
            const code = data.liveLuckyNumber.code;
            if (code === 'you') latest.current.announce('win');
            else if (code === 'other') latest.current.announce('lost');
          } catch {
            // A failed poll is retried at the next tick.
          }
        }
        await latest.current.refetch().catch(() => undefined);
      })();
    }, LIVE_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, ticketId, client]);

  // The number appeared while this page was open: a shopper with tickets learns the result.
  const declared = draw !== undefined && draw.luckyNumber != null;
  const holdsTickets = draw !== undefined && draw.ticketNumbers.length > 0;
  const isWin = draw?.isWin ?? false;
  useEffect(() => {
    if (declared && sawWaiting.current && holdsTickets) latest.current.announce(isWin ? 'win' : 'lost');
  }, [declared, holdsTickets, isWin]);
}

/** The blinking question mark, with the batch's sold numbers cycling under it every 100 ms. */
function WaitingNumber({ numbers }: { numbers: number[] }) {
  const intl = useIntl();
  const [shown, setShown] = useState<number | null>(numbers[0] ?? null);
  useEffect(() => {
    if (numbers.length === 0) return;
    const timer = setInterval(() => setShown(numbers[Math.floor(Math.random() * numbers.length)]), RANDOM_CYCLE_MS);
    return () => clearInterval(timer);
  }, [numbers]);
  return (
    <>
      <div className="ld-ball ld-ball--waiting" role="img" aria-label={intl.formatMessage(m.waitingNumber)} data-testid="lucky-waiting">
        <span className="ld-blink" aria-hidden>
          ?
        </span>
      </div>
      {shown !== null && (
        <div className="ld-roller" aria-hidden data-testid="random-number">
          {shown}
        </div>
      )}
    </>
  );
}

function DrawTimes({ draw }: { draw: Draw }) {
  const intl = useIntl();
  const formatTime = useFormatDateTime();
  if (draw.openedAt) return <p className="ld-stage__time">{intl.formatMessage(m.openedAt, { time: formatTime(draw.openedAt) })}</p>;
  if (draw.drawAt) return <p className="ld-stage__time">{intl.formatMessage(m.drawAt, { time: formatTime(draw.drawAt) })}</p>;
  return <p className="ld-stage__time">{intl.formatMessage(m.soldOf, { sold: draw.sold, total: draw.ticket })}</p>;
}

function WinnerBlock({ winner }: { winner: NonNullable<Draw['winner']> }) {
  const intl = useIntl();
  const formatTime = useFormatDateTime();
  return (
    <section className="ld-panel ld-winner" aria-labelledby="ld-winner-title" data-testid="winner">
      <h2 id="ld-winner-title" className="ld-panel__title">
        <Trophy size={18} aria-hidden /> {intl.formatMessage(m.winner)}
      </h2>
      <div className="ld-winner__row">
        {winner.profileImage ? (
          <img src={winner.profileImage} alt="" width={48} height={48} className="ld-winner__avatar" loading="lazy" />
        ) : (
          <span className="ld-winner__avatar ld-winner__avatar--empty" aria-hidden>
            <UserRound size={24} />
          </span>
        )}
        <div className="ld-winner__body">
          <strong>{winner.name}</strong>
          <span className="ld-muted">{[formatTime(winner.date), winner.township].filter(Boolean).join(' · ')}</span>
        </div>
      </div>
    </section>
  );
}

function DetailSkeleton() {
  return (
    <Page className="ld-page">
      <div aria-busy="true" style={{ display: 'grid', gap: 12 }}>
        <Skeleton height={32} width="55%" />
        <Skeleton height={220} radius={14} />
        <Skeleton height={96} />
        <Skeleton height={80} />
      </div>
    </Page>
  );
}
