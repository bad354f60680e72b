// /referral-gift (doc 001 §2, public): the signed-in shopper's referral point balance (singular
// label at exactly 1) with an Invite friends button, then the gift grid. A signed-in shopper also
// has a 'Referral history' tab (the points earned by invitations and spent on gifts); the open tab
// is kept in the URL (?tab=history). A visitor sees the gifts, and Claim leads to /signin.
import { useState } from 'react';
import { useQuery } from '@apollo/client';
import { Gift, UserPlus } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { TabBar, TabPanel, type TabBarTab } from '@/components/ui/tab-bar';
import { useAuth } from '@/lib/auth';
import { GiftGrid } from '../components/gift-grid';
import { InviteDialog } from '../components/invite-dialog';
import { ReferralHistoryList } from '../components/referral-history-list';
import { referralMessages as m } from '../messages';
import { RewardsProfileQuery } from '../queries';
import '../rewards.css';

type Tab = 'gifts' | 'history';

export default function ReferralGiftPage() {
  const intl = useIntl();
  const { isSignedIn } = useAuth();
  // Network first: points from a friend who signed up a minute ago must show.
  const profile = useQuery(RewardsProfileQuery, { skip: !isSignedIn, fetchPolicy: 'cache-and-network' });
  const me = isSignedIn ? profile.data?.me : undefined;
  const [params, setParams] = useSearchParams();
  const tab: Tab = isSignedIn && params.get('tab') === 'history' ? 'history' : 'gifts';
  const tabs: TabBarTab<Tab>[] = [
    { id: 'gifts', label: intl.formatMessage(m.tabGifts) },
    { id: 'history', label: intl.formatMessage(m.tabHistory) },
  ];

  function choose(next: Tab) {
    setParams(next === 'gifts' ? {} : { tab: next }, { replace: true });
  }

  if (!isSignedIn) {
    return (
      <Page className="rw-page">
        <h1 className="rw-title">{intl.formatMessage(m.title)}</h1>
        <div className="rw-signin">
          <p>{intl.formatMessage(m.signInHint)}</p>
          <Link to="/signin" className="ui-button ui-button--outline ui-button--sm">
            {intl.formatMessage(m.signIn)}
          </Link>
        </div>
        <section aria-labelledby="rw-gifts" className="rw-panel">
          <h2 id="rw-gifts" className="section-title">
            {intl.formatMessage(m.tabGifts)}
          </h2>
          <GiftGrid signedIn={false} />
        </section>
      </Page>
    );
  }

  return (
    <Page className="rw-page">
      <h1 className="rw-title">{intl.formatMessage(m.title)}</h1>
      <Balance me={me} />
      <TabBar prefix="rw" label={intl.formatMessage(m.tabs)} tabs={tabs} selected={tab} onSelect={choose} />
      <TabPanel prefix="rw" selected={tab}>
        {tab === 'history' ? <ReferralHistoryList /> : <GiftGrid signedIn me={me} />}
      </TabPanel>
    </Page>
  );
}

function Balance({ me }: { me?: { referralPoint: number; referralCode: string } }) {
  const intl = useIntl();
  const [inviting, setInviting] = useState(false);
  return (
    <section className="rw-balance" aria-labelledby="rw-balance-label">
      <Gift size={36} aria-hidden className="rw-balance__icon" />
      <div className="rw-balance__text">
        <h2 id="rw-balance-label" className="rw-balance__label">
          {intl.formatMessage(m.balance)}
        </h2>
        {me ? (
          <p className="rw-balance__value" data-testid="referral-balance">
            {intl.formatMessage(m.points, { count: me.referralPoint })}
          </p>
        ) : (
          <Skeleton height={28} width={140} />
        )}
      </div>
      {me && (
        <>
          <Button variant="dark" size="sm" className="rw-balance__invite" onClick={() => setInviting(true)}>
            <UserPlus size={16} aria-hidden />
            {intl.formatMessage(m.invite)}
          </Button>
          <InviteDialog open={inviting} onClose={() => setInviting(false)} referralCode={me.referralCode} />
        </>
      )}
    </section>
  );
}
