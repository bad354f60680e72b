// The text to show for a failed request. GraphQL errors already carry a message in the
// user's language (the server reads X-localization); network failures get the spec's texts.
import { ApolloError } from '@apollo/client';
import type { IntlShape } from 'react-intl';
import { networkMessages } from '@/components/ui/messages';

interface NetworkFailure {
  statusCode?: number;
  result?: { errors?: { message?: string }[] } | string;
}

export function serverErrorText(error: unknown, intl: IntlShape): string {
  if (error instanceof ApolloError) {
    const first = error.graphQLErrors[0]?.message;
    if (first) return first;
    const network = error.networkError as (Error & NetworkFailure) | null;
    if (network) {
      // A GraphQL error answered with an HTTP error status arrives as a network error with a body.
      const body = typeof network.result === 'object' ? network.result?.errors?.[0]?.message : undefined;
      if (body) return body;
      if (typeof network.statusCode === 'number') {
        return intl.formatMessage(networkMessages.requestFailed, { status: network.statusCode });
      }
      // No answer at all while the phone is offline: say that plainly, not 'Network Error'.
      if (typeof navigator !== 'undefined' && !navigator.onLine) return intl.formatMessage(networkMessages.offline);
      return intl.formatMessage(networkMessages.networkError);
    }
  }
  return intl.formatMessage(networkMessages.noResponse);
}

/** Whether the request failed before the server could answer (no GraphQL error). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApolloError && error.graphQLErrors.length === 0 && error.networkError !== null;
}
