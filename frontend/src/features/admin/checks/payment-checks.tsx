// What the shop found about a payment screenshot, shown under it in every queue card and on a
// payment's page: the flags (an icon and a short label per code, the server's reason in the admin's
// language, and "See payment #N" for the earlier payment concerned), then one line for the receipt
// (the amount read against what is due, the transfer time in Myanmar time, the transaction id, the
// payment's reference when the receipt carries it; or
// that it is being read, could not be read, or that this server does not read receipts). Nothing
// for a payment sent before checks existed. Flags are warnings, not verdicts: the admin decides.
import type { ReactNode } from 'react';
import { BadgeCheck, Clock, Copy, Link2, LoaderCircle, ReceiptText, Repeat, Scale, ScanText, TriangleAlert } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PaymentFlagCode, ReadingState } from '@/gql/graphql';
import { formatMMK } from '@/lib/format';
import { checksMessages as cm } from './messages';

export interface FlagView {
  code: PaymentFlagCode;
  detail: string;
  relatedPaymentId?: number | null;
}

export interface ReceiptView {
  state: ReadingState;
  amountMmk?: number | null;
  amountDueMmk?: number | null;
  transferredAt?: unknown;
  transactionId?: string | null;
  /** The payment's reference (PAY000042) when the receipt carries it. */
  reference?: string | null;
}

const FLAG: Record<PaymentFlagCode, { label: MessageDescriptor; icon: ReactNode }> = {
  DUPLICATE_TRANSFER: { label: cm.flagDuplicateTransfer, icon: <Repeat size={18} aria-hidden /> },
  DUPLICATE_PICTURE: { label: cm.flagDuplicatePicture, icon: <Copy size={18} aria-hidden /> },
  AMOUNT_MISMATCH: { label: cm.flagAmountMismatch, icon: <Scale size={18} aria-hidden /> },
  TOO_OLD: { label: cm.flagTooOld, icon: <Clock size={18} aria-hidden /> },
  UNREADABLE: { label: cm.flagUnreadable, icon: <ScanText size={18} aria-hidden /> },
  REFERENCE_OF_ANOTHER_PAYMENT: { label: cm.flagReferenceOfAnother, icon: <Link2 size={18} aria-hidden /> },
};

/** Transfer times as the receipts show them: Myanmar time (UTC+06:30). */
export const MYANMAR_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Yangon' };

/** The flags, then the receipt line; nothing at all when there is nothing to say. */
export function PaymentChecks({ flags, receipt }: { flags: readonly FlagView[]; receipt: ReceiptView }) {
  const intl = useIntl();
  if (flags.length === 0 && receipt.state === 'NOT_CHECKED') return null;
  return (
    <section className="admin-checks" aria-label={intl.formatMessage(cm.checksLabel)} data-testid="payment-checks">
      {flags.length > 0 && <PaymentFlags flags={flags} />}
      <ReceiptLine receipt={receipt} />
    </section>
  );
}

/** One warning per flag, in the order the server gives them. */
export function PaymentFlags({ flags }: { flags: readonly FlagView[] }) {
  const intl = useIntl();
  return (
    <ul className="admin-flags" role="list" aria-label={intl.formatMessage(cm.flagsLabel)}>
      {flags.map((flag, i) => {
        const kind = FLAG[flag.code] ?? { label: null, icon: <TriangleAlert size={18} aria-hidden /> };
        return (
          <li key={`${flag.code}-${flag.relatedPaymentId ?? ''}-${i}`} className="admin-flag" data-testid="payment-flag" data-code={flag.code}>
            <span className="admin-flag__icon">{kind.icon}</span>
            <div className="admin-flag__text">
              <strong className="admin-flag__label">{kind.label ? intl.formatMessage(kind.label) : flag.code}</strong>
              <p className="admin-flag__detail">{flag.detail}</p>
              {flag.relatedPaymentId != null && (
                <Link to={`/admin/payments/${flag.relatedPaymentId}`} className="admin-flag__link">
                  {intl.formatMessage(cm.seePayment, { id: flag.relatedPaymentId })}
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The receipt in one line (wrapping on a phone); null when there is nothing to show. */
export function ReceiptLine({ receipt }: { receipt: ReceiptView }) {
  const intl = useIntl();
  let content: ReactNode;
  switch (receipt.state) {
    case 'NOT_CHECKED':
      return null;
    case 'PENDING':
      content = (
        <span className="admin-receipt__state" role="status">
          <LoaderCircle size={16} aria-hidden className="admin-receipt__spin" />
          {intl.formatMessage(cm.receiptPending)}
        </span>
      );
      break;
    case 'UNREADABLE':
      content = <span className="admin-receipt__state">{intl.formatMessage(cm.receiptUnreadable)}</span>;
      break;
    case 'OFF':
      content = <span className="admin-receipt__state">{intl.formatMessage(cm.receiptOff)}</span>;
      break;
    default: {
      const { amountMmk, amountDueMmk, transferredAt, transactionId, reference } = receipt;
      const differs = amountMmk != null && amountDueMmk != null && amountMmk !== amountDueMmk;
      let amount: ReactNode;
      if (amountMmk == null) {
        amount = <span>{intl.formatMessage(cm.receiptNoAmount)}</span>;
      } else {
        const text =
          amountDueMmk == null
            ? intl.formatMessage(cm.receiptAmountOnly, { amount: formatMMK(amountMmk) })
            : intl.formatMessage(cm.receiptAmount, { amount: formatMMK(amountMmk), due: formatMMK(amountDueMmk) });
        amount = (
          <span className={differs ? 'admin-receipt__amount admin-receipt__amount--off' : 'admin-receipt__amount'} data-testid="receipt-amount">
            {differs && <TriangleAlert size={16} aria-hidden />}
            {text}
            {differs && <span className="admin-visually-hidden"> ({intl.formatMessage(cm.amountDiffers)})</span>}
          </span>
        );
      }
      content = (
        <>
          {amount}
          {transferredAt != null && (
            <span>
              <time dateTime={String(transferredAt)}>{intl.formatMessage(cm.receiptTime, { time: intl.formatDate(String(transferredAt), MYANMAR_TIME) })}</time>
            </span>
          )}
          {transactionId && <span className="admin-receipt__txn">{intl.formatMessage(cm.receiptTransaction, { id: transactionId })}</span>}
          {reference && (
            <span className="admin-receipt__reference" data-testid="receipt-reference">
              <BadgeCheck size={16} aria-hidden />
              {intl.formatMessage(cm.receiptReference, { reference })}
            </span>
          )}
        </>
      );
    }
  }
  return (
    <p className="admin-receipt" data-testid="receipt-line" data-state={receipt.state}>
      <span className="admin-receipt__label">
        <ReceiptText size={16} aria-hidden />
        {intl.formatMessage(cm.receiptLabel)}
      </span>
      {content}
    </p>
  );
}
