// The body of a draw's detail, the same on /lucky-draw-detail and /prize-winner-detail: the stage
// (batch, status, the lucky number or what stands in for it until declared, the draw time), a You
// Win ribbon for the winner, the prize, the caller's ticket numbers with the winning one
// highlighted, the winner, Claim Prize (once; 'Prize claiming success', then /my-orders-to-ship;
// a failure in an error dialog) or the claimed note, the route's own links, and the Verify panel.
// The draw comes from the DrawDetail fragment (queries.ts) that each route's query spreads; the
// route keeps its URL, header, loading, not-found and, on the lucky-draw route, the live polling
// and the win/lose popups (which claim through the same useClaimPrize).
import { useEffect, useState, type ReactNode } from 'react';
import { useMutation } from '@apollo/client';
import { PartyPopper, Trophy, UserRound } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { ProductImage } from '@/components/ui/product-image';
import type { DrawDetailFragment } from '@/gql/graphql';
import { formatMMK } from '@/lib/format';
import { serverErrorText } from '@/lib/server-error';
import { useFormatDateTime } from '@/lib/use-format-date-time';
import { DrawStatusBadge } from './draw-status-badge';
import { drawMessages as m } from './messages';
import { ClaimPrizeMutation } from './queries';
import { VerifyDraw } from './verify-draw';
import './draw-detail.css';

export type DrawDetailData = DrawDetailFragment;

/** Spec §9: the waiting animation shows another sold number every 100 ms. */
export const RANDOM_CYCLE_MS = 100;

/** Claim Prize for one draw: the mutation, its loading state, and the outcome the dialogs show. */
export interface ClaimPrize {
  claim: () => Promise<void>;
  loading: boolean;
  /** Claimed on this page (the draw's own `claimed` follows with the refetch). */
  claimedNow: boolean;
  failure: string | null;
  dismissFailure: () => void;
}

/**
 * Claims a draw's prize (the draw id is the winner id); `refetchQueries` are the operation names
 * the route wants fresh afterwards (its own detail query, the shopper's draws...).
 */
export function useClaimPrize(drawId: number, refetchQueries: string[]): ClaimPrize {
  const intl = useIntl();
  const [mutate, { loading }] = useMutation(ClaimPrizeMutation, { refetchQueries });
  const [claimedNow, setClaimedNow] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return {
    async claim() {
      try {
        await mutate({ variables: { luckyDrawWinnerId: drawId } });
        setClaimedNow(true);
      } catch (e) {
        setFailure(serverErrorText(e, intl));
      }
    },
    loading,
    claimedNow,
    failure,
    dismissFailure: () => setFailure(null),
  };
}

/** Claim Prize is offered to the winner of a prize not claimed yet (nor just now on this page). */
export function canClaimPrize(draw: Pick<DrawDetailData, 'isWin' | 'claimed'>, claim: ClaimPrize): boolean {
  return draw.isWin && !draw.claimed && !claim.claimedNow;
}

interface DrawDetailProps {
  draw: DrawDetailData;
  claim: ClaimPrize;
  /** What stands in for the lucky number until it is declared (default: a ? and 'Not drawn yet'). */
  waiting?: ReactNode;
  /** The route's own links under Claim Prize (Buy more tickets, Back to Lucky Draw...). */
  actions?: ReactNode;
}

