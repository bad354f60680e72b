// The account forms' common behaviour (spec section 5): validate on change and on blur, show an
// error only once its field was touched (left) or the form was submitted, and allow submitting only
// while every rule passes and nothing is being sent.
import { zodResolver } from '@hookform/resolvers/zod';
import { get, useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { $ZodType } from 'zod/v4/core';
import { ruleMessage } from '../messages';

export function useAccountForm<TIn extends FieldValues, TOut extends FieldValues>(
  schema: $ZodType<TOut, TIn>,
  defaultValues: DefaultValues<TIn>,
) {
  const form = useForm<TIn, unknown, TOut>({ mode: 'all', resolver: zodResolver(schema), defaultValues });
  const intl = useIntl();
  const { errors, touchedFields, isSubmitted, isValid, isSubmitting } = form.formState;

  /** The translated error of a field, or undefined while it is valid or untouched. */
  function errorOf(name: Path<TIn>): string | undefined {
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    if (typeof message !== 'string' || !message) return undefined;
    if (!get(touchedFields, name) && !isSubmitted) return undefined;
    return intl.formatMessage(ruleMessage(message));
  }

  return { form, errorOf, canSubmit: isValid && !isSubmitting, submitting: isSubmitting };
}
