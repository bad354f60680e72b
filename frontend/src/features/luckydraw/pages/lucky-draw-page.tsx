// /lucky-draw and /lucky-draw-all-prize (spec §2): tabs Lucky Draw (every ticket product, infinite
// scroll, 20 a page, newest first), History, LuckyDraw Live and My Prizes (with the number of
// prizes); the three personal tabs only when signed in. The tab and the buy modal live in the
// navigation state (`data`, `activeTab`, `showBuyTicketModal`, `buytokenid`, `selectedProduct`,
// `fromProductDetail`), so the home, the product page and the bottom navigation can open them,
// and Back returns to the same tab.
import { Suspense, lazy, useDeferredValue, useState } from 'react';
import { useQuery } from '@apollo/client';
import { Ticket } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { LazyAlertDialog } from '@/components/ui/lazy-alert-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ListFooter } from '@/components/ui/list-footer';
import { LoadError } from '@/components/ui/load-error';
import { useSentinel } from '@/lib/use-sentinel';
import type { TicketProductFieldsFragment } from '@/gql/graphql';
import { useAuth } from '@/lib/auth';
import { fetchPolicyAfterPrefetch, prefetchQuery } from '@/lib/prefetch';
import { isNetworkFailure, serverErrorText } from '@/lib/server-error';
import { usePagedList, type PagedList } from '@/lib/use-paged-list';
import { CardSkeletons } from '../components/card-skeletons';
import { TicketCard } from '../components/ticket-card';
import { readLuckyDrawState, TICKETS_PER_PAGE, type BuyRequest, type DrawTab, type LuckyDrawState } from '../lucky-draw-state';
import { luckyDrawMessages as m } from '../messages';
import { MyDrawsQuery, TicketProductForProductQuery, TicketProductQuery, TicketProductsQuery } from '../queries';
import '../luckydraw.css';

// What only follows a tap or a signed-in tab, downloaded when it is needed: the buy flow (ticket,
// confirm and payment modals) and the shopper's own draws. The list of ticket products, the
// page's first paint, does not wait for them.
const BuyTicketFlow = lazy(() => import('../components/buy-ticket-flow').then((module) => ({ default: module.BuyTicketFlow })));
const MyDraws = lazy(() => import('../components/my-draws'));

const FIRST_PAGE = { page: 1, perPage: TICKETS_PER_PAGE };

const TABS: { tab: DrawTab; label: MessageDescriptor }[] = [
  { tab: 'all', label: m.tabAll },
  { tab: 'history', label: m.tabHistory },
  { tab: 'live', label: m.tabLive },
  { tab: 'prizes', label: m.tabPrizes },
];

/** A selectedProduct that is already a ticket product card (from the home), not a catalogue product. */
function isTicketCard(value: unknown, id: number): value is TicketProductFieldsFragment {
  const card = value as Partial<TicketProductFieldsFragment> | null;
  return !!card && card.id === id && typeof card.costTokenPoint === 'number' && typeof card.remainingTickets === 'number';
}

/** The first page of ticket products, asked for as soon as this chunk arrives (lib/prefetch.ts). */
export function prefetch() {
  prefetchQuery(TicketProductsQuery, FIRST_PAGE);
}

export default function LuckyDrawPage() {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const { isSignedIn } = useAuth();
  const { tab, buy } = readLuckyDrawState(location.state, isSignedIn);
  // Fresh on every visit (remaining tickets change), but not asked twice right after a prefetch.
  const [listPolicy] = useState(() => fetchPolicyAfterPrefetch(TicketProductsQuery, FIRST_PAGE, 'cache-and-network'));
  const list = usePagedList(TicketProductsQuery, FIRST_PAGE, 'ticketProducts', { fetchPolicy: listPolicy });
  const prizes = useQuery(MyDrawsQuery, { variables: { list: 'PRIZES' }, skip: !isSignedIn, fetchPolicy: 'cache-and-network' });
  const prizeCount = prizes.data?.myLuckyDraws.length ?? 0;

  /** Changes the navigation state in place: the tab and the buy modal survive Back and reload. */
  function setState(change: Partial<LuckyDrawState>) {
    const current = (typeof location.state === 'object' && location.state !== null ? location.state : {}) as LuckyDrawState;
    navigate(location.pathname + location.search, { replace: true, state: { ...current, ...change } });
  }

  const openBuy = (product: TicketProductFieldsFragment) =>
    setState({ showBuyTicketModal: true, buytokenid: product.id, selectedProduct: product, fromProductDetail: false });
  const closeBuy = () => setState({ showBuyTicketModal: false, selectedProduct: undefined, buytokenid: undefined, fromProductDetail: undefined });

  return (
    <Page className="ld-page">
      <h1 className="ld-page__title">{intl.formatMessage(m.title)}</h1>
      {isSignedIn && (
        <div className="ld-tabs" role="tablist" aria-label={intl.formatMessage(m.tabs)}>
          {TABS.map(({ tab: key, label }) => (
            <button
              key={key}
              type="button"
              role="tab"
              id={`ld-tab-${key}`}
              aria-selected={tab === key}
              aria-controls="ld-panel"
              className="ld-tab"
              onClick={() => setState({ activeTab: key })}
            >
              {intl.formatMessage(label)}
              {key === 'prizes' && prizeCount > 0 && (
                <span className="ld-tab__badge" data-testid="prize-count">
                  {prizeCount}
                </span>
              )}
            </button>
          ))}
        </div>
      )}
      <div id="ld-panel" role={isSignedIn ? 'tabpanel' : undefined} aria-labelledby={isSignedIn ? `ld-tab-${tab}` : undefined}>
        {tab === 'all' ? (
          <TicketProductList list={list} onBuy={openBuy} />
        ) : (
          <Suspense fallback={<CardSkeletons />}>
            <MyDraws which={tab} />
          </Suspense>
        )}
      </div>
      {buy && <BuyRequestModal request={buy} list={list} onClose={closeBuy} />}
    </Page>
  );
}

