// A text in the shop's three languages side by side (English required; Burmese and Chinese say
// plainly when they are not written: shoppers then see English). The Burmese fields use the
// shop's Noto Sans Myanmar whatever the admin's language (a desk may have no Myanmar font); its
// file downloads only once Burmese letters are on screen (the face's unicode-range).
import '@fontsource/noto-sans-myanmar/myanmar-400.css';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { catalogMessages as m } from './messages';
import { Field, TextAreaField } from '../components/field';

interface Language {
  label: MessageDescriptor;
  registration: UseFormRegisterReturn;
  error?: string;
}

export function TranslatedFields({ en, mm, ch, multiline = false, maxLength }: { en: Language; mm: Language; ch: Language; multiline?: boolean; maxLength: number }) {
  const intl = useIntl();
  const Control = multiline ? TextAreaField : Field;
  const missing = intl.formatMessage(m.notTranslated);
  return (
    <div className="admin-form__langs">
      <Control label={intl.formatMessage(en.label)} lang="en" maxLength={maxLength + 10} error={en.error} registration={en.registration} />
      <Control label={intl.formatMessage(mm.label)} lang="my" maxLength={maxLength + 10} placeholder={missing} error={mm.error} registration={mm.registration} />
      <Control label={intl.formatMessage(ch.label)} lang="zh" maxLength={maxLength + 10} placeholder={missing} error={ch.error} registration={ch.registration} />
    </div>
  );
}
