// /promotion (doc 001 §2, public): the site logo (or its name), the promotion picture, its HTML
// and a sign-up button: to the home page for a signed-in shopper, else to /signup. The banners
// link here, so a shop without a promotion yet still gets a page, not an error.
import { useQuery } from '@apollo/client';
import { Megaphone } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth';
import { promotionMessages as m } from '../messages';
import { PromotionBrandQuery, PromotionQuery } from '../queries';
import '../support.css';

/** The promotion picture's size in the demo shop (3:2); its own ratio takes over once loaded. */
const IMAGE_W = 1200;
const IMAGE_H = 800;

export default function PromotionPage() {
  const intl = useIntl();
  const { isSignedIn } = useAuth();
  const brand = useQuery(PromotionBrandQuery).data?.settings;
  const { data, loading, error, refetch } = useQuery(PromotionQuery);
  const notSet = error?.graphQLErrors.some((e) => e.extensions?.code === 'NOT_FOUND') ?? false;

  const action = (
    <Link
      to={isSignedIn ? '/' : '/signup'}
      className="ui-button ui-button--primary ui-button--lg ui-button--block sp-promo__action"
      data-testid="promotion-action"
    >
      {intl.formatMessage(isSignedIn ? m.goShopping : m.signUp)}
    </Link>
  );

  let content;
  if (loading && !data) {
    content = (
      <div className="sp-promo__body" aria-busy="true">
        <Skeleton height="auto" className="sp-promo__image-skeleton" radius={8} />
        <Skeleton width="70%" height={24} />
        <Skeleton height={14} />
        <Skeleton width="85%" height={14} />
      </div>
    );
  } else if (data) {
    const { image, content: html } = data.promotion;
    content = (
      <div className="sp-promo__body">
        {image && <img className="sp-promo__image" src={image} alt="" width={IMAGE_W} height={IMAGE_H} />}
        {/* The server sanitises the promotion's HTML (ammonia) when an admin saves it. */}
        <div className="rich-text sp-promo__content" data-testid="promotion-content" dangerouslySetInnerHTML={{ __html: html }} />
        {action}
      </div>
    );
  } else if (notSet) {
    content = (
      <EmptyState icon={<Megaphone size={44} />} title={intl.formatMessage(m.none)} text={intl.formatMessage(m.noneText)}>
        {action}
      </EmptyState>
    );
  } else {
    content = <LoadError onRetry={() => void refetch()} message={intl.formatMessage(m.loadFailed)} />;
  }

  return (
    <Page className="sp-page sp-promo">
      <h1 className="visually-hidden">{intl.formatMessage(m.title)}</h1>
      {brand && (
        <div className="sp-promo__brand" data-testid="promotion-brand">
          {brand.siteLogo ? <img src={brand.siteLogo} alt={brand.siteName} width={56} height={56} /> : <span className="sp-promo__name">{brand.siteName}</span>}
        </div>
      )}
      {content}
    </Page>
  );
}
