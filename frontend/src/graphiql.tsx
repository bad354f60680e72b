/**
 * GraphiQL for `/graphql`, built from npm (no CDN) so it runs under the server's
 * Content-Security-Policy. The server answers GET /graphql with dist/graphiql.html.
 *
 * URL parameters `query`, `variables` and `operationName` fill the editors
 * (e.g. `/graphql?query={regions{id name}}`); edits are written back to the URL so
 * a link can be shared. Headers are never put in the URL, so a pasted token stays out
 * of history and logs.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';
import 'graphiql/style.css';
import './graphiql.css';

const LOCALE_HEADER = 'X-localization';
const DEFAULT_LOCALE = 'en';

const DEFAULT_HEADERS = JSON.stringify({ [LOCALE_HEADER]: DEFAULT_LOCALE }, null, 2);

const DEFAULT_QUERY = `# Lucky Mall GraphQL API.
#
# Headers (bottom panel): "X-localization" picks the language of names and
# messages: "en", "mm" (Burmese) or "ch" (Chinese). For queries that need a
# signed-in shopper (e.g. \`me\`), sign in with the \`login\` mutation and add
#   "Authorization": "Bearer <token>"
#
# Subscriptions (e.g. \`subscription { notificationEvents { notification { title body } unreadCount } }\`)
# run over the websocket /graphql/ws with the same Authorization header.
#
# Run with Ctrl-Enter (Cmd-Enter on macOS).

{
  regions {
    id
    name
  }
}
`;

// Subscriptions go over the websocket at /graphql/ws (graphql-transport-ws). It takes no HTTP
// headers: GraphiQL sends the headers editor's object as `connection_init`'s payload, and the
// server reads Authorization and X-localization from it.
const baseFetcher = createGraphiQLFetcher({
  url: '/graphql',
  subscriptionUrl: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql/ws`,
});

/** Sends `X-localization: en` unless the headers editor already sets the header (any case). */
const fetcher: Fetcher = (params, opts) => {
  const headers: Record<string, unknown> = { ...opts?.headers };
  if (!Object.keys(headers).some((name) => name.toLowerCase() === LOCALE_HEADER.toLowerCase())) {
    headers[LOCALE_HEADER] = DEFAULT_LOCALE;
  }
  return baseFetcher(params, { ...opts, headers });
};

const search = new URLSearchParams(window.location.search);
const urlParam = (name: string) => search.get(name) ?? undefined;

function writeUrlParam(name: string, value: string | null | undefined) {
  if (value) search.set(name, value);
  else search.delete(name);
  const query = search.toString();
  window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
}

function App() {
  return (
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={DEFAULT_QUERY}
      defaultHeaders={DEFAULT_HEADERS}
      query={urlParam('query')}
      variables={urlParam('variables')}
      operationName={urlParam('operationName')}
      isHeadersEditorEnabled
      defaultEditorToolsVisibility="headers"
      onEditQuery={(value) => writeUrlParam('query', value)}
      onEditVariables={(value) => writeUrlParam('variables', value)}
      onEditOperationName={(value) => writeUrlParam('operationName', value)}
    >
      <GraphiQL.Logo>Lucky Mall GraphQL</GraphiQL.Logo>
    </GraphiQL>
  );
}

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
