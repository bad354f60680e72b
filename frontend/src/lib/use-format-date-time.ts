// A date and time in the chosen language: order dates, draw times.
import { useIntl } from 'react-intl';

/** A date and time in the chosen language ('' when missing). */
export function useFormatDateTime() {
  const intl = useIntl();
  return (value: unknown) => {
    if (typeof value !== 'string' && typeof value !== 'number') return '';
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return String(value);
    return intl.formatDate(date, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
  };
}
