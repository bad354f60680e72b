// /lucky-draw-detail (spec §2, signed in): the draw from the navigation state { id, ticket_id,
// origin } or the URL (?id=&ticket_id=, so it can be shared and reloaded). The body (batch, status,
// the big lucky number, prize, the shopper's numbers, winner, Claim Prize, Verify) is the shared
// DrawDetail (components/draw). This route owns the rest: the header back to its tab, not-found,
// the skeleton, and the live part: until the number is set a blinking question mark with sold
// numbers cycling every 100 ms, and the live result asked for every 10 s (with the detail): 'you'
// opens the win popup (with its own Claim Prize), 'other' the lost popup (closing it returns to
// /lucky-draw). Buy more tickets for a shopper who did not win.
import { useEffect, useRef, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client';
import { SearchX, Trophy } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { canClaimPrize, DrawDetail, useClaimPrize, WaitingNumber } from '@/components/draw/draw-detail';
import { drawMessages } from '@/components/draw/messages';
import { Page } from '@/components/ui/page';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import type { LuckyDrawDetailQuery } from '@/gql/graphql';
import { DrawCountdown } from '../components/ticket-card';
import { LuckyHeader } from '../components/lucky-header';
import { LIVE_POLL_MS, readDrawRef, type DrawRef } from '../draw-ref';
import { tabByName } from '../lucky-draw-state';
import { luckyDrawMessages as m } from '../messages';
import { DrawDetailQuery, LiveLuckyNumberQuery } from '../queries';
import '../luckydraw.css';

type Draw = LuckyDrawDetailQuery['luckyDraw'];

export default function LuckyDrawDetailPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const ref = readDrawRef(location.state, params);
  if (!ref) return <DrawNotFound />;
  return <DrawDetailPage key={ref.id} drawRef={ref} />;
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

function DrawDetailPage({ drawRef }: { drawRef: DrawRef }) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(DrawDetailQuery, { variables: { id: drawRef.id }, fetchPolicy: 'cache-and-network' });
  const draw = data?.luckyDraw;
  const [popup, setPopup] = useState<'win' | 'lost' | null>(null);
  usePollResult(draw, drawRef.ticketId, refetch, setPopup);

  if (loading && !data) return <DetailSkeleton />;
  if (!draw) {
    if (error?.graphQLErrors.some((e) => e.extensions?.code === 'NOT_FOUND')) return <DrawNotFound />;
    return (
      <Page>
        <LoadError onRetry={() => void refetch()} message={intl.formatMessage(m.loadFailed)} />
      </Page>
    );
  }
  return <DrawView draw={draw} origin={drawRef.origin} popup={popup} setPopup={setPopup} />;
}

function DrawView({ draw, origin, popup, setPopup }: { draw: Draw; origin: string | null; popup: 'win' | 'lost' | null; setPopup: (popup: 'win' | 'lost' | null) => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const claim = useClaimPrize(draw.id, ['LuckyDrawMyDraws', 'LuckyDrawDetail']);
  const canClaim = canClaimPrize(draw, claim);
  const backTab = tabByName(origin);

  return (
    <Page className="ld-page">
      <LuckyHeader title={intl.formatMessage(m.detailTitle)} backTo="/lucky-draw" backState={backTab ? { activeTab: backTab } : undefined} />
      <DrawDetail
        draw={draw}
        claim={claim}
        waiting={
          <>
            {draw.endsAt != null && <DrawCountdown endsAt={String(draw.endsAt)} minTickets={draw.minTickets} layout="page" />}
            <WaitingNumber numbers={draw.randomTicketNumbers} />
          </>
        }
        actions={
          !draw.isWin && (
            <Link to="/lucky-draw" className="ui-button ui-button--primary ui-button--lg ui-button--block">
              {intl.formatMessage(m.buyMore)}
            </Link>
          )
        }
      />

      <Dialog open={popup === 'win'} onClose={() => setPopup(null)} className="ld-modal ld-popup ld-popup--win" title={intl.formatMessage(m.winTitle)}>
        <Trophy size={56} aria-hidden className="ld-popup__icon" />
        <p className="ld-popup__text">{intl.formatMessage(m.winText, { number: draw.luckyNumber ?? 0, name: draw.product.name })}</p>
        {canClaim && (
          <div className="ld-modal__actions">
            <Button
              block
              loading={claim.loading}
              onClick={() => {
                setPopup(null);
                void claim.claim();
              }}
            >
              {intl.formatMessage(drawMessages.claimPrize)}
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
