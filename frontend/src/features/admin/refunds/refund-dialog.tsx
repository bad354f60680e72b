// The order page's Refund (issue 39): the lines given back (checkboxes of the refundable lines, all
// at first), the amount (the chosen lines' sum, capped at what can still be refunded; the admin may
// lower it), the reason the shopper sees, how it was sent and, optionally, a picture of the refund
// transfer. The server's refusals (`order_item_ids`, `amount`, `reason`, `method`, in the admin's
// language) are shown beside their fields; any other above the buttons, and the dialog stays open.
import { useEffect, useId, useMemo, useState } from 'react';
import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Dialog } from '@/components/ui/dialog';
import { formatMMK } from '@/lib/format';
import { Field, FileField, FormEnd, TextAreaField, useRuleText } from '../components/field';
import { adminErrorText, serverFieldErrors } from '../server-error';
import { refundMessages as m } from './messages';
import { RefundOrderMutation } from './queries';
import { IMAGE_TYPES, TEXT_MAX, isImage, proposedAmount, refundFieldOf, refundSchema, type RefundFormValues } from './rules';
import './refunds.css';

export interface RefundDialogLine {
  orderItemId: number;
  productName: string;
  variantLabel?: string | null;
  qty: number;
  unitPrice: number;
  refundable: boolean;
}

export interface RefundDialogProps {
  open: boolean;
  orderId: number;
  lines: RefundDialogLine[];
  /** What can still be refunded (the total less every refund). */
  refundableMmk: number;
  onClose: () => void;
  /** After the server refunded `amount`. */
  onRefunded: (amount: number) => Promise<void> | void;
}

const RULES = [m.linesRule, m.amountRule, m.textRule];

export function RefundDialog({ open, orderId, lines, refundableMmk, onClose, onRefunded }: RefundDialogProps) {
  const intl = useIntl();
  const aboutId = useId();
  const legendId = useId();
  const [refund] = useMutation(RefundOrderMutation);
  const [serverError, setServerError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const open_ = useMemo(() => lines.filter((l) => l.refundable), [lines]);
  const maxText = intl.formatMessage(m.amountMax, { max: formatMMK(refundableMmk) });
  const schema = useMemo(() => refundSchema(refundableMmk, maxText), [refundableMmk, maxText]);
  const defaults = useMemo(() => {
    const all = open_.map((l) => l.orderItemId);
    return { lineIds: all.map(String), amount: String(proposedAmount(open_, all, refundableMmk)), reason: '', method: '' };
  }, [open_, refundableMmk]);
  const form = useForm<RefundFormValues>({ mode: 'onSubmit', reValidateMode: 'onChange', resolver: zodResolver(schema), defaultValues: defaults });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const chosen = form.watch('lineIds');
  const ruleText = useRuleText(RULES);

  useEffect(() => {
    if (open) {
      form.reset(defaults);
      setServerError(null);
      setFile(null);
      setFileError(undefined);
    }
  }, [open, form, defaults]);

  function toggle(id: number, on: boolean) {
    const next = on ? [...chosen, String(id)] : chosen.filter((v) => v !== String(id));
    form.setValue('lineIds', next, { shouldValidate: isSubmitted });
    form.setValue('amount', String(proposedAmount(open_, next.map(Number), refundableMmk)), { shouldValidate: isSubmitted });
  }

  function pick(picked: File | null) {
    setFile(picked);
    setFileError(isImage(picked) ? undefined : intl.formatMessage(m.imageRule));
  }

  const submit = form.handleSubmit(async (values) => {
    if (!isImage(file)) return;
    setServerError(null);
    const amount = Number(values.amount.trim());
    try {
      await refund({
        variables: {
          input: {
            orderId,
            amount,
            reason: values.reason.trim(),
            method: values.method.trim(),
            orderItemIds: values.lineIds.map(Number),
          },
          screenshot: file,
        },
      });
    } catch (error) {
      const fields = Object.entries(serverFieldErrors(error, refundFieldOf)) as [keyof RefundFormValues, string][];
      for (const [field, message] of fields) form.setError(field, { message });
      if (fields.length === 0) setServerError(adminErrorText(error, intl));
      return;
    }
    await onRefunded(amount);
  });

  const linesError = ruleText(errors.lineIds?.message ?? (errors.lineIds as { root?: { message?: string } } | undefined)?.root?.message);

  return (
    <Dialog open={open} onClose={onClose} title={intl.formatMessage(m.dialogTitle)} persistent={isSubmitting} describedBy={aboutId}>
      <form className="admin-form admin-refund" onSubmit={(e) => void submit(e)} noValidate data-testid="refund-form">
        <p id={aboutId} className="admin-muted">
          {intl.formatMessage(m.refundOf, { id: orderId })}
        </p>
        <fieldset className="admin-refund__lines" aria-describedby={linesError ? `${legendId}-error` : undefined}>
          <legend id={legendId} className="admin-field__label">
            {intl.formatMessage(m.linesLegend)}
          </legend>
          {open_.map((line, i) => (
            <label key={line.orderItemId} className="admin-refund__line">
              <input
                type="checkbox"
                checked={chosen.includes(String(line.orderItemId))}
                onChange={(e) => toggle(line.orderItemId, e.target.checked)}
                data-autofocus={i === 0 ? true : undefined}
              />
              <span className="admin-refund__line-name">
                {line.productName}
                {line.variantLabel && <span className="admin-muted"> · {line.variantLabel}</span>}
              </span>
              <span className="admin-refund__line-price">{intl.formatMessage(m.ordered, { qty: line.qty, price: formatMMK(line.unitPrice) })}</span>
            </label>
          ))}
          {linesError && (
            <p id={`${legendId}-error`} className="admin-field__error" role="alert">
              {linesError}
            </p>
          )}
        </fieldset>
        <Field
          label={intl.formatMessage(m.amount)}
          inputMode="numeric"
          autoComplete="off"
          hint={intl.formatMessage(m.amountHint, { max: formatMMK(refundableMmk) })}
          error={ruleText(errors.amount?.message)}
          registration={form.register('amount')}
        />
        <TextAreaField label={intl.formatMessage(m.reason)} maxLength={TEXT_MAX + 50} error={ruleText(errors.reason?.message)} registration={form.register('reason')} />
        <Field
          label={intl.formatMessage(m.method)}
          maxLength={TEXT_MAX + 50}
          autoComplete="off"
          hint={intl.formatMessage(m.methodHint)}
          error={ruleText(errors.method?.message)}
          registration={form.register('method')}
        />
        <FileField label={intl.formatMessage(m.screenshot)} accept={IMAGE_TYPES} hint={intl.formatMessage(m.screenshotHint)} error={fileError} onFile={pick} />
        <FormEnd error={serverError} submitting={isSubmitting} submitLabel={intl.formatMessage(m.submit)} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
