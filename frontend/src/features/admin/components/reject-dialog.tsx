// Asks for the reason of a rejection (required; the shopper sees it), then runs `onReject`. A server
// error (e.g. another admin decided first) is shown inside the dialog, which stays open.
import { useEffect, useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { uiMessages } from '@/components/ui/messages';
import { adminMessages as m } from '../messages';
import { REASON_MAX, rejectSchema, type RejectValues } from '../reject-rules';

export interface RejectDialogProps {
  open: boolean;
  /** What is being rejected ('Order #12', 'SH000003'). */
  label: string;
  /** The dialog's title (default: 'Reject this payment?'). */
  title?: string;
  onClose: () => void;
  /** Resolves when rejected; rejects with the text to show. */
  onReject: (reason: string) => Promise<void>;
}

export function RejectDialog({ open, label, title, onClose, onReject }: RejectDialogProps) {
  const intl = useIntl();
  const fieldId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<RejectValues, unknown, { reason: string }>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(rejectSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (open) {
      form.reset({ reason: '' });
      setServerError(null);
    }
  }, [open, form]);

  const submit = form.handleSubmit(async ({ reason }) => {
    setServerError(null);
    try {
      await onReject(reason);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  });

  const rule = [m.reasonRequired, m.reasonTooLong].find((d) => d.id === errors.reason?.message);
  const fieldError = rule ? intl.formatMessage(rule) : errors.reason?.message;

  return (
    <Dialog open={open} onClose={onClose} title={title ?? intl.formatMessage(m.rejectTitle)} persistent={isSubmitting}>
      <form className="admin-reject" onSubmit={(e) => void submit(e)} noValidate>
        <p className="admin-muted">{intl.formatMessage(m.rejectAbout, { id: label })}</p>
        <label htmlFor={fieldId} className="admin-reject__label">
          {intl.formatMessage(m.rejectReason)}
        </label>
        <textarea
          id={fieldId}
          className="admin-reject__input"
          rows={3}
          maxLength={REASON_MAX + 50}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${fieldId}-error` : undefined}
          data-autofocus
          {...form.register('reason')}
        />
        {fieldError && (
          <p id={`${fieldId}-error`} className="admin-reject__error" role="alert">
            {fieldError}
          </p>
        )}
        {serverError && (
          <p className="admin-reject__error" role="alert">
            {serverError}
          </p>
        )}
        <div className="admin-reject__actions">
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            {intl.formatMessage(uiMessages.cancel)}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {intl.formatMessage(m.rejectConfirm)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
