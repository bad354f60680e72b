// The app's language: en (default), mm (Burmese), ch (Simplified Chinese), kept in localStorage
// 'lang' and sent with every request (X-localization). Texts are react-intl messages declared
// with defineMessages in each feature's messages.ts (English defaults); Burmese and Chinese live in
// each feature's translations/{mm,ch}.json and load only when that language is chosen.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

export type AppLocale = 'en' | 'mm' | 'ch';
export const LOCALES: AppLocale[] = ['en', 'mm', 'ch'];

/** react-intl needs standard tags so plural rules and number formats are right. */
export const INTL_LOCALE: Record<AppLocale, string> = { en: 'en', mm: 'my', ch: 'zh-Hans' };

/**
 * What react-intl formats with: the same tags, but Burmese asks for Latin digits (`-u-nu-latn`),
 * because UI.md wants Latin digits in every language ('my' alone gives ၁,၂၃၄).
 */
export const FORMAT_LOCALE: Record<AppLocale, string> = { en: 'en', mm: 'my-u-nu-latn', ch: 'zh-Hans' };

const KEY = 'lang';
type Catalogue = Record<string, string>;

// Each feature's translations, plus the shared components' (components/*: dialog buttons, the
// payment section, the draw detail...), merged into one module per language (lib/translations/).
const translations = {
  mm: () => import('./translations/mm'),
  ch: () => import('./translations/ch'),
};

/** Every translation of a language, all features merged. */
export async function loadMessages(locale: AppLocale): Promise<Catalogue> {
  if (locale === 'en') return {};
  return (await translations[locale]()).default;
}

let currentLocale: AppLocale = readStored();

function readStored(): AppLocale {
  try {
    const stored = localStorage.getItem(KEY);
    return stored === 'mm' || stored === 'ch' ? stored : 'en';
  } catch {
    return 'en';
  }
}

/** The language for request headers, outside React (apollo.ts). */
export function getLocale(): AppLocale {
  return currentLocale;
}

async function loadFont(locale: AppLocale) {
  // Burmese needs its own font; only its Myanmar-script subset is fetched, and only for mm.
  if (locale !== 'mm') return;
  await import('@fontsource/noto-sans-myanmar/myanmar-400.css');
  // Wait (a little) for the font file too, so the first Burmese paint is not empty boxes on a
  // device without a Myanmar font (the file is ~47 kB); a slow connection gets the fallback after
  // 1.5 s instead of a longer wait.
  if (typeof document !== 'undefined' && document.fonts?.load) {
    const timeout = new Promise((resolve) => setTimeout(resolve, 1500));
    await Promise.race([document.fonts.load('16px "Noto Sans Myanmar"', 'မြန်မာ').catch(() => undefined), timeout]);
  }
}

interface LocaleState {
  locale: AppLocale;
  setLocale: (locale: AppLocale) => void;
}

const LocaleContext = createContext<LocaleState>({ locale: 'en', setLocale: () => {} });

export function useLocale() {
  return useContext(LocaleContext);
}

export function LocaleProvider({ children, onChange }: { children: ReactNode; onChange?: (locale: AppLocale) => void }) {
  const [state, setState] = useState<{ locale: AppLocale; messages: Catalogue } | null>(
    currentLocale === 'en' ? { locale: 'en', messages: {} } : null,
  );

  const apply = useCallback(
    async (locale: AppLocale) => {
      const [messages] = await Promise.all([loadMessages(locale), loadFont(locale)]);
      currentLocale = locale;
      try {
        localStorage.setItem(KEY, locale);
      } catch {
        /* ignore */
      }
      document.documentElement.lang = INTL_LOCALE[locale];
      setState({ locale, messages });
      onChange?.(locale);
    },
    [onChange],
  );

  useEffect(() => {
    if (state === null) void apply(currentLocale);
    else document.documentElement.lang = INTL_LOCALE[state.locale];
    // Only on first render: later changes go through setLocale.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const value = useMemo<LocaleState>(
    () => ({ locale: state?.locale ?? currentLocale, setLocale: (locale) => void apply(locale) }),
    [state, apply],
  );

  if (state === null) return null;
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={FORMAT_LOCALE[state.locale]} messages={state.messages} defaultLocale="en">
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
