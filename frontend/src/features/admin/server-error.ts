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
