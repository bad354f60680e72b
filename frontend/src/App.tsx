/** Placeholder shop page until the storefront is built. */
export function App() {
  return (
    <>
      <header className="topbar">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <h1>Lucky Mall</h1>
      </header>
      <main className="content">
        <p>
          The shop is being built. Developers: GraphiQL at <a href="/graphql">/graphql</a>, REST API docs
          at <a href="/api/docs">/api/docs</a>.
        </p>
      </main>
    </>
  );
}
