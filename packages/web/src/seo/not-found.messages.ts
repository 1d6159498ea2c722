import { defineMessages } from '../i18n/index.ts';

/** Spec section 2: the 404 texts, exactly. */
export const notFoundMessages = defineMessages({
  en: {
    title: '404 - Page Not Found',
    text: 'Sorry, the page you are looking for does not exist.',
    back: 'Back to Home',
  },
  fr: {
    title: '404 - Page Non Trouvée',
    text: 'Désolé, la page que vous recherchez n’existe pas.',
    back: 'Retour à l’Accueil',
  },
});