export function DrawDetail({ draw, claim, waiting, actions }: DrawDetailProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const numbers = draw.ticketNumbers;
  const canClaim = canClaimPrize(draw, claim);

  return (
    <>
      <section className="dr-stage" aria-labelledby="dr-lucky-label">
        <div className="dr-stage__row">
          <span className="dr-stage__batch" data-testid="draw-batch">
            {intl.formatMessage(m.batch, { batch: draw.batch })}
          </span>
          <DrawStatusBadge status={draw.status} />
        </div>
        <h2 id="dr-lucky-label" className="dr-stage__label">
          {intl.formatMessage(m.luckyNumber)}
        </h2>
        {draw.luckyNumber != null ? (
          <div className="dr-ball" data-testid="lucky-number">
            {draw.luckyNumber}
          </div>
        ) : (
          (waiting ?? <NotDrawn />)
        )}
        <DrawTimes draw={draw} />
      </section>
      {draw.isWin && (
        <div className="dr-win" role="status" data-testid="you-win">
          <PartyPopper size={26} aria-hidden />
          <strong>{intl.formatMessage(m.youWin)}</strong>
        </div>
      )}
      <section className="dr-panel dr-prize">
        <ProductImage src={draw.product.featureImage} alt={draw.product.name} size={320} eager className="dr-prize__image" />
        <div className="dr-prize__body">
          <span className="dr-prize__name">{draw.product.name}</span>
          <span className="dr-muted">{draw.product.category}</span>
          <span className="price">{formatMMK(draw.product.actualPrice)}</span>
        </div>
      </section>
      <section className="dr-panel" aria-labelledby="dr-your-numbers" data-testid="ticket-numbers">
        <h2 id="dr-your-numbers" className="dr-panel__title">
          {intl.formatMessage(m.yourNumbers)}
        </h2>
        {numbers.length === 0 ? (
          <p className="dr-muted">{intl.formatMessage(m.noNumbers)}</p>
        ) : (
          <ul className="dr-numbers" role="list" data-testid="my-numbers">
            {numbers.map((n) => (
              <li key={n} className={`dr-number${n === draw.luckyNumber ? ' dr-number--win' : ''}`} aria-current={n === draw.luckyNumber || undefined}>
                {n}
              </li>
            ))}
          </ul>
        )}
      </section>
      {draw.winner && <WinnerBlock winner={draw.winner} />}
      <div className="dr-actions">
        {canClaim ? (
          <Button size="lg" block loading={claim.loading} onClick={() => void claim.claim()}>
            <Trophy size={20} aria-hidden /> {intl.formatMessage(m.claimPrize)}
          </Button>
        ) : (
          draw.isWin && (
            <>
              <p className="dr-muted">{intl.formatMessage(m.claimed)}</p>
              <Link to="/my-orders-to-ship" className="ui-button ui-button--outline ui-button--lg ui-button--block">
                {intl.formatMessage(m.toShip)}
              </Link>
            </>
          )
        )}
        {actions}
      </div>
      <VerifyDraw fairness={draw.fairness} luckyNumber={draw.luckyNumber ?? null} />

      <AlertDialog open={claim.claimedNow} type="success" text={intl.formatMessage(m.prizeClaimed)} onClose={() => navigate('/my-orders-to-ship')} />
      <AlertDialog open={claim.failure !== null} type="error" text={claim.failure} onClose={claim.dismissFailure} />
    </>
  );
}

/** The plain stand-in for a lucky number not declared yet. */
function NotDrawn() {
  const intl = useIntl();
  return (
    <>
      <div className="dr-ball" data-testid="lucky-number">
        ?
      </div>
      <p className="dr-stage__note">{intl.formatMessage(m.notDrawn)}</p>
    </>
  );
}

/** The live stand-in: a blinking question mark, with the batch's sold numbers cycling under it every 100 ms. */
export function WaitingNumber({ numbers }: { numbers: readonly number[] }) {
  const intl = useIntl();
  const [shown, setShown] = useState<number | null>(numbers[0] ?? null);
  useEffect(() => {
    if (numbers.length === 0) return;
    const timer = setInterval(() => setShown(numbers[Math.floor(Math.random() * numbers.length)]), RANDOM_CYCLE_MS);
    return () => clearInterval(timer);
  }, [numbers]);
  return (
    <>
      <div className="dr-ball dr-ball--waiting" role="img" aria-label={intl.formatMessage(m.waitingNumber)} data-testid="lucky-waiting">
        <span className="dr-blink" aria-hidden>
          ?
        </span>
      </div>
      {shown !== null && (
        <div className="dr-roller" aria-hidden data-testid="random-number">
          {shown}
        </div>
      )}
    </>
  );
}

function DrawTimes({ draw }: { draw: DrawDetailData }) {
  const intl = useIntl();
  const formatTime = useFormatDateTime();
  if (draw.openedAt) return <p className="dr-stage__time">{intl.formatMessage(m.openedAt, { time: formatTime(draw.openedAt) })}</p>;
  if (draw.drawAt) return <p className="dr-stage__time">{intl.formatMessage(m.drawAt, { time: formatTime(draw.drawAt) })}</p>;
  return <p className="dr-stage__time">{intl.formatMessage(m.soldOf, { sold: draw.sold, total: draw.ticket })}</p>;
}

function WinnerBlock({ winner }: { winner: NonNullable<DrawDetailData['winner']> }) {
  const intl = useIntl();
  const formatTime = useFormatDateTime();
  return (
    <section className="dr-panel dr-winner" aria-labelledby="dr-winner-title" data-testid="winner-block">
      <h2 id="dr-winner-title" className="dr-panel__title">
        <Trophy size={18} aria-hidden /> {intl.formatMessage(m.winner)}
      </h2>
      <div className="dr-winner__row" data-testid="winner">
        {winner.profileImage ? (
          <img src={winner.profileImage} alt="" width={48} height={48} className="dr-winner__avatar" loading="lazy" />
        ) : (
          <span className="dr-winner__avatar dr-winner__avatar--empty" aria-hidden>
            <UserRound size={24} />
          </span>
        )}
        <div className="dr-winner__body">
          <strong>{winner.name}</strong>
          <span className="dr-muted">{[formatTime(winner.date), winner.township].filter(Boolean).join(' · ')}</span>
        </div>
      </div>
    </section>
  );
}
