// Pay for the missed days (doc 001 §4): the recovery fee in kyat, a payment method (its merchant
// accounts show) and the transfer screenshot, the checkout's pay-by-transfer section
// (components/payment). Submit sends recoverDailySigns; the days turn green once an admin approves.
import { useState } from 'react';
import { useMutation } from '@apollo/client';
import { useIntl } from 'react-intl';
import { PaymentSection } from '@/components/payment/payment-section';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatMMK } from '@/lib/format';
import { serverErrorText } from '@/lib/server-error';
import { dailyMessages as m } from '../messages';
import { RecoverDailySignsMutation } from '../queries';
import { recoveryProblem } from '../rewards-rules';

const PROBLEMS = { payment: m.paymentRequired, image: m.imageRequired, imageType: m.imagesOnly } as const;

export interface RecoveryDialogProps {
  fee: number;
  missedDays: readonly string[];
  onBack: () => void;
  /** The payment was sent (it now waits for an admin). */
  onPaid: () => Promise<void> | void;
}

export function RecoveryDialog({ fee, missedDays, onBack, onPaid }: RecoveryDialogProps) {
  const intl = useIntl();
  const [paymentId, setPaymentId] = useState<number | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [paymentReference, setPaymentReference] = useState<string | null>(null);
  const [recover, { loading }] = useMutation(RecoverDailySignsMutation);

  function chooseImage(file: File | null) {
    setImage(file);
    setProblem(file && recoveryProblem({ paymentId: 0, image: file }) ? intl.formatMessage(m.imagesOnly) : null);
  }

  async function submit() {
    const rule = recoveryProblem({ paymentId, image });
    if (rule) return setProblem(intl.formatMessage(PROBLEMS[rule]));
    setProblem(null);
    try {
      await recover({ variables: { paymentId, paymentScreenshot: image, paymentReference } });
    } catch (error) {
      return setProblem(serverErrorText(error, intl));
    }
    await onPaid();
  }

  return (
    <Dialog open onClose={onBack} title={intl.formatMessage(m.recoveryTitle)} className="rw-recovery" persistent>
      <div className="rw-recovery__fee">
        <span>{intl.formatMessage(m.recoveryFee)}</span>
        <strong className="price" data-testid="recovery-fee">
          {formatMMK(fee)}
        </strong>
      </div>
      {missedDays.length > 0 && <p className="rw-recovery__days">{intl.formatMessage(m.missedDays, { days: missedDays.join(', ') })}</p>}
      <div className="rw-recovery__payment">
        <PaymentSection
          paymentId={paymentId}
          onPaymentChange={(id) => {
            setPaymentId(id);
            setProblem(null);
          }}
          qr={{ kind: 'SIGN_IN_RECOVERY', amount: fee, onReference: setPaymentReference }}
          screenshot={image}
          onScreenshotChange={chooseImage}
          error={problem}
        />
      </div>
      <p className="cm-notice">{intl.formatMessage(m.recoveryNotice)}</p>
      <div className="rw-recovery__actions">
        <Button variant="outline" onClick={onBack} disabled={loading}>
          {intl.formatMessage(m.back)}
        </Button>
        <Button loading={loading} onClick={() => void submit()}>
          {intl.formatMessage(m.submit)}
        </Button>
      </div>
    </Dialog>
  );
}
