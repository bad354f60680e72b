// The language picker (doc 001 §2, top bar): English, Burmese, Chinese. Each is written in its own
// script, with its name in the current language beneath, so anyone can find theirs.
import { Check } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Dialog } from '@/components/ui/dialog';
import { useLocale, type AppLocale } from '@/lib/i18n';
import { shellPanelMessages as m } from '../panel-messages';

export const LANGUAGES: { code: AppLocale; native: string; lang: string; name: MessageDescriptor }[] = [
  { code: 'en', native: 'English', lang: 'en', name: m.english },
  { code: 'mm', native: 'မြန်မာ', lang: 'my', name: m.burmese },
  { code: 'ch', native: '简体中文', lang: 'zh-Hans', name: m.chinese },
];

export default function LanguageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  return (
    <Dialog open={open} onClose={onClose} title={intl.formatMessage(m.language)}>
      <div role="radiogroup" aria-label={intl.formatMessage(m.language)} className="lang-options">
        {LANGUAGES.map((option) => (
          <button
            key={option.code}
            type="button"
            role="radio"
            aria-checked={locale === option.code}
            data-autofocus={locale === option.code ? true : undefined}
            className="lang-option"
            onClick={() => {
              setLocale(option.code);
              onClose();
            }}
          >
            <span className="lang-option__names">
              <span className="lang-option__native" lang={option.lang}>
                {option.native}
              </span>
              <span className="lang-option__local">{intl.formatMessage(option.name)}</span>
            </span>
            {locale === option.code && <Check size={22} aria-hidden />}
          </button>
        ))}
      </div>
    </Dialog>
  );
}
