// One item of the catalogue and content lists (a product, category, banner or payment method):
// picture, name with the languages it lacks, badges (and highlighted ones, such as a product's
// flash sale), facts, then Edit and Hide / Show (one tap; a hidden item stays listed, marked, so it
// can be shown again) or its open edit form.
import { useState, type ReactNode } from 'react';
import { ImageOff } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { catalogMessages as m } from './messages';
import { missingLanguages } from './rules';
import { adminErrorText } from '../server-error';
import { Facts } from '../components/item-lines';

export interface CatalogItemProps {
  name: string;
  /** The translations, to mark the missing ones. */
  translations?: { mm?: string | null; ch?: string | null };
  image: string | null | undefined;
  hidden: boolean;
  badges?: string[];
  /** Badges in the shop's colour, for what the admin should see at a glance (a flash sale). */
  highlights?: string[];
  facts: { label: string; value: ReactNode; strong?: boolean }[];
  testId: string;
  editing: boolean;
  onEdit: () => void;
  /** Hides or shows the item; resolves with the toast text. */
  onToggleHidden: () => Promise<string>;
  onSaved: (text: string) => Promise<void>;
  /** The edit form (shown while editing). */
  form: ReactNode;
}

export function CatalogItem({ name, translations, image, hidden, badges = [], highlights = [], facts, testId, editing, onEdit, onToggleHidden, onSaved, form }: CatalogItemProps) {
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const missing = translations ? missingLanguages(translations) : [];

  async function toggle() {
    setError(null);
    setBusy(true);
    let text: string;
    try {
      text = await onToggleHidden();
    } catch (failure) {
      setError(adminErrorText(failure, intl));
      return;
    } finally {
      setBusy(false);
    }
    await onSaved(text);
  }

  return (
    <article className={['admin-card', hidden && 'admin-tp--hidden'].filter(Boolean).join(' ')} aria-label={name} data-testid={testId}>
      <div className="admin-tp__head">
        {image ? (
          <img src={image} alt="" width={72} height={72} loading="lazy" className="admin-gift__img" />
        ) : (
          <span className="admin-gift__img admin-item__img--none" aria-hidden>
            <ImageOff size={28} />
          </span>
        )}
        <div className="admin-tp__text">
          <h2 className="admin-card__title">{name}</h2>
          <div className="admin-tags">
            {hidden && (
              <span className="admin-tag admin-tag--muted" data-testid="hidden-tag">
                {intl.formatMessage(m.hiddenTag)}
              </span>
            )}
            {badges.map((badge) => (
              <span key={badge} className="admin-tag admin-tag--muted">
                {badge}
              </span>
            ))}
            {highlights.map((badge) => (
              <span key={badge} className="admin-tag" data-testid="highlight-tag">
                {badge}
              </span>
            ))}
            {missing.map((lang) => (
              <span key={lang} className="admin-tag admin-tag--warn">
                {intl.formatMessage(lang === 'mm' ? m.missingMm : m.missingCh)}
              </span>
            ))}
          </div>
        </div>
      </div>
      <Facts rows={facts} />
      {error && (
        <p className="admin-field__error" role="alert">
          {error}
        </p>
      )}
      {editing ? (
        form
      ) : (
        <div className="admin-tp__actions">
          <Button variant="outline" onClick={onEdit} aria-label={intl.formatMessage(m.editOf, { name })}>
            {intl.formatMessage(m.edit)}
          </Button>
          <Button
            variant={hidden ? 'primary' : 'outline'}
            onClick={() => void toggle()}
            loading={busy}
            aria-label={intl.formatMessage(hidden ? m.showOf : m.hideOf, { name })}
          >
            {intl.formatMessage(hidden ? m.show : m.hide)}
          </Button>
        </div>
      )}
    </article>
  );
}
