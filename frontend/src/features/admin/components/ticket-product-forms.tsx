// The ticket product forms (react-hook-form + zod, ticket-product-rules.ts): the inline edit of one
// product (cost, label in three languages, tickets per batch for the batches to come, hidden, the end
// in Myanmar time and the minimum of tickets sold by then) and the create form. A
// server error (e.g. an unknown product id) is shown inside the form, which stays open.
import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { adminMessages as m } from '../messages';
import { AdminPrizeProductsQuery, CreateTicketProductMutation, UpdateTicketProductMutation } from '../queries';
import { adminErrorText } from '../server-error';
import {
  LABEL_MAX,
  TICKETS_MAX,
  changedFields,
  createTicketProductSchema,
  endFields,
  utcToMyanmar,
  editTicketProductSchema,
  type CreateTicketProductValues,
  type EditTicketProductValues,
} from '../ticket-product-rules';
import { Field, FormEnd, useRuleText } from './field';

const RULES: MessageDescriptor[] = [m.costRule, m.ticketRule, m.productIdRule, m.labelRule, m.endsAtRule, m.minTicketsRule];

export interface EditableTicketProduct {
  id: number;
  name: string;
  /** Tickets per batch for the batches to come (the open batch keeps its own size). */
  ticket: number;
  costTokenPoint: number;
  label: string;
  labelMm?: string | null;
  labelCh?: string | null;
  hidden: boolean;
  /** When the batches end (UTC), if they do. */
  endsAt?: unknown;
  minTickets?: number | null;
}

export function EditTicketProductForm({
  product,
  onSaved,
  onCancel,
}: {
  product: EditableTicketProduct;
  onSaved: (text: string) => Promise<void> | void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const ruleText = useRuleText(RULES);
  const [update] = useMutation(UpdateTicketProductMutation);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<EditTicketProductValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(editTicketProductSchema),
    defaultValues: {
      costTokenPoint: product.costTokenPoint,
      label: product.label,
      labelMm: product.labelMm ?? '',
      labelCh: product.labelCh ?? '',
      ticket: product.ticket,
      hidden: product.hidden,
      endsAt: product.endsAt ? utcToMyanmar(String(product.endsAt)) : '',
      minTickets: product.minTickets != null ? String(product.minTickets) : '',
    },
  });
  const { errors, isSubmitting, dirtyFields } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    // Only what changed: what is left out stays as it is, so another admin's change to another
    // field is not overwritten.
    const { endsAt, minTickets, ...rest } = changedFields(values, dirtyFields);
    const input = { ...rest, ...endFields({ endsAt, minTickets }) };
    if (Object.keys(input).length === 0) return onCancel();
    try {
      await update({ variables: { id: product.id, input } });
    } catch (error) {
      setServerError(adminErrorText(error, intl));
      return;
    }
    await onSaved(intl.formatMessage(m.saved, { name: product.name }));
  });

  return (
    <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate aria-label={intl.formatMessage(m.editOf, { name: product.name })}>
      <div className="admin-form__grid">
        <Field
          label={intl.formatMessage(m.costField)}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={ruleText(errors.costTokenPoint?.message)}
          registration={form.register('costTokenPoint', { valueAsNumber: true })}
        />
        <Field label={intl.formatMessage(m.labelField)} maxLength={LABEL_MAX + 10} error={ruleText(errors.label?.message)} registration={form.register('label')} />
      </div>
      <div className="admin-form__grid">
        <Field label={intl.formatMessage(m.labelMmField)} lang="my" maxLength={LABEL_MAX + 10} error={ruleText(errors.labelMm?.message)} registration={form.register('labelMm')} />
        <Field label={intl.formatMessage(m.labelChField)} lang="zh" maxLength={LABEL_MAX + 10} error={ruleText(errors.labelCh?.message)} registration={form.register('labelCh')} />
      </div>
      <Field
        label={intl.formatMessage(m.ticketField)}
        type="number"
        inputMode="numeric"
        min={1}
        max={TICKETS_MAX}
        step={1}
        hint={intl.formatMessage(m.ticketFieldHint)}
        error={ruleText(errors.ticket?.message)}
        registration={form.register('ticket', { valueAsNumber: true })}
      />
      <div className="admin-form__grid">
        <Field
          label={intl.formatMessage(m.endsAtField)}
          type="datetime-local"
          hint={intl.formatMessage(m.endsAtHint)}
          error={ruleText(errors.endsAt?.message)}
          registration={form.register('endsAt')}
        />
        <Field
          label={intl.formatMessage(m.minTicketsField)}
          type="number"
          inputMode="numeric"
          min={1}
          max={TICKETS_MAX}
          step={1}
          error={ruleText(errors.minTickets?.message)}
          registration={form.register('minTickets')}
        />
      </div>
      <label className="admin-check">
        <input type="checkbox" {...form.register('hidden')} />
        {intl.formatMessage(m.hiddenField)}
      </label>
      <FormEnd error={serverError} submitting={isSubmitting} submitLabel={intl.formatMessage(m.save)} onCancel={onCancel} />
    </form>
  );
}

