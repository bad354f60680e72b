// Everything the app runs inside: Apollo (lib/apollo.ts) and the language (lib/i18n.tsx).
// A language change refetches what is on screen, because the server answers in the language of
// the X-localization header.
import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client';
import { client } from '@/lib/apollo';
import { getLocale, LocaleProvider, type AppLocale } from '@/lib/i18n';

// The stored language is applied once at start (no change for the server's answers).
let answersIn: AppLocale = getLocale();

function onLocaleChange(locale: AppLocale) {
  if (locale === answersIn) return;
  answersIn = locale;
  void client.resetStore();
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <LocaleProvider onChange={onLocaleChange}>{children}</LocaleProvider>
    </ApolloProvider>
  );
}
