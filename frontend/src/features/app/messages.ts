// Texts of the installable app: the offline notice and the new-version prompt.
import { defineMessages } from 'react-intl';

export const appMessages = defineMessages({
  offline: {
    id: 'app.offline',
    defaultMessage: 'You are offline. Showing what this phone has saved.',
    description: 'Bar at the top while the phone has no network',
  },
  updateReady: {
    id: 'app.update.ready',
    defaultMessage: 'A new version of Lucky Mall is ready.',
    description: 'Prompt shown when a new build of the web app has been downloaded',
  },
  updateReload: { id: 'app.update.reload', defaultMessage: 'Reload', description: 'Button of the new-version prompt: switch to the new version now' },
  updateLater: { id: 'app.update.later', defaultMessage: 'Later', description: 'Button of the new-version prompt: keep the current version for now' },
});
