// The language choice (en, mm, ch) of the sign-in page and the profile menu: a button that opens a
// dialog with the three languages. Each is written in its own script (so anyone finds theirs), with
// its name in the current language beneath.
import { useState } from 'react';
import { Check, ChevronRight, Globe } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Dialog } from '@/components/ui/dialog';
import { INTL_LOCALE, useLocale, type AppLocale } from '@/lib/i18n';
import { languageMessages } from '../messages';

export const LANGUAGES: { code: AppLocale; native: string; name: MessageDescriptor }[] = [
  { code: 'en', native: 'English', name: languageMessages.english },
  { code: 'mm', native: 'မြန်မာ', name: languageMessages.burmese },
  { code: 'ch', native: '简体中文', name: languageMessages.chinese },
];

export interface LanguagePickerProps {
  /** 'button': a small pill (sign-in page); 'row': a full-width menu row (profile). */
  variant?: 'button' | 'row';
}

export function LanguagePicker({ variant = 'button' }: LanguagePickerProps) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const [open, setOpen] = useState(false);
  const current = LANGUAGES.find((l) => l.code === locale) ?? LANGUAGES[0];
  const title = intl.formatMessage(languageMessages.title);

  function choose(next: AppLocale) {
    setOpen(false);
    if (next !== locale) setLocale(next);
  }

  return (
    <>
      {variant === 'button' ? (
        <button
          type="button"
          className="acc-lang-button"
          aria-haspopup="dialog"
          aria-label={intl.formatMessage(languageMessages.change, { language: current.native })}
          onClick={() => setOpen(true)}
        >
          <Globe size={18} aria-hidden />
          <span lang={INTL_LOCALE[current.code]}>{current.native}</span>
        </button>
      ) : (
        <button type="button" className="acc-menu__item" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <Globe size={22} aria-hidden className="acc-menu__icon" />
          <span className="acc-menu__label">{title}</span>
          <span className="acc-menu__value" lang={INTL_LOCALE[current.code]}>
            {current.native}
          </span>
          <ChevronRight size={20} aria-hidden className="acc-menu__chevron" />
        </button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} title={title}>
        <div role="radiogroup" aria-label={title} className="acc-lang-list">
          {LANGUAGES.map((option) => (
            <button
              key={option.code}
              type="button"
              role="radio"
              aria-checked={option.code === locale}
              data-autofocus={option.code === locale ? true : undefined}
              className="acc-lang-list__item"
              onClick={() => choose(option.code)}
            >
              <span className="acc-lang-list__names">
                <span className="acc-lang-list__native" lang={INTL_LOCALE[option.code]}>
                  {option.native}
                </span>
                <span className="acc-lang-list__local">{intl.formatMessage(option.name)}</span>
              </span>
              {option.code === locale && <Check size={22} aria-hidden />}
            </button>
          ))}
        </div>
      </Dialog>
    </>
  );
}
