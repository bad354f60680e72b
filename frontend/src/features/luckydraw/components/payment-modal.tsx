// The payment modal (spec §2, §5): tickets paid by bank or wallet transfer instead of tokens. The
// amount is the ticket's kyat price x the count; the shopper picks a payment method (its merchant
// accounts show) and attaches the payment image, which is required ('Please select Payment
// Image') and must be an image. Go Back returns to the ticket modal. The numbers are held until an
// admin checks the payment. The method list and picker are the checkout's (components/payment).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { PaymentSection } from '@/components/payment/payment-section';
import type { TicketProductFieldsFragment } from '@/gql/graphql';
import { formatMMK } from '@/lib/format';
import { isImageFile } from '@/lib/image-file';
import { transferProblem } from '../transfer-rules';
import { luckyDrawMessages as m } from '../messages';

/** What the shopper sends to pay tickets by transfer. */
export interface TransferPayment {
  paymentId: number;
  image: File;
  /** The reference of the payment QR code shown, if any. */
  paymentReference: string | null;
}

export interface PaymentModalProps {
  open: boolean;
  product: TicketProductFieldsFragment;
  count: number;
  sending: boolean;
  onBack: () => void;
  onConfirm: (payment: TransferPayment) => void;
}

export function PaymentModal({ open, product, count, sending, onBack, onConfirm }: PaymentModalProps) {
  const intl = useIntl();
  const [paymentId, setPaymentId] = useState<number | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [paymentReference, setPaymentReference] = useState<string | null>(null);

  function chooseImage(file: File | null) {
    setImage(file);
    setProblem(file && !isImageFile(file) ? intl.formatMessage(m.imagesOnly) : null);
  }

  function confirm() {
    const rule = transferProblem({ paymentId, image });
    if (rule) return setProblem(intl.formatMessage(rule));
    setProblem(null);
    onConfirm({ paymentId: paymentId!, image: image!, paymentReference });
  }

  return (
    <Dialog open={open} onClose={onBack} title={intl.formatMessage(m.paymentTitle)} className="ld-modal ld-modal--payment" persistent>
      <div className="ld-transfer">
        <span className="ld-buy__name">{product.name}</span>
        <span className="ld-muted">{intl.formatMessage(m.ticketsOf, { count })}</span>
        <div className="ld-total">
          <span>{intl.formatMessage(m.amountToTransfer)}</span>
          <strong className="price" data-testid="transfer-amount">
            {formatMMK(product.ticketPriceMmk * count)}
          </strong>
        </div>
      </div>
      <div className="ld-transfer__payment">
        <PaymentSection
          paymentId={paymentId}
          onPaymentChange={(id) => {
            setPaymentId(id);
            setProblem(null);
          }}
          qr={{ kind: 'TICKET_TRANSFER', amount: product.ticketPriceMmk * count, onReference: setPaymentReference }}
          screenshot={image}
          onScreenshotChange={chooseImage}
          error={problem}
        />
      </div>
      <p className="cm-notice">{intl.formatMessage(m.heldNotice)}</p>
      <div className="ld-modal__actions ld-modal__actions--row">
        <Button variant="outline" onClick={onBack} disabled={sending}>
          {intl.formatMessage(m.goBack)}
        </Button>
        <Button loading={sending} onClick={confirm}>
          {intl.formatMessage(m.confirm)}
        </Button>
      </div>
    </Dialog>
  );
}
