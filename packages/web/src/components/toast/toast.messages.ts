import { defineMessages } from '../../i18n/index.ts';

export const toastMessages = defineMessages({
  en: { item: 'Notification', region: 'Notifications ({hotkey})', close: 'Close notification' },
  fr: { item: 'Notification', region: 'Notifications ({hotkey})', close: 'Fermer la notification' },
});
