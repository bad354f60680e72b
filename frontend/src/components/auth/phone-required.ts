// Checkout (/confirm-order, buy now), the shipping-fee payment (/confirm-shipping) and ticket
// transfers need a phone number on the account; an account made with Facebook has none until the
// shopper adds one. This is the one place that sends such a shopper to /add-phone?next=<here>
// (the navigation state of the page, e.g. buy now's product, rides along and comes back), both
// before the step (the profile says phone: null) and after it (the server refused with the
// extension code PHONE_REQUIRED).
import { useCallback, useEffect, useRef } from 'react';
import { ApolloError, useApolloClient } from '@apollo/client';
import { useLocation, useNavigate } from 'react-router-dom';
import { graphql } from '@/gql';

/**
 * The signed-in shopper's phone (null: none yet). Not `export const ... = graphql()`: vite.config's
 * document plugin turns that into a re-export, which leaves no local name for checkPhone to use.
 */
const phoneCheck = graphql(`
  query PhoneCheck {
    me {
      id
      phone
    }
  }
`);
export const PhoneCheckQuery = phoneCheck;

/** The navigation state of /add-phone: the state to give back to `next`. */
export interface AddPhoneState {
  nextState?: unknown;
}

/** /add-phone?next=<path>. */
export function addPhonePath(next: string): string {
  return `/add-phone?next=${encodeURIComponent(next)}`;
}

/** A `next` that stays in the shop (a path of this site, never another site's address); else '/'. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}

/** Whether the server refused because the account has no phone. */
export function isPhoneRequiredError(error: unknown): boolean {
  if (!(error instanceof ApolloError)) return false;
  if (error.graphQLErrors.some((e) => e.extensions?.code === 'PHONE_REQUIRED')) return true;
  // A GraphQL error answered with an HTTP error status arrives as a network error with a body.
  const result = (error.networkError as { result?: { errors?: { extensions?: { code?: unknown } }[] } } | null)?.result;
  return typeof result === 'object' && Array.isArray(result?.errors) && result.errors.some((e) => e?.extensions?.code === 'PHONE_REQUIRED');
}

export function usePhoneGuard() {
  const navigate = useNavigate();
  const location = useLocation();
  const client = useApolloClient();

  /** Goes to /add-phone, coming back here (with this page's navigation state) once it is saved. */
  const toAddPhone = useCallback(() => {
    const state: AddPhoneState = { nextState: location.state };
    void navigate(addPhonePath(location.pathname + location.search), { replace: true, state });
  }, [navigate, location.pathname, location.search, location.state]);

  /** Sends a shopper whose profile has no phone to /add-phone; answers whether it did. */
  const requirePhone = useCallback(
    (profile: { phone?: string | null } | null | undefined) => {
      if (!profile || profile.phone) return false;
      toAddPhone();
      return true;
    },
    [toAddPhone],
  );

  /** A PHONE_REQUIRED refusal sends the shopper to /add-phone; answers whether it did. */
  const handlePhoneError = useCallback(
    (error: unknown) => {
      if (!isPhoneRequiredError(error)) return false;
      toAddPhone();
      return true;
    },
    [toAddPhone],
  );

  /**
   * Asks for the profile's phone (from the cache when known) before a step that needs it; answers
   * false after sending the shopper to /add-phone. When the check itself fails the step goes on:
   * the server refuses with PHONE_REQUIRED if it must.
   */
  const checkPhone = useCallback(async () => {
    try {
      const { data } = await client.query({ query: phoneCheck });
      return !requirePhone(data?.me);
    } catch {
      return true;
    }
  }, [client, requirePhone]);

  return { requirePhone, handlePhoneError, checkPhone };
}

/** On a page that needs a phone: once `profile` has loaded without one, goes to /add-phone. */
export function useRequirePhone(profile: { phone?: string | null } | null | undefined) {
  const guard = usePhoneGuard();
  const { requirePhone } = guard;
  const missing = profile != null && !profile.phone;
  // Once: the redirect changes the location, which makes a new requirePhone.
  const sent = useRef(false);
  useEffect(() => {
    if (missing && !sent.current) sent.current = requirePhone({ phone: null });
  }, [missing, requirePhone]);
  return guard;
}
