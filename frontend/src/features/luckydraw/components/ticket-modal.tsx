// The ticket modal (spec §2, §5): how many tickets of one product. The count input takes digits
// only (never negative), with max 1000000, and is applied 1 s after the last keystroke; a button
// applies it at once. Count <= 0 'Please enter a valid amount', above the remaining tickets 'Not
// enough remaining tickets', more tokens than the balance the token-not-enough text with a
// warning offering /token. Buy with tokens goes on to the confirm modal; Pay by transfer to the
// payment modal (the balance does not matter there).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { TriangleAlert } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ProductImage } from '@/components/ui/product-image';
import type { TicketProductFieldsFragment } from '@/gql/graphql';
import { drawMessages } from '@/components/draw/messages';
import { parseTicketCount, TICKET_COUNT_DEBOUNCE_MS, TICKET_COUNT_MAX, ticketCountDigits, ticketCountProblem, type CountProblem } from '../ticket-count';
import { luckyDrawMessages as m } from '../messages';

export interface TicketModalProps {
  open: boolean;
  product: TicketProductFieldsFragment;
  /** The shopper's tokens; null when signed out or not known yet. */
  balance: number | null;
  /** The count to start from (kept when the shopper comes back from another modal). */
  count: number;
  onClose: () => void;
  onBuyWithTokens: (count: number) => void;
  onPayByTransfer: (count: number) => void;
}

// Keys a number input accepts that are not digits: exponent, signs, decimal separators.
const NOT_DIGITS = new Set(['e', 'E', '+', '-', '.', ',']);

export function TicketModal({ open, product, balance, count: startCount, onClose, onBuyWithTokens, onPayByTransfer }: TicketModalProps) {
  const intl = useIntl();
  const inputId = useId();
  const problemId = useId();
  const [text, setText] = useState(String(startCount));
  const [count, setCount] = useState(startCount);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => cancel(), []);

  function cancel() {
    if (timer.current !== null) {
      clearTimeout(timer.current);
      timer.current = null;
    }
  }

  function onInput(value: string) {
    const digits = ticketCountDigits(value);
    setText(digits);
    cancel();
    timer.current = setTimeout(() => setCount(parseTicketCount(digits)), TICKET_COUNT_DEBOUNCE_MS);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (NOT_DIGITS.has(event.key)) event.preventDefault();
  }

  /** Applies what is typed now (a button does not wait for the debounce). */
  function flush(): number {
    cancel();
    const now = parseTicketCount(text);
    setCount(now);
    return now;
  }

  const facts = (n: number) => ({ count: n, remaining: product.remainingTickets, cost: product.costTokenPoint, balance });
  const problem: CountProblem | null = ticketCountProblem(facts(count));

  function withTokens() {
    const now = flush();
    if (!ticketCountProblem(facts(now))) onBuyWithTokens(now);
  }

  function byTransfer() {
    const now = flush();
    if (!ticketCountProblem(facts(now), { tokens: false })) onPayByTransfer(now);
  }

  return (
    <Dialog open={open} onClose={onClose} title={intl.formatMessage(m.buyTickets)} className="ld-modal">
      <div className="ld-buy__product">
        <ProductImage src={product.featureImage} alt="" size={320} className="ld-buy__image" />
        <div className="ld-buy__about">
          <span className="ld-buy__name">{product.name}</span>
          <span className="ld-muted">{intl.formatMessage(m.remaining, { remaining: product.remainingTickets, total: product.ticket })}</span>
          <span className="ld-muted">{intl.formatMessage(drawMessages.batch, { batch: product.batch })}</span>
        </div>
      </div>
      <dl className="ld-facts">
        <div>
          <dt>{intl.formatMessage(m.pricePerTicket)}</dt>
          <dd>{intl.formatMessage(m.tokens, { count: product.costTokenPoint })}</dd>
        </div>
        {balance !== null && (
          <div>
            <dt>{intl.formatMessage(m.yourBalance)}</dt>
            <dd data-testid="ticket-balance">{intl.formatMessage(m.tokens, { count: balance })}</dd>
          </div>
        )}
      </dl>
      <label htmlFor={inputId} className="ld-field__label">
        {intl.formatMessage(m.ticketCount)}
      </label>
      <input
        id={inputId}
        className="ld-count"
        type="number"
        inputMode="numeric"
        pattern="[0-9]*"
        min={0}
        max={TICKET_COUNT_MAX}
        step={1}
        autoComplete="off"
        value={text}
        onChange={(e) => onInput(e.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={problem !== null || undefined}
        aria-describedby={problem ? problemId : undefined}
        data-testid="ticket-count"
      />
      <div className="ld-total">
        <span>{intl.formatMessage(m.totalCost)}</span>
        <strong data-testid="ticket-total">{intl.formatMessage(m.tokens, { count: product.costTokenPoint * count })}</strong>
      </div>
      {problem && (
        <p id={problemId} className="ld-error" role="alert">
          {intl.formatMessage(problem.message)}
        </p>
      )}
      {problem?.kind === 'tokens' && (
        <div className="ld-warning" data-testid="token-warning">
          <TriangleAlert size={18} aria-hidden />
          <span>{intl.formatMessage(m.tokenWarning)}</span>
          <Link to="/token" className="ui-button ui-button--outline ui-button--sm">
            {intl.formatMessage(m.getTokens)}
          </Link>
        </div>
      )}
      <div className="ld-modal__actions">
        <Button block onClick={withTokens}>
          {intl.formatMessage(m.buyWithTokens)}
        </Button>
        <Button block variant="outline" onClick={byTransfer}>
          {intl.formatMessage(m.payByTransfer)}
        </Button>
      </div>
    </Dialog>
  );
}
