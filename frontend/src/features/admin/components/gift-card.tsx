// One referral gift on /admin/gifts: picture, name (and its translations), the referral point cost,
// price, category and weight, with the inline edit form. Hide / Show in the shop is one tap; a
// hidden gift stays listed, marked, so it can be shown again.
import { useState } from 'react';
import { useMutation } from '@apollo/client';
import { Gift } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { formatMMK } from '@/lib/format';
import { adminMessages as m } from '../messages';
import { SetProductHiddenMutation } from '../queries';
import { adminErrorText } from '../server-error';
import { GiftForm, type AdminGift } from './gift-form';
import { Facts } from './item-lines';

export function GiftCard({
  gift,
  categoryName,
  editing,
  onEdit,
  onCancel,
  onSaved,
}: {
  gift: AdminGift;
  categoryName: string | undefined;
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSaved: (text: string) => Promise<void>;
}) {
  const intl = useIntl();
  const [setHidden, hiding] = useMutation(SetProductHiddenMutation);
  const [error, setError] = useState<string | null>(null);
  const name = gift.name.en;
  const translations = [
    { lang: 'my', text: gift.name.mm },
    { lang: 'zh', text: gift.name.ch },
  ].filter((t) => t.text);

  async function toggleHidden() {
    setError(null);
    const hidden = !gift.hidden;
    try {
      await setHidden({ variables: { id: gift.id, hidden } });
    } catch (failure) {
      setError(adminErrorText(failure, intl));
      return;
    }
    await onSaved(intl.formatMessage(hidden ? m.giftHidden : m.unhidden, { name }));
  }

  return (
    <article className={['admin-card', gift.hidden && 'admin-tp--hidden'].filter(Boolean).join(' ')} aria-label={name} data-testid={`gift-${gift.id}`}>
      <div className="admin-tp__head">
        {gift.featureImage ? (
          <img src={gift.featureImage} alt="" width={72} height={72} loading="lazy" className="admin-gift__img" />
        ) : (
          <span className="admin-gift__img admin-item__img--none" aria-hidden>
            <Gift size={28} />
          </span>
        )}
        <div className="admin-tp__text">
          <h2 className="admin-card__title">{name}</h2>
          {translations.length > 0 && (
            <span className="admin-muted">
              {translations.map((t, i) => (
                <span key={t.lang}>
                  {i > 0 && ' · '}
                  <span lang={t.lang}>{t.text}</span>
                </span>
              ))}
            </span>
          )}
        </div>
        {gift.hidden && (
          <span className="admin-tag admin-tag--muted" data-testid="hidden-tag">
            {intl.formatMessage(m.hiddenTag)}
          </span>
        )}
      </div>
      <Facts
        rows={[
          { label: intl.formatMessage(m.giftPoints), value: intl.formatMessage(m.pointCost, { count: gift.referralPoint ?? 0 }), strong: true },
          { label: intl.formatMessage(m.giftPrice), value: formatMMK(gift.actualPrice) },
          { label: intl.formatMessage(m.giftCategory), value: categoryName ?? `#${gift.categoryId}` },
          { label: intl.formatMessage(m.giftWeight), value: intl.formatNumber(gift.weightKg, { maximumFractionDigits: 3 }) },
        ]}
      />
      {error && (
        <p className="admin-field__error" role="alert">
          {error}
        </p>
      )}
      {editing ? (
        <GiftForm gift={gift} onDone={onSaved} onCancel={onCancel} />
      ) : (
        <div className="admin-tp__actions">
          <Button variant="outline" onClick={onEdit} aria-label={intl.formatMessage(m.editOf, { name })}>
            {intl.formatMessage(m.edit)}
          </Button>
          {gift.hidden ? (
            <Button onClick={() => void toggleHidden()} loading={hiding.loading} aria-label={intl.formatMessage(m.unhideOf, { name })}>
              {intl.formatMessage(m.unhide)}
            </Button>
          ) : (
            <Button variant="outline" onClick={() => void toggleHidden()} loading={hiding.loading} aria-label={intl.formatMessage(m.hideOf, { name })}>
              {intl.formatMessage(m.hide)}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
