// /prize-winner-detail?id={drawId} (doc 001 §2, public; the id may also come in the navigation
// state). The body is the shared DrawDetail (components/draw): the batch and status, the lucky
// number (? until declared), the prize, a You Win highlight for the winner with Claim Prize (once;
// 'Prize claiming success', then /my-orders-to-ship), the caller's ticket numbers, the winner, and
// the Verify panel that recomputes the lucky number in the browser (DESIGN.md: provably fair).
// This route owns its URL, header back to /prize-winners, skeleton, not-found and the button back
// to /lucky-draw.
import { useQuery } from '@apollo/client';
import { ChevronLeft, SearchX } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { DrawDetail, useClaimPrize } from '@/components/draw/draw-detail';
import { Page } from '@/components/ui/page';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import type { WinnerDetailQuery as WinnerDetailData } from '@/gql/graphql';
import { useAuth } from '@/lib/auth';
import { readDrawId } from '../winner-rules';
import { winnersMessages as m } from '../messages';
import { WinnerDetailQuery } from '../queries';
import '../winners.css';

type Draw = WinnerDetailData['luckyDraw'];

export default function PrizeWinnerDetailPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const { isSignedIn } = useAuth();
  const id = readDrawId(params.get('id'), location.state);
  if (id === null) return <DrawNotFound />;
  // A sign-in or sign-out changes isWin and the ticket numbers: load the draw again.
  return <DrawLoader key={`${id}-${isSignedIn}`} id={id} />;
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

function DrawLoader({ id }: { id: number }) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(WinnerDetailQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });

  if (loading && !data) return <DetailSkeleton />;
  if (error && !data) {
    if (error.graphQLErrors.some((e) => e.extensions?.code === 'NOT_FOUND')) return <DrawNotFound />;
    return (
      <Page className="wn-page">
        <Header />
        <LoadError onRetry={() => void refetch()} message={intl.formatMessage(m.loadFailed)} />
      </Page>
    );
  }
  if (!data) return <DrawNotFound />;
  return <DrawView draw={data.luckyDraw} />;
}

function DrawView({ draw }: { draw: Draw }) {
  const intl = useIntl();
  const claim = useClaimPrize(draw.id, ['WinnerDetail']);
  return (
    <Page className="wn-page">
      <Header />
      <DrawDetail
        draw={draw}
        claim={claim}
        actions={
          <Link to="/lucky-draw" className="ui-button ui-button--primary ui-button--lg ui-button--block">
            {intl.formatMessage(m.backToLuckyDraw)}
          </Link>
        }
      />
    </Page>
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
