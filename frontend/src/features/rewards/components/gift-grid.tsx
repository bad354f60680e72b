// The gift grid (doc 001 §2, §5, §7): gifts in two columns (image, name, actual price in MMK, cost
// in referral points, Claim), the next page on scroll and 'No more items to load' at the end.
// Claim sends a visitor to /signin; a gift dearer than the balance opens the invite dialog instead
// of claiming; otherwise a confirm dialog, then the claim: the profile is refetched (the balance
// drops) and the gift waits in My orders to ship. A failure shows the server's message, or
// 'Unknown Server Error'.
import { useState } from 'react';
import { useMutation } from '@apollo/client';
import { CircleHelp, Gift, PackageX } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedProductGrid } from '@/components/ui/paged-product-grid';
import { ProductImage } from '@/components/ui/product-image';
import { uiMessages } from '@/components/ui/messages';
import type { ReferralGiftFieldsFragment } from '@/gql/graphql';
import { formatMMK } from '@/lib/format';
import { usePagedList } from '@/lib/use-paged-list';
import { referralMessages as m } from '../messages';
import { ClaimReferralGiftMutation, ReferralGiftsQuery, RewardsProfileQuery } from '../queries';
import { needsMorePoints, serverMessage } from '../rewards-rules';
import { InviteDialog } from './invite-dialog';

const FIRST_PAGE = { page: 1 };

export interface GiftGridProps {
  /** The signed-in shopper's points and code; undefined for a visitor (or while loading). */
  me?: { referralPoint: number; referralCode: string };
  signedIn: boolean;
}

type Step = { kind: 'confirm' | 'invite'; gift: ReferralGiftFieldsFragment } | { kind: 'claimed' } | { kind: 'error'; text: string } | null;

export function GiftCard({ gift, onClaim, eager }: { gift: ReferralGiftFieldsFragment; onClaim: () => void; eager?: boolean }) {
  const intl = useIntl();
  return (
    <article className="product-card rw-gift" data-testid="gift-card" aria-labelledby={`rw-gift-${gift.id}`}>
      <ProductImage src={gift.featureImage} alt={gift.name} size={320} eager={eager} className="product-card__image" />
      <div className="product-card__body">
        <h3 id={`rw-gift-${gift.id}`} className="product-card__name">
          {gift.name}
        </h3>
        <span className="price product-card__price">
          <span className="visually-hidden">{intl.formatMessage(m.price)}: </span>
          {formatMMK(gift.actualPrice)}
        </span>
        <span className="rw-gift__cost" data-testid="gift-cost">
          <Gift size={16} aria-hidden />
          <span className="visually-hidden">{intl.formatMessage(m.cost)}: </span>
          {intl.formatMessage(m.points, { count: gift.referralPoint ?? 0 })}
        </span>
      </div>
      <div className="rw-gift__action">
        <Button size="sm" block onClick={onClaim}>
          {intl.formatMessage(m.claim)}
        </Button>
      </div>
    </article>
  );
}

export function GiftGrid({ me, signedIn }: GiftGridProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const list = usePagedList(ReferralGiftsQuery, FIRST_PAGE, 'products');
  const [step, setStep] = useState<Step>(null);
  const [claimGift, { loading: claiming }] = useMutation(ClaimReferralGiftMutation);

  function claim(gift: ReferralGiftFieldsFragment) {
    if (!signedIn) return navigate('/signin');
    if (!me) return; // the balance is still loading
    setStep({ kind: needsMorePoints(gift.referralPoint, me.referralPoint) ? 'invite' : 'confirm', gift });
  }

  async function confirm(gift: ReferralGiftFieldsFragment) {
    try {
      await claimGift({
        variables: { productId: gift.id },
        refetchQueries: [{ query: RewardsProfileQuery }],
        awaitRefetchQueries: true,
      });
      setStep({ kind: 'claimed' });
    } catch (error) {
      setStep({ kind: 'error', text: serverMessage(error) ?? intl.formatMessage(m.unknownError) });
    }
  }

  return (
    <>
      <PagedProductGrid
        list={list}
        testId="gift-grid"
        failedText={intl.formatMessage(m.loadFailed)}
        empty={<EmptyState icon={<PackageX size={40} />} title={intl.formatMessage(m.noGifts)} text={intl.formatMessage(m.noGiftsText)} />}
        renderItem={(gift, index) => <GiftCard key={gift.id} gift={gift} eager={index < 2} onClaim={() => claim(gift)} />}
      />

      {step?.kind === 'confirm' && (
        <ConfirmClaim gift={step.gift} claiming={claiming} onCancel={() => setStep(null)} onConfirm={() => void confirm(step.gift)} />
      )}
      {me && (
        <InviteDialog
          open={step?.kind === 'invite'}
          onClose={() => setStep(null)}
          referralCode={me.referralCode}
          missing={step?.kind === 'invite' ? (step.gift.referralPoint ?? 0) - me.referralPoint : undefined}
        />
      )}
      <AlertDialog
        open={step?.kind === 'claimed'}
        onClose={() => setStep(null)}
        type="success"
        title={intl.formatMessage(m.claimedTitle)}
        text={intl.formatMessage(m.claimedText)}
        okLabel={intl.formatMessage(m.myOrders)}
        okTo="/my-orders-to-ship"
        showCancel
        cancelLabel={intl.formatMessage(m.close)}
      />
      <AlertDialog open={step?.kind === 'error'} onClose={() => setStep(null)} type="error" text={step?.kind === 'error' ? step.text : ''} />
    </>
  );
}

/** Confirms a claim; unlike an AlertDialog, its Claim waits for the server (a spinner, the dialog stays). */
function ConfirmClaim({ gift, claiming, onCancel, onConfirm }: { gift: ReferralGiftFieldsFragment; claiming: boolean; onCancel: () => void; onConfirm: () => void }) {
  const intl = useIntl();
  return (
    <Dialog open onClose={claiming ? () => {} : onCancel} role="alertdialog" showClose={false} className="ui-alert ui-alert--message" describedBy="rw-confirm-text">
      <div className="ui-alert__icon" aria-hidden>
        <CircleHelp size={40} />
      </div>
      <h2 className="ui-alert__title">{intl.formatMessage(m.confirmTitle)}</h2>
      <p id="rw-confirm-text" className="ui-alert__text">
        {intl.formatMessage(m.confirmText, { name: gift.name, count: gift.referralPoint ?? 0 })}
      </p>
      <div className="ui-alert__actions">
        <Button variant="outline" onClick={onCancel} disabled={claiming}>
          {intl.formatMessage(uiMessages.cancel)}
        </Button>
        <Button data-autofocus loading={claiming} onClick={onConfirm}>
          {intl.formatMessage(m.confirmOk)}
        </Button>
      </div>
    </Dialog>
  );
}
