import type { AuditNote } from '@alt-optimizer/contract';

const N = '\u202F';

/**
 * The page audit's own reasons and "to check" notes (the verdict's reasons come from the engine's judgeAlt), each
 * once in both languages. A reason says what is wrong; a note says what a person must still decide.
 */
export const AUDIT_NOTES = {
  linkNoName: (href: string): AuditNote => ({
    id: 'link_no_name',
    en: `The link to ${href} has no text: its only content is an image without a text alternative.`,
    fr: `Le lien vers ${href} n’a pas de texte${N}: son seul contenu est une image sans alternative textuelle.`,
  }),
  decorativeSpoken: (text: string): AuditNote => ({
    id: 'decorative_spoken',
    en: `Marked decorative, yet a screen reader still hears “${text}” (title or aria-label): remove it.`,
    fr: `Marquée décorative, mais un lecteur d’écran entend encore «${N}${text}${N}» (title ou aria-label)${N}: à retirer.`,
  }),
  noName: (): AuditNote => ({
    id: 'no_name',
    en: 'No text alternative at all (no alt, aria-label, aria-labelledby or title).',
    fr: `Aucune alternative textuelle (ni alt, ni aria-label, ni aria-labelledby, ni title).`,
  }),
  relevance: (): AuditNote => ({
    id: 'check_relevance',
    en: 'Is this text what the image means on this page? A person decides.',
    fr: `Ce texte dit-il ce que l’image signifie dans cette page${N}? Une personne en décide.`,
  }),
  linkTarget: (href: string): AuditNote => ({
    id: 'check_link_target',
    en: `Linked image: the text alternative must say where the link goes (${href}).`,
    fr: `Image-lien${N}: l’alternative textuelle doit dire où mène le lien (${href}).`,
  }),
  reallyDecorative: (): AuditNote => ({
    id: 'check_decorative',
    en: 'Marked decorative, but the picture seems to show something: is it really decorative?',
    fr: `Marquée décorative, mais l’image semble montrer quelque chose${N}: est-elle vraiment décorative${N}?`,
  }),
  reallyInformative: (): AuditNote => ({
    id: 'check_informative',
    en: 'The picture looks decorative, yet it has a text alternative: should it be empty (alt="")?',
    fr: `L’image semble décorative, mais elle a une alternative textuelle${N}: devrait-elle être vide (alt="")${N}?`,
  }),
  caption: (caption: string): AuditNote => ({
    id: 'check_caption',
    en: `In a figure captioned “${caption}”: the alt and the caption should not repeat each other.`,
    fr: `Dans une figure légendée «${N}${caption}${N}»${N}: l’alt et la légende ne doivent pas se répéter.`,
  }),
} as const;
