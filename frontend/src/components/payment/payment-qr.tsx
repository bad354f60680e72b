// The QR code of the payment about to be made, for a method whose wallet QR the shop uploaded:
// the server makes it for the amount the page shows, with a reference (PAY000042) the payment then
// names (`onReference`) and the shopper types into the wallet's note. A new amount or method makes
// a new one; while none is ready (or none could be made) the reference is null and the shopper pays
// to the account numbers as before.
import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client';
import { Copy, Download } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Skeleton } from '@/components/ui/skeleton';
import type { PaymentKind } from '@/gql/graphql';
import { copyText } from '@/lib/copy-text';
import { formatMMK } from '@/lib/format';
import { useScreenshot } from '@/lib/private-image';
import { paymentMessages as m } from './messages';
import { CreatePaymentQrMutation } from './queries';

export interface PaymentQrProps {
  kind: PaymentKind;
  paymentId: number;
  amount: number;
  onReference: (reference: string | null) => void;
}

interface MadeQr {
  png: string;
  reference: string;
}

/** Side of the QR picture in CSS pixels: large enough for a second phone's camera to scan. */
const SIDE = 220;

export function PaymentQr({ kind, paymentId, amount, onReference }: PaymentQrProps) {
  const intl = useIntl();
  const [make] = useMutation(CreatePaymentQrMutation);
  const [made, setMade] = useState<MadeQr | null>(null);
  const [failed, setFailed] = useState(false);
  const [copied, setCopied] = useState(false);
  const picture = useScreenshot(made?.png ?? null);

  useEffect(() => {
    let live = true;
    setMade(null);
    setFailed(false);
    setCopied(false);
    make({ variables: { kind, paymentId, amountMmk: amount } })
      .then((result) => {
        const qr = result.data?.createPaymentQr;
        if (!live) return;
        if (!qr) {
          setFailed(true);
          return;
        }
        setMade(qr);
        onReference(qr.reference);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      onReference(null);
    };
    // onReference is the page's setter; a new function each render must not make a new QR.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, paymentId, amount, make]);

  if (failed) return null;
  return (
    <div className="cm-qr" data-testid="payment-qr">
      <h3 className="cm-accounts__title">{intl.formatMessage(m.qrTitle)}</h3>
      {picture.status === 'ready' ? (
        <img className="cm-qr__picture" src={picture.src} width={SIDE} height={SIDE} alt={intl.formatMessage(m.qrAlt, { amount: formatMMK(amount) })} />
      ) : (
        <Skeleton className="cm-qr__picture" width={SIDE} height={SIDE} />
      )}
      <p>{intl.formatMessage(m.qrHint)}</p>
      {made && (
        <>
          <p className="cm-qr__reference">
            <span>
              <span className="cm-muted">{intl.formatMessage(m.qrReference)}: </span>
              <strong data-testid="payment-reference">{made.reference}</strong>
            </span>
            <button
              type="button"
              className="cm-qr__copy"
              onClick={() => void copyText(made.reference).then(setCopied)}
              aria-label={intl.formatMessage(m.copyReference)}
            >
              <Copy size={18} aria-hidden />
            </button>
          </p>
          {copied && (
            <p className="cm-muted" role="status">
              {intl.formatMessage(m.referenceCopied)}
            </p>
          )}
          {picture.status === 'ready' && (
            <a className="cm-pick" href={picture.src} download={`lucky-mall-${made.reference}.png`}>
              <Download size={20} aria-hidden />
              {intl.formatMessage(m.saveQr)}
            </a>
          )}
        </>
      )}
    </div>
  );
}
