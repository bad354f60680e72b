// The signed-in tabs of /lucky-draw (History, LuckyDraw Live, My Prizes): the shopper's draws, each
// opening its detail. Its own chunk: visitors and the Lucky Draw tab never need it.
import { useQuery } from '@apollo/client';
import { Ticket, Trophy } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { ProductImage } from '@/components/ui/product-image';
import { DrawStatusBadge, WinBadge } from '@/components/draw/draw-status-badge';
import { drawMessages } from '@/components/draw/messages';
import type { MyDrawList } from '@/gql/graphql';
import { useFormatDateTime } from '@/lib/use-format-date-time';
import { drawLink } from '../draw-ref';
import type { DrawTab } from '../lucky-draw-state';
import { luckyDrawMessages as m } from '../messages';
import { MyDrawsQuery } from '../queries';
import { CardSkeletons } from './card-skeletons';

const LISTS: Record<Exclude<DrawTab, 'all'>, { list: MyDrawList; origin: string; empty: MessageDescriptor }> = {
  history: { list: 'HISTORY', origin: 'history', empty: m.noHistory },
  live: { list: 'LIVE', origin: 'LuckyDrawLive', empty: m.noLive },
  prizes: { list: 'PRIZES', origin: 'prizes', empty: m.noPrizes },
};

/** History, LuckyDraw Live or My Prizes: the shopper's draws; each opens its detail. */
export default function MyDraws({ which }: { which: Exclude<DrawTab, 'all'> }) {
  const intl = useIntl();
  const formatTime = useFormatDateTime();
  const { list, origin, empty } = LISTS[which];
  const { data, loading, error, refetch } = useQuery(MyDrawsQuery, { variables: { list }, fetchPolicy: 'cache-and-network' });
  const draws = data?.myLuckyDraws ?? [];

  if (loading && !data) return <CardSkeletons />;
  if (error && !data) return <LoadError onRetry={() => void refetch()} message={intl.formatMessage(m.loadFailed)} />;
  if (draws.length === 0) {
    return (
      <EmptyState icon={which === 'prizes' ? <Trophy size={40} /> : <Ticket size={40} />} title={intl.formatMessage(empty)} text={intl.formatMessage(m.noDrawsText)} />
    );
  }
  return (
    <ul className="ld-list" role="list">
      {draws.map((draw) => {
        const link = drawLink(draw.id, draw.ticketId, origin);
        return (
          <li key={draw.id}>
            <Link to={link.to} state={link.state} className="ld-draw" data-testid="my-draw">
              <ProductImage src={draw.product.featureImage} alt="" size={320} className="ld-draw__image" />
              <div className="ld-draw__body">
                <span className="ld-draw__name">{draw.product.name}</span>
                <span className="ld-draw__row">
                  <span className="ld-muted">{intl.formatMessage(drawMessages.batch, { batch: draw.batch })}</span>
                  <DrawStatusBadge status={draw.status} />
                  {draw.isWin && <WinBadge />}
                </span>
                {draw.ticketNumbers.length > 0 && (
                  <span className="ld-draw__numbers">
                    {intl.formatMessage(m.ticketNumbers)}: {draw.ticketNumbers.join(', ')}
                  </span>
                )}
                {draw.pendingNumbers.length > 0 && (
                  <span className="ld-draw__numbers ld-draw__numbers--pending">
                    {intl.formatMessage(m.pendingNumbers)}: {draw.pendingNumbers.join(', ')}
                  </span>
                )}
                {draw.luckyNumber != null && (
                  <span className="ld-draw__lucky">
                    {intl.formatMessage(drawMessages.luckyNumber)}: <strong>{draw.luckyNumber}</strong>
                  </span>
                )}
                {draw.openedAt ? (
                  <span className="ld-muted">{intl.formatMessage(drawMessages.openedAt, { time: formatTime(draw.openedAt) })}</span>
                ) : draw.drawAt ? (
                  <span className="ld-muted">{intl.formatMessage(drawMessages.drawAt, { time: formatTime(draw.drawAt) })}</span>
                ) : null}
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
