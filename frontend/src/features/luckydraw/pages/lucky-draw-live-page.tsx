// /lucky-draw-live (issue 40, "A live draw"; public): the batches about to be drawn (sold out and
// waiting for their draw time, or open with an end), each with a countdown in the server's time
// (live-draw.ts), and the reveal everyone watching sees at the same moment: `drawReveals` over the
// websocket (anonymous watchers too; subscribed again after a drop, use-draw-reveals.ts) says a
// number was declared and when every phone stops rolling (`revealAt`, server time); the number
// rolls every 100 ms until then and stops on the lucky number. Then the winner sees the spec's win dialog ('You Win', the popup text and Claim
// Prize, which puts the prize into /my-orders-to-ship), everyone else its lose dialog ('Not this
// time') and the next batch.
import { useEffect, useRef, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client';
import { Timer, Trophy } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useClaimPrize } from '@/components/draw/draw-detail';
import { drawMessages } from '@/components/draw/messages';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Page } from '@/components/ui/page';
import { ProductImage } from '@/components/ui/product-image';
import { Skeleton } from '@/components/ui/skeleton';
import type { LiveUpcomingDrawsQuery } from '@/gql/graphql';
import { clockLeft, clockOffset, outcome, revealPhase, rollingNumber, ROLL_CYCLE_MS, serverNow } from '../live-draw';
import { liveDrawMessages as lm } from '../live-messages';
import { ServerTimeQuery, UpcomingDrawsQuery } from '../live-queries';
import { luckyDrawMessages as m } from '../messages';
import { useDrawReveals, type Reveal } from '../use-draw-reveals';
import '@/components/draw/draw-detail.css';
import '../luckydraw.css';

type Upcoming = LiveUpcomingDrawsQuery['upcomingDraws'][number];

/** The server's clock minus the phone's, measured once (0 until it is). */
function useClockOffset(): number {
  const client = useApolloClient();
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    let live = true;
    const sentAt = Date.now();
    client
      .query({ query: ServerTimeQuery, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (live) setOffset(clockOffset(String(data.serverTime), sentAt, Date.now()));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client]);
  return offset;
}

/** Server time, again every `every` ms while mounted. */
function useServerNow(offset: number, every: number): number {
  const [now, setNow] = useState(() => serverNow(offset));
  useEffect(() => {
    setNow(serverNow(offset));
    const timer = setInterval(() => setNow(serverNow(offset)), every);
    return () => clearInterval(timer);
  }, [offset, every]);
  return now;
}

export default function LuckyDrawLivePage() {
  const intl = useIntl();
  const offset = useClockOffset();
  const { data, loading, refetch } = useQuery(UpcomingDrawsQuery, { fetchPolicy: 'cache-and-network', pollInterval: 30_000 });
  const draws = data?.upcomingDraws ?? [];
  // Names of the batches seen, so that a reveal names its prize after the list has moved on.
  const seen = useRef(new Map<number, Upcoming>());
  for (const draw of draws) seen.current.set(draw.id, draw);
  const [reveal, setReveal] = useState<Reveal | null>(null);
  // Subscribed again after a dropped socket or an ended stream, the list refetched then (a reveal
  // missed meanwhile is not sent again).
  useDrawReveals({ onReveal: setReveal, onGap: () => void refetch() });

  return (
    <Page className="ld-page">
      <h1 className="ld-page__title">{intl.formatMessage(m.liveTitle)}</h1>
      {reveal && <RevealStage key={reveal.id} reveal={reveal} draw={seen.current.get(reveal.id)} offset={offset} onDone={() => void refetch()} onClose={() => setReveal(null)} />}
      <h2 className="ld-live__heading">{intl.formatMessage(lm.upcoming)}</h2>
      {loading && !data ? (
        <div aria-busy="true" style={{ display: 'grid', gap: 12 }}>
          <Skeleton height={88} radius={12} />
          <Skeleton height={88} radius={12} />
        </div>
      ) : draws.length === 0 ? (
        <p className="ld-live__none">{intl.formatMessage(lm.none)}</p>
      ) : (
        <ul className="ld-live__list" data-testid="upcoming-draws">
          {draws.map((draw) => (
            <UpcomingCard key={draw.id} draw={draw} offset={offset} />
          ))}
        </ul>
      )}
      <Link to="/lucky-draw" className="ui-button ui-button--primary ui-button--lg ui-button--block">
        {intl.formatMessage(m.title)}
      </Link>
    </Page>
  );
}