export function CreateTicketProductForm({ onCreated, onCancel }: { onCreated: (text: string) => Promise<void> | void; onCancel: () => void }) {
  const intl = useIntl();
  const ruleText = useRuleText(RULES);
  const listId = useId();
  const prizes = useQuery(AdminPrizeProductsQuery);
  const [create] = useMutation(CreateTicketProductMutation);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<CreateTicketProductValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(createTicketProductSchema),
    defaultValues: { label: '', labelMm: '', labelCh: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setServerError(null);
    try {
      const { endsAt, minTickets, ...rest } = input;
      await create({ variables: { input: { ...rest, ...endFields({ endsAt, minTickets }) } } });
    } catch (error) {
      setServerError(adminErrorText(error, intl));
      return;
    }
    form.reset();
    await onCreated(intl.formatMessage(m.created));
  });

  return (
    <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate aria-label={intl.formatMessage(m.newTicketProduct)}>
      <Field
        label={intl.formatMessage(m.productIdField)}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        list={listId}
        hint={intl.formatMessage(m.productIdHint)}
        error={ruleText(errors.productId?.message)}
        registration={form.register('productId', { valueAsNumber: true })}
      />
      <datalist id={listId}>
        {prizes.data?.products.data.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </datalist>
      <div className="admin-form__grid">
        <Field
          label={intl.formatMessage(m.ticketField)}
          type="number"
          inputMode="numeric"
          min={1}
          max={TICKETS_MAX}
          step={1}
          error={ruleText(errors.ticket?.message)}
          registration={form.register('ticket', { valueAsNumber: true })}
        />
        <Field
          label={intl.formatMessage(m.costField)}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={ruleText(errors.costTokenPoint?.message)}
          registration={form.register('costTokenPoint', { valueAsNumber: true })}
        />
      </div>
      <Field label={intl.formatMessage(m.labelField)} maxLength={LABEL_MAX + 10} error={ruleText(errors.label?.message)} registration={form.register('label')} />
      <div className="admin-form__grid">
        <Field label={intl.formatMessage(m.labelMmField)} lang="my" maxLength={LABEL_MAX + 10} error={ruleText(errors.labelMm?.message)} registration={form.register('labelMm')} />
        <Field label={intl.formatMessage(m.labelChField)} lang="zh" maxLength={LABEL_MAX + 10} error={ruleText(errors.labelCh?.message)} registration={form.register('labelCh')} />
      </div>
      <div className="admin-form__grid">
        <Field
          label={intl.formatMessage(m.endsAtField)}
          type="datetime-local"
          hint={intl.formatMessage(m.endsAtHint)}
          error={ruleText(errors.endsAt?.message)}
          registration={form.register('endsAt')}
        />
        <Field
          label={intl.formatMessage(m.minTicketsField)}
          type="number"
          inputMode="numeric"
          min={1}
          max={TICKETS_MAX}
          step={1}
          error={ruleText(errors.minTickets?.message)}
          registration={form.register('minTickets')}
        />
      </div>
      <FormEnd error={serverError} submitting={isSubmitting} submitLabel={intl.formatMessage(m.create)} onCancel={onCancel} />
    </form>
  );
}
