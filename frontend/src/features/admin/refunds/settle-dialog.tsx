// Mark as sent (issue 39): how the due refund was sent and, optionally, a picture of the refund
// transfer. The server's `method` refusal is shown beside the field; any other (another admin sent
// it a moment ago: "This refund was already sent.") above the buttons, and the dialog stays open.
import { useEffect, useId, useState } from 'react';
import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Dialog } from '@/components/ui/dialog';
import { Field, FileField, FormEnd, useRuleText } from '../components/field';
import { adminErrorText, serverFieldErrors } from '../server-error';
import { refundMessages as m } from './messages';
import { SettleRefundMutation } from './queries';
import { IMAGE_TYPES, TEXT_MAX, isImage, settleFieldOf, settleSchema, type SettleFormValues } from './rules';

export interface SettleDialogProps {
  open: boolean;
  /** The refund's id (`settleRefund(id)`). */
  id: number;
  /** '45,000 MMK to Aye for Order #12'. */
  about: string;
  onClose: () => void;
  /** After the server marked it sent. */
  onSettled: () => Promise<void> | void;
}

export function SettleDialog({ open, id, about, onClose, onSettled }: SettleDialogProps) {
  const intl = useIntl();
  const aboutId = useId();
  const [settle] = useMutation(SettleRefundMutation);
  const [serverError, setServerError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const form = useForm<SettleFormValues>({ mode: 'onSubmit', reValidateMode: 'onChange', resolver: zodResolver(settleSchema), defaultValues: { method: '' } });
  const { errors, isSubmitting } = form.formState;
  const ruleText = useRuleText([m.textRule]);

  useEffect(() => {
    if (open) {
      form.reset({ method: '' });
      setServerError(null);
      setFile(null);
      setFileError(undefined);
    }
  }, [open, form]);

  function pick(picked: File | null) {
    setFile(picked);
    setFileError(isImage(picked) ? undefined : intl.formatMessage(m.imageRule));
  }

  const submit = form.handleSubmit(async (values) => {
    if (!isImage(file)) return;
    setServerError(null);
    try {
      await settle({ variables: { id, method: values.method.trim(), screenshot: file } });
    } catch (error) {
      const fields = Object.entries(serverFieldErrors(error, settleFieldOf)) as [keyof SettleFormValues, string][];
      for (const [field, message] of fields) form.setError(field, { message });
      if (fields.length === 0) setServerError(adminErrorText(error, intl));
      return;
    }
    await onSettled();
  });

  return (
    <Dialog open={open} onClose={onClose} title={intl.formatMessage(m.settleTitle)} persistent={isSubmitting} describedBy={aboutId}>
      <form className="admin-form admin-refund" onSubmit={(e) => void submit(e)} noValidate data-testid="settle-form">
        <p id={aboutId} className="admin-muted">
          {about}
        </p>
        <Field
          label={intl.formatMessage(m.method)}
          maxLength={TEXT_MAX + 50}
          autoComplete="off"
          data-autofocus
          hint={intl.formatMessage(m.methodHint)}
          error={ruleText(errors.method?.message)}
          registration={form.register('method')}
        />
        <FileField label={intl.formatMessage(m.screenshot)} accept={IMAGE_TYPES} hint={intl.formatMessage(m.screenshotHint)} error={fileError} onFile={pick} />
        <FormEnd error={serverError} submitting={isSubmitting} submitLabel={intl.formatMessage(m.markSent)} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
