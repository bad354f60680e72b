// The text to show for a failed admin request: the server's own message (already in the admin's
// language, e.g. 'This order is no longer pending.' when another admin decided first), or a
// network message when no answer came.
import { ApolloError } from '@apollo/client';
import type { IntlShape } from 'react-intl';
import { adminMessages as m } from './messages';

export function adminErrorText(error: unknown, intl: IntlShape): string {
  if (error instanceof ApolloError) {
    const first = error.graphQLErrors[0]?.message;
    if (first) return first;
    const network = error.networkError as (Error & { result?: { errors?: { message?: string }[] } | string }) | null;
    const body = network && typeof network.result === 'object' ? network.result?.errors?.[0]?.message : undefined;
    if (body) return body;
  }
  return intl.formatMessage(m.networkError);
}

/**
 * A validation refusal's messages by field (`extensions.errors`: `{field: [messages]}`, in the
 * admin's language), each field name mapped by `fieldOf` to a form field (or left out), so a form
 * shows them beside its fields. Empty when the error is not a validation refusal.
 */
export function serverFieldErrors<F extends string>(error: unknown, fieldOf: (server: string) => F | undefined): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  if (!(error instanceof ApolloError)) return found;
  for (const graphQLError of error.graphQLErrors) {
    const fields = graphQLError.extensions?.errors;
    if (!fields || typeof fields !== 'object') continue;
    for (const [server, messages] of Object.entries(fields as Record<string, unknown>)) {
      const field = fieldOf(server);
      const first = Array.isArray(messages) ? messages.find((m): m is string => typeof m === 'string') : undefined;
      if (field && first && !found[field]) found[field] = first;
    }
  }
  return found;
}
