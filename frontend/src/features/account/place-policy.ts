// Regions and townships are both GraphQL `Place`s with their own id sequences (region 1 is Yangon,
// township 1 is Ahlone). Apollo's default normalisation would store both as `Place:1`, so one
// name would overwrite the other (the region list would show township names). A Place is
// therefore never normalised: it is kept inside the object or list that holds it.
//
// The app's client has this in its cache config (lib/apollo.ts); the hook below also adds it to
// the caches tests render with, so the account screens behave the same there.
import { InMemoryCache, useApolloClient, type TypePolicies } from '@apollo/client';

export const placeTypePolicies: TypePolicies = { Place: { keyFields: false } };

const applied = new WeakSet<object>();

/** Call at the top of every component that reads or writes a Place, before its queries. */
export function usePlacePolicy() {
  const { cache } = useApolloClient();
  if (applied.has(cache)) return;
  applied.add(cache);
  // Adding the same policy again (e.g. once lib/apollo.ts has it) changes nothing.
  if (cache instanceof InMemoryCache) cache.policies.addTypePolicies(placeTypePolicies);
}