/**
 * Finds the product a buy request names (the fresh card from the loaded pages first) and opens
 * the flow. One that is not on the loaded pages is asked for by itself: by its ticket product id
 * (home), or by its catalogue product id (product page), so a prize beyond the first page can be
 * bought too.
 */
function BuyRequestModal({ request, list, onClose }: { request: BuyRequest; list: PagedList<TicketProductFieldsFragment>; onClose: () => void }) {
  const intl = useIntl();
  const fromList = list.items.find((p) => (request.byProductId ? p.productId === request.id : p.id === request.id));
  const ask = fromList === undefined && !list.loading;
  const single = useQuery(TicketProductQuery, { variables: { id: request.id }, skip: request.byProductId || !ask });
  const forProduct = useQuery(TicketProductForProductQuery, { variables: { productId: request.id }, skip: !request.byProductId || !ask });
  const product =
    fromList ??
    single.data?.ticketProduct ??
    forProduct.data?.ticketProductForProduct ??
    (isTicketCard(request.selected, request.id) ? request.selected : undefined);
  if (product) {
    return (
      <Suspense fallback={null}>
        <BuyTicketFlow key={product.id} product={product} onClose={onClose} />
      </Suspense>
    );
  }
  // A catalogue product without a running draw (NOT_FOUND), or an unknown ticket product id. A read
  // that never reached the server (offline) proves neither: it says why instead.
  const failed = (request.byProductId ? forProduct : single).error;
  const text = failed && isNetworkFailure(failed) ? serverErrorText(failed, intl) : intl.formatMessage(m.notAvailable);
  return <LazyAlertDialog open={failed !== undefined} type="warning" text={text} onClose={onClose} />;
}

function TicketProductList({ list, onBuy }: { list: PagedList<TicketProductFieldsFragment>; onBuy: (product: TicketProductFieldsFragment) => void }) {
  const intl = useIntl();
  // The cards render from a deferred copy of the list (useDeferredValue), in slices rather than in
  // the one long task of Apollo's urgent update; the skeletons stay until they are ready.
  const deferred = useDeferredValue(list.items);
  const sentinel = useSentinel<HTMLDivElement>(list.loadMore, !list.loading && !list.reachEnd && !list.moreError, deferred.length);
  // Spec §4: the ticket list is sorted by id, newest first (the server's order; kept when pages merge).
  const items = [...deferred].sort((a, b) => b.id - a.id);

  if (list.loading || (deferred.length === 0 && list.items.length > 0)) return <CardSkeletons />;
  if (list.error) return <LoadError onRetry={list.retry} message={intl.formatMessage(m.loadFailed)} />;
  if (items.length === 0 && list.reachEnd) {
    return <EmptyState icon={<Ticket size={40} />} title={intl.formatMessage(m.noTicketProducts)} text={intl.formatMessage(m.noTicketProductsText)} />;
  }
  return (
    <>
      <div className="ld-list" data-testid="ticket-products">
        {items.map((product, index) => (
          <TicketCard key={product.id} product={product} onBuy={onBuy} eager={index < 2} priority={index < 2} />
        ))}
        {list.loadingMore && <CardSkeletons count={1} />}
      </div>
      <ListFooter list={list} sentinel={sentinel} failedText={intl.formatMessage(m.loadFailed)} />
    </>
  );
}
