// The shopper cancels an order the shop has not decided yet (issue 39): a reason chosen from the
// list (the server keeps it in the shopper's language), then Cancel order. A transfer's money is
// then due back (shown on the order); a refusal (decided a moment ago) is shown in the dialog.
import { useId, useState } from 'react';
import { useMutation } from '@apollo/client';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { OrderCancelReason } from '@/gql/graphql';
import { serverErrorText } from '@/lib/server-error';
import { cancelReasonMessages, commerceMessages as m } from '../messages';
import { CancelMyOrderMutation } from '../queries';

const REASONS: OrderCancelReason[] = ['CHANGED_MIND', 'ORDERED_BY_MISTAKE', 'WRONG_SIZE_OR_COLOUR', 'FOUND_CHEAPER', 'PAYMENT_PROBLEM', 'OTHER'];

export function CancelOrderDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const intl = useIntl();
  const name = useId();
  const [reason, setReason] = useState<OrderCancelReason | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [cancel, { loading }] = useMutation(CancelMyOrderMutation, { refetchQueries: ['CommerceMyOrders'] });

  async function confirm() {
    if (!reason) return setProblem(intl.formatMessage(m.cancelChooseReason));
    setProblem(null);
    try {
      await cancel({ variables: { orderId, reason } });
      onClose();
    } catch (error) {
      setProblem(serverErrorText(error, intl));
    }
  }

  return (
    <Dialog open onClose={onClose} title={intl.formatMessage(m.cancelTitle, { id: orderId })} className="cm-cancel-dialog" persistent>
      <fieldset className="cm-cancel-dialog__reasons">
        <legend>{intl.formatMessage(m.cancelWhy)}</legend>
        {REASONS.map((value) => (
          <label key={value} className="cm-cancel-dialog__reason" data-checked={reason === value || undefined}>
            <input type="radio" name={name} value={value} checked={reason === value} onChange={() => setReason(value)} />
            <span>{intl.formatMessage(cancelReasonMessages[value])}</span>
          </label>
        ))}
      </fieldset>
      {problem && (
        <p className="cm-error" role="alert">
          {problem}
        </p>
      )}
      <div className="cm-cancel-dialog__actions">
        <Button variant="outline" onClick={onClose} disabled={loading}>
          {intl.formatMessage(m.cancelKeep)}
        </Button>
        <Button loading={loading} onClick={() => void confirm()}>
          {intl.formatMessage(m.cancelConfirm)}
        </Button>
      </div>
    </Dialog>
  );
}
