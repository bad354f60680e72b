// The text of a refused decision on a return: the server's words about the field it refused
// (`id`: "This return has already been approved or rejected.", or `reason`), else its message.
import type { IntlShape } from 'react-intl';
import { adminErrorText, serverFieldErrors } from '../server-error';

export function refusalText(error: unknown, intl: IntlShape): string {
  const fields = serverFieldErrors(error, (field) => field);
  return fields.id ?? fields.reason ?? Object.values(fields)[0] ?? adminErrorText(error, intl);
}
