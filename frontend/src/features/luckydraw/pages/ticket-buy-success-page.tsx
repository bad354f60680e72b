// /ticket-buy-success (spec §2, signed in): ticket count, tokens used, lucky product and ticket
// numbers of the purchase in the navigation state, and when the result is declared. One button
// goes to /lucky-draw with the history tab, another to /lucky-draw again; a third opens the draw.
// A purchase paid by transfer says its numbers are held until an admin checks the payment.
import { CircleCheck, Hourglass } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { ProductImage } from '@/components/ui/product-image';
import { formatMMK } from '@/lib/format';
import { drawMessages } from '@/components/draw/messages';
import type { TicketBuySuccessState } from '../components/buy-ticket-flow';
import { drawLink } from '../draw-ref';
import { luckyDrawMessages as m } from '../messages';
import '@/components/draw/draw-detail.css';
import '../luckydraw.css';

function readState(state: unknown): TicketBuySuccessState | null {
  const s = state as Partial<TicketBuySuccessState> | null;
  return s && typeof s.result === 'object' && s.result !== null && Array.isArray(s.result.tickets) ? (s as TicketBuySuccessState) : null;
}

export default function TicketBuySuccessPage() {
  const intl = useIntl();
  const state = readState(useLocation().state);
  if (!state) return <Navigate to="/lucky-draw" replace />;
  const { result, featureImage } = state;
  const held = result.status === 'PENDING';
  const draw = drawLink(result.luckyDrawId, result.ticketId, 'LuckyDrawLive');

  return (
    <Page className="ld-page">
      <div className={`ld-success${held ? ' ld-success--held' : ''}`}>
        {held ? <Hourglass size={52} aria-hidden /> : <CircleCheck size={56} aria-hidden />}
        <h1 className="ld-header__title">{intl.formatMessage(held ? m.heldTitle : m.successTitle)}</h1>
        <p className="ld-muted">{intl.formatMessage(held ? m.heldNotice : m.declaredText)}</p>
      </div>
      <section className="dr-panel">
        <div className="ld-success__product">
          <ProductImage src={featureImage} alt="" size={320} className="ld-success__image" />
          <dl className="ld-facts ld-facts--stack">
            <div>
              <dt>{intl.formatMessage(m.luckyProduct)}</dt>
              <dd data-testid="success-product">
                {result.productName}
                <span className="ld-muted ld-success__batch">{intl.formatMessage(drawMessages.batch, { batch: result.batch })}</span>
              </dd>
            </div>
            <div>
              <dt>{intl.formatMessage(m.ticketCountLabel)}</dt>
              <dd data-testid="success-count">{result.ticketCounts}</dd>
            </div>
            {held ? (
              <div>
                <dt>{intl.formatMessage(m.amountToTransfer)}</dt>
                <dd className="price">{formatMMK(result.amountMmk)}</dd>
              </div>
            ) : (
              <div>
                <dt>{intl.formatMessage(m.tokensUsed)}</dt>
                <dd data-testid="success-tokens">{intl.formatMessage(m.tokens, { count: result.tokenUse })}</dd>
              </div>
            )}
          </dl>
        </div>
        <h2 className="dr-panel__title">{intl.formatMessage(m.ticketNumbers)}</h2>
        <ul className="dr-numbers" role="list" data-testid="success-numbers">
          {result.tickets.map((number) => (
            <li key={number} className={`dr-number${held ? ' dr-number--held' : ''}`}>
              {number}
            </li>
          ))}
        </ul>
        {held && <p className="ld-muted">{intl.formatMessage(m.declaredText)}</p>}
      </section>
      <div className="dr-actions">
        <Link to={draw.to} state={draw.state} className="ui-button ui-button--primary ui-button--lg ui-button--block">
          {intl.formatMessage(m.seeDraw)}
        </Link>
        <Link to="/lucky-draw" state={{ data: 'history' }} className="ui-button ui-button--outline ui-button--lg ui-button--block">
          {intl.formatMessage(m.myDraws)}
        </Link>
        <Link to="/lucky-draw" className="ui-button ui-button--ghost ui-button--lg ui-button--block">
          {intl.formatMessage(m.buyMore)}
        </Link>
      </div>
    </Page>
  );
}
