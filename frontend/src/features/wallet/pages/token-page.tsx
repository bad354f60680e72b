// /token (doc 001 §2, public): the signed-in shopper's token balance, then two tabs: 'get token'
// (the token packs) and 'token history'. A visitor has no history, so no tabs: the packs under a
// 'get token' heading and a way to sign in. The open tab is kept in the URL (?tab=history) so a
// reload or the back button returns to it.
import { useQuery } from '@apollo/client';
import { Coins } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { TabBar, TabPanel, type TabBarTab } from '@/components/ui/tab-bar';
import { useAuth } from '@/lib/auth';
import { TokenHistoryList } from '../components/token-history-list';
import { TokenProductGrid } from '../components/token-product-grid';
import { readTab, type WalletTab } from '../token-page-rules';
import { walletMessages as m } from '../messages';
import { WalletBalanceQuery } from '../queries';
import '../wallet.css';

export default function TokenPage() {
  const intl = useIntl();
  const { isSignedIn } = useAuth();
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'), isSignedIn);
  const tabs: TabBarTab<WalletTab>[] = [
    { id: 'get', label: intl.formatMessage(m.tabGet) },
    { id: 'history', label: intl.formatMessage(m.tabHistory) },
  ];

  function choose(next: WalletTab) {
    setParams(next === 'get' ? {} : { tab: next }, { replace: true });
  }

  if (!isSignedIn) {
    return (
      <Page className="wl-page">
        <h1 className="wl-title">{intl.formatMessage(m.title)}</h1>
        <div className="wl-signin">
          <p>{intl.formatMessage(m.signInHint)}</p>
          <Link to="/signin" className="ui-button ui-button--outline ui-button--sm">
            {intl.formatMessage(m.signIn)}
          </Link>
        </div>
        {/* A visitor has only the packs (no history tab, doc 001 §2): a heading, not a lone tab. */}
        <section aria-labelledby="wl-get" className="wl-panel">
          <h2 id="wl-get" className="section-title">
            {intl.formatMessage(m.tabGet)}
          </h2>
          <TokenProductGrid />
        </section>
      </Page>
    );
  }

  return (
    <Page className="wl-page">
      <h1 className="wl-title">{intl.formatMessage(m.title)}</h1>
      <Balance />
      <TabBar prefix="wl" label={intl.formatMessage(m.tabs)} tabs={tabs} selected={tab} onSelect={choose} />
      <TabPanel prefix="wl" selected={tab}>
        {tab === 'history' ? <TokenHistoryList /> : <TokenProductGrid />}
      </TabPanel>
    </Page>
  );
}

function Balance() {
  const intl = useIntl();
  // Network first: tokens credited by an admin a moment ago must show.
  const { data } = useQuery(WalletBalanceQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <section className="wl-balance" aria-labelledby="wl-balance-label">
      <Coins size={36} aria-hidden className="wl-balance__icon" />
      <div className="wl-balance__text">
        <h2 id="wl-balance-label" className="wl-balance__label">
          {intl.formatMessage(m.balance)}
        </h2>
        {data ? (
          <p className="wl-balance__value" data-testid="token-balance">
            {intl.formatMessage(m.tokens, { count: data.me.tokenPoint })}
          </p>
        ) : (
          <Skeleton height={28} width={120} />
        )}
      </div>
    </section>
  );
}