function UpcomingCard({ draw, offset }: { draw: Upcoming; offset: number }) {
  const intl = useIntl();
  const now = useServerNow(offset, 1000);
  const target = draw.drawAt ?? draw.endsAt;
  const left = target != null ? clockLeft(Date.parse(String(target)), now) : null;
  let text: string;
  if (left === null) text = intl.formatMessage(lm.waitingCheck);
  else if (left.over) text = intl.formatMessage(lm.drawingNow);
  else if (draw.drawAt != null) text = intl.formatMessage(lm.drawIn, { days: left.days, clock: left.clock });
  else text = intl.formatMessage(m.endsIn, { days: left.days, clock: left.clock });
  return (
    <li className="ld-live__card" data-testid="upcoming-draw" data-draw-id={draw.id}>
      <ProductImage src={draw.product.featureImage ?? null} alt="" size={320} className="ld-live__image" />
      <div className="ld-live__body">
        <p className="ld-live__name">{draw.product.name}</p>
        <p className="ld-live__meta">
          {intl.formatMessage(lm.batch, { batch: draw.batch })} · {intl.formatMessage(m.remaining, { remaining: draw.ticket - draw.sold, total: draw.ticket })}
        </p>
        <p className="ld-live__timer">
          <Timer size={14} aria-hidden />{' '}
          <span role="timer" aria-atomic="true" data-testid="live-countdown">
            {text}
          </span>
        </p>
      </div>
    </li>
  );
}

/** The roll until `revealAt`, the lucky number, then the winner's or the others' dialog. */
function RevealStage({ reveal, draw, offset, onDone, onClose }: { reveal: Reveal; draw: Upcoming | undefined; offset: number; onDone: () => void; onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const now = useServerNow(offset, ROLL_CYCLE_MS);
  const revealAt = Date.parse(String(reveal.revealAt));
  const phase = revealPhase(revealAt, now);
  const [dialog, setDialog] = useState(false);
  const claim = useClaimPrize(reveal.id, ['LuckyDrawMyDraws']);
  const revealed = phase === 'revealed';
  const done = useRef({ onDone });
  done.current = { onDone };
  useEffect(() => {
    if (!revealed) return;
    setDialog(true);
    done.current.onDone();
  }, [revealed]);
  useEffect(() => {
    if (claim.claimedNow) navigate('/my-orders-to-ship');
  }, [claim.claimedNow, navigate]);

  const name = draw?.product.name ?? '';
  const max = draw?.ticket ?? Math.max(reveal.luckyNumber, 99);
  const result = outcome(reveal);
  return (
    <section className="dr-stage ld-live__stage" data-testid="live-reveal" data-phase={phase}>
      <p className="dr-stage__label">
        {name && <>{name} · </>}
        {intl.formatMessage(lm.batch, { batch: reveal.batch })}
      </p>
      {revealed ? (
        <>
          <p className="dr-stage__label">{intl.formatMessage(lm.luckyNumber)}</p>
          <p className="ld-live__number" data-testid="live-lucky-number">
            {reveal.luckyNumber}
          </p>
          {reveal.winnerName && <p className="dr-stage__note">{intl.formatMessage(lm.winner, { name: reveal.winnerName })}</p>}
        </>
      ) : (
        <p className="ld-live__number ld-live__number--rolling" role="img" aria-label={intl.formatMessage(lm.rolling)} data-testid="live-rolling">
          <span aria-hidden>{rollingNumber(now, max, reveal.luckyNumber)}</span>
        </p>
      )}

      <Dialog open={dialog && result === 'win'} onClose={() => setDialog(false)} className="ld-modal ld-popup ld-popup--win" title={intl.formatMessage(drawMessages.youWin)}>
        <Trophy size={56} aria-hidden className="ld-popup__icon" />
        <p className="ld-popup__text">{intl.formatMessage(m.winText, { number: reveal.luckyNumber, name })}</p>
        <div className="ld-modal__actions">
          <Button block loading={claim.loading} onClick={() => void claim.claim()}>
            {intl.formatMessage(drawMessages.claimPrize)}
          </Button>
        </div>
      </Dialog>
      <Dialog open={dialog && result === 'lost'} onClose={() => setDialog(false)} className="ld-modal ld-popup" title={intl.formatMessage(m.lostTitle)}>
        <p className="ld-popup__text">{intl.formatMessage(m.lostText, { number: reveal.luckyNumber })}</p>
        <div className="ld-modal__actions">
          <Button
            block
            onClick={() => {
              setDialog(false);
              onClose();
            }}
          >
            {intl.formatMessage(lm.nextDraw)}
          </Button>
        </div>
      </Dialog>
      <AlertDialog open={claim.failure !== null} type="error" text={claim.failure ?? ''} onClose={claim.dismissFailure} />
    </section>
  );
}
