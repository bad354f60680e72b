// /lucky-draw-live (spec §2): a static placeholder with sample content and a countdown fixed at
// 0 days, 0 hours and 10 minutes. The shopper's live draws are the LuckyDraw Live tab of
// /lucky-draw (with their real draw times), which this page links to.
import { Gift, Timer } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { luckyDrawMessages as m } from '../messages';
import '@/components/draw/draw-detail.css';
import '../luckydraw.css';

export default function LuckyDrawLivePage() {
  const intl = useIntl();
  return (
    <Page className="ld-page">
      <h1 className="ld-page__title">{intl.formatMessage(m.liveTitle)}</h1>
      <section className="dr-stage">
        <Gift size={48} aria-hidden />
        <p className="ld-buy__name">{intl.formatMessage(m.liveSample)}</p>
        <p className="dr-stage__label">
          <Timer size={16} aria-hidden /> {intl.formatMessage(m.liveNext)}
        </p>
        <p className="ld-countdown" data-testid="countdown">
          {intl.formatMessage(m.countdown, { days: 0, hours: 0, minutes: 10 })}
        </p>
      </section>
      <Link to="/lucky-draw" state={{ activeTab: 'live' }} className="ui-button ui-button--primary ui-button--lg ui-button--block">
        {intl.formatMessage(m.tabLive)}
      </Link>
    </Page>
  );
}
