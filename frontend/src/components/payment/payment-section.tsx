// Payment method choices (name and logo), the chosen method's merchant accounts and the payment
// screenshot picker (images only, with a preview). Used by /confirm-order, /confirm-shipping and the lucky draw's payment modal.
// Cash on delivery methods are offered only where the page passes `cashOnDelivery` (orders of
// goods): chosen, they replace the accounts and the screenshot with what the shopper pays at the door.
// Where the page passes `qr` (what is paid and the amount), a method with a wallet QR shows the QR
// code of this payment (PaymentQr) and reports its reference for the payment to name.
import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@apollo/client';
import { ImagePlus } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMMK } from '@/lib/format';
import type { PaymentKind } from '@/gql/graphql';
import { paymentMessages as m } from './messages';
import { PaymentQr } from './payment-qr';
import { PaymentMethodQuery, PaymentMethodsQuery } from './queries';
import './payment-section.css';

export interface PaymentSectionProps {
  paymentId: number | null;
  /** `cashOnDelivery`: the method chosen is paid at the door (no screenshot). */
  onPaymentChange: (id: number, cashOnDelivery: boolean) => void;
  /** Offers cash on delivery methods, for an order of goods of this total. */
  cashOnDelivery?: { total: number };
  screenshot: File | null;
  onScreenshotChange: (file: File | null) => void;
  /** The translated problem to show under the section. */
  error?: string | null;
  /** What is paid and the amount due: a method with a wallet QR shows this payment's QR code. */
  qr?: { kind: PaymentKind; amount: number; onReference: (reference: string | null) => void };
}

export function PaymentSection({ paymentId, onPaymentChange, cashOnDelivery, screenshot, onScreenshotChange, error, qr }: PaymentSectionProps) {
  const intl = useIntl();
  const name = useId();
  const methods = useQuery(PaymentMethodsQuery);
  const offered = methods.data?.paymentMethods.filter((method) => cashOnDelivery || method.kind !== 'CASH_ON_DELIVERY');
  const chosen = offered?.find((method) => method.id === paymentId);
  const atTheDoor = chosen?.kind === 'CASH_ON_DELIVERY';
  const detail = useQuery(PaymentMethodQuery, { variables: { id: paymentId ?? 0 }, skip: paymentId === null || atTheDoor });
  const fileInput = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!screenshot || !screenshot.type.startsWith('image/')) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(screenshot);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [screenshot]);

  return (
    <>
      <section className="cm-card" aria-labelledby={`${name}-methods`}>
        <h2 id={`${name}-methods`} className="cm-card__title">
          {intl.formatMessage(m.paymentMethod)}
        </h2>
        {methods.loading && !methods.data ? (
          <div className="cm-methods">
            <Skeleton height={56} />
            <Skeleton height={56} />
          </div>
        ) : (
          <div className="cm-methods" role="radiogroup" aria-labelledby={`${name}-methods`}>
            {offered?.map((method) => (
              <label key={method.id} className="cm-method" data-checked={method.id === paymentId || undefined}>
                <input type="radio" name={name} value={method.id} checked={method.id === paymentId} onChange={() => onPaymentChange(method.id, method.kind === 'CASH_ON_DELIVERY')} />
                {method.logo ? <img src={method.logo} alt="" width={36} height={36} /> : <span className="cm-method__logo" aria-hidden />}
                <span className="cm-method__name">{method.name}</span>
              </label>
            ))}
          </div>
        )}
        {atTheDoor && cashOnDelivery && (
          <div className="cm-accounts" data-testid="cash-on-delivery">
            <h3 className="cm-accounts__title">{intl.formatMessage(m.cashOnDelivery)}</h3>
            <p>{intl.formatMessage(m.cashOnDeliveryNote, { amount: formatMMK(cashOnDelivery.total) })}</p>
            {chosen?.codMaxTotal != null && cashOnDelivery.total > chosen.codMaxTotal && (
              <p className="cm-error">{intl.formatMessage(m.cashOnDeliveryMax, { amount: formatMMK(chosen.codMaxTotal) })}</p>
            )}
          </div>
        )}
        {paymentId !== null && !atTheDoor && qr && chosen?.hasQr && qr.amount > 0 && (
          <PaymentQr kind={qr.kind} paymentId={paymentId} amount={qr.amount} onReference={qr.onReference} />
        )}
        {paymentId !== null && !atTheDoor && (
          <div className="cm-accounts" data-testid="payment-accounts">
            <h3 className="cm-accounts__title">{intl.formatMessage(m.accounts)}</h3>
            {detail.loading && !detail.data ? (
              <Skeleton height={40} />
            ) : (
              <ul role="list">
                {detail.data?.paymentMethod.paymentNumbers.map((account, i) => (
                  <li key={i} className="cm-account">
                    <span>
                      <span className="cm-muted">{intl.formatMessage(m.accountName)}: </span>
                      {account.accountName}
                    </span>
                    <span>
                      <span className="cm-muted">{intl.formatMessage(m.accountNumber)}: </span>
                      <strong>{account.accountNumber}</strong>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </section>
      {!atTheDoor && (
      <section className="cm-card" aria-labelledby={`${name}-shot`}>
        <h2 id={`${name}-shot`} className="cm-card__title">
          {intl.formatMessage(m.screenshot)}
        </h2>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          className="visually-hidden"
          data-testid="screenshot-input"
          aria-label={intl.formatMessage(m.screenshot)}
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            onScreenshotChange(file);
            e.target.value = '';
          }}
        />
        {preview && <img className="cm-preview" src={preview} alt={intl.formatMessage(m.screenshotAlt)} />}
        <button type="button" className="cm-pick" onClick={() => fileInput.current?.click()}>
          <ImagePlus size={20} aria-hidden />
          {intl.formatMessage(screenshot ? m.changeScreenshot : m.chooseScreenshot)}
        </button>
      </section>
      )}
      {error && (
        <p className="cm-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
