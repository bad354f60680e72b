// Approve a return (issue 39): "Put the items back in stock" (ticked by default; untick it for a
// damaged item), then approveReturn(id, restock). A refusal (another admin decided a moment ago:
// "This return has already been approved or rejected.") is shown above the buttons and the dialog
// stays open.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client';
import { useIntl } from 'react-intl';
import { Dialog } from '@/components/ui/dialog';
import { FormEnd } from '../components/field';
import { returnMessages as m } from './messages';
import { ApproveReturnMutation } from './queries';
import { refusalText } from './refusal';

export interface ApproveDialogProps {
  open: boolean;
  /** The return's id. */
  id: number;
  /** 'Return #4: 45,000 MMK becomes a refund due to Aye…'. */
  about: string;
  onClose: () => void;
  /** After the server approved it. */
  onApproved: () => Promise<void> | void;
}

export function ApproveDialog({ open, id, about, onClose, onApproved }: ApproveDialogProps) {
  const intl = useIntl();
  const aboutId = useId();
  const hintId = useId();
  const [approve] = useMutation(ApproveReturnMutation);
  const [restock, setRestock] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setRestock(true);
      setServerError(null);
    }
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setServerError(null);
    try {
      await approve({ variables: { id, restock } });
    } catch (error) {
      setServerError(refusalText(error, intl));
      setSubmitting(false);
      return;
    }
    setSubmitting(false);
    await onApproved();
  }

  return (
    <Dialog open={open} onClose={onClose} title={intl.formatMessage(m.approveTitle)} persistent={submitting} describedBy={aboutId}>
      <form className="admin-form admin-returns__approve" onSubmit={(e) => void submit(e)} noValidate data-testid="approve-return-form">
        <p id={aboutId} className="admin-muted">
          {about}
        </p>
        <label className="admin-check">
          <input type="checkbox" checked={restock} onChange={(e) => setRestock(e.target.checked)} aria-describedby={hintId} data-autofocus />
          <span>{intl.formatMessage(m.restock)}</span>
        </label>
        <p id={hintId} className="admin-field__hint">
          {intl.formatMessage(m.restockHint)}
        </p>
        <FormEnd error={serverError} submitting={submitting} submitLabel={intl.formatMessage(m.approve)} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
