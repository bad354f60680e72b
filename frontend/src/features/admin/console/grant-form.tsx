// Grants or takes tokens or referral points (a person's page): the balance, the amount (a whole
// number other than 0; negative takes away) and the reason (3 to 200 characters), checked beside
// each field first (rules.ts). A refusal of the server shows its field messages beside
// the fields (a take that would leave the balance below zero, under Amount), anything else under
// the form. Done, the form empties and `onDone` gets the person as the server now has them.
import { useState } from 'react';
import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import type { AdminUserFieldsFragment } from '@/gql/graphql';
import { consoleMessages as cm } from './messages';
import { GrantReferralPointsMutation, GrantTokensMutation } from './queries';
import { REASON_MAX, grantFieldErrors, grantSchema, type Balance, type GrantValues } from './rules';
import { adminErrorText } from '../server-error';
import { Field, SelectField, TextAreaField, useRuleText } from '../components/field';

const RULES = [cm.amountRule, cm.reasonShortRule, cm.reasonLongRule];

export interface GrantFormProps {
  userId: number;
  onDone: (user: AdminUserFieldsFragment, balance: Balance) => Promise<void> | void;
}

export function GrantForm({ userId, onDone }: GrantFormProps) {
  const intl = useIntl();
  const ruleText = useRuleText(RULES);
  const [grantTokens] = useMutation(GrantTokensMutation);
  const [grantPoints] = useMutation(GrantReferralPointsMutation);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<GrantValues, unknown, { balance: Balance; amount: number; reason: string }>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(grantSchema),
    defaultValues: { balance: 'tokens', reason: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ balance, amount, reason }) => {
    setServerError(null);
    const variables = { userId, amount, reason };
    let user: AdminUserFieldsFragment | undefined;
    try {
      if (balance === 'tokens') user = (await grantTokens({ variables })).data?.grantTokens;
      else user = (await grantPoints({ variables })).data?.grantReferralPoints;
    } catch (error) {
      const fields = grantFieldErrors(error);
      if (fields.amount) form.setError('amount', { type: 'server', message: fields.amount }, { shouldFocus: true });
      if (fields.reason) form.setError('reason', { type: 'server', message: fields.reason }, { shouldFocus: !fields.amount });
      if (!fields.amount && !fields.reason) setServerError(adminErrorText(error, intl));
      return;
    }
    form.reset({ balance, reason: '' });
    if (user) await onDone(user, balance);
  });

  return (
    <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate aria-label={intl.formatMessage(cm.grantSection)}>
      <div className="admin-form__grid">
        <SelectField label={intl.formatMessage(cm.grantBalance)} registration={form.register('balance')}>
          <option value="tokens">{intl.formatMessage(cm.tokens)}</option>
          <option value="referral">{intl.formatMessage(cm.referralPoints)}</option>
        </SelectField>
        <Field
          label={intl.formatMessage(cm.grantAmount)}
          type="number"
          step={1}
          hint={intl.formatMessage(cm.grantAmountHint)}
          error={ruleText(errors.amount?.message)}
          registration={form.register('amount', { valueAsNumber: true })}
        />
      </div>
      <TextAreaField
        label={intl.formatMessage(cm.grantReason)}
        rows={2}
        maxLength={REASON_MAX + 50}
        hint={intl.formatMessage(cm.grantReasonHint)}
        error={ruleText(errors.reason?.message)}
        registration={form.register('reason')}
      />
      {serverError && (
        <p className="admin-field__error" role="alert">
          {serverError}
        </p>
      )}
      <div className="admin-grant__actions">
        <Button type="submit" loading={isSubmitting}>
          {intl.formatMessage(cm.grantSubmit)}
        </Button>
      </div>
    </form>
  );
}
