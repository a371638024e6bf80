import type { PageContext, PageParams } from '@arbora/shared/platform';
import type { FormName } from '@arbora/shared/schemas';
import { QUOTES } from '../definitions/quotes';
import { SAMPLES } from '../definitions/samples';

export interface FormRouteInfo {
  form: FormName;
  title: string;
  intro: string;
  /** what the data is used for, in the privacy notice */
  purpose: string;
  parent?: { label: string; to: string };
}

export type FormRoute = { type: 'quotes-hub' } | { type: 'samples-hub' } | ({ type: 'form' } & FormRouteInfo);

const FIXED: Record<string, FormRouteInfo> = {
  '/prenez-rendez-vous': {
    form: 'rendez-vous',
    title: 'Prendre rendez-vous en magasin',
    intro: 'Un conseiller vous reçoit pour voir nos lames en vrai, comparer les coloris et préparer votre projet.',
    purpose: 'organiser votre rendez-vous avec un conseiller du magasin choisi',
  },
  '/prenez-rendez-vous-pro': {
    form: 'rendez-vous-pro',
    title: 'Rendez-vous professionnel',
    intro: 'Paysagistes, poseurs, architectes\u00a0: rencontrez notre conseiller dédié aux professionnels.',
    purpose: 'organiser votre rendez-vous avec notre conseiller professionnel',
  },
  '/candidature': {
    form: 'candidature',
    title: 'Postuler chez Arbora',
    intro:
      'Choisissez le poste qui vous intéresse et joignez votre CV\u00a0: notre équipe vous répond sous 15\u00a0jours.',
    purpose: 'étudier votre candidature',
  },
  '/ocelia/nous-rejoindre/candidature-spontanee': {
    form: 'candidature-spontanee',
    title: 'Candidature spontanée Océlia',
    intro:
      'Aucune offre ne vous correspond\u00a0? Présentez-vous\u00a0: nous gardons votre CV pour nos prochains recrutements.',
    purpose: 'étudier votre candidature spontanée',
  },
  '/contactez-nous': {
    form: 'contact',
    title: 'Contactez-nous',
    intro:
      'Une question sur un produit, une commande ou un chantier\u00a0? Notre service client vous répond sous 48\u00a0heures ouvrées.',
    purpose: 'répondre à votre demande',
  },
  '/jeu-concours': {
    form: 'jeu-concours',
    title: 'Jeu-concours Arbora',
    intro: 'Répondez à la question et tentez de gagner 20\u00a0m² de terrasse composite.',
    purpose: 'gérer votre participation au jeu-concours',
  },
  '/trouvez-un-poseur': {
    form: 'trouvez-un-poseur',
    title: 'Trouver un poseur',
    intro: 'Nos poseurs partenaires installent terrasses, clôtures et portails Arbora près de chez vous.',
    purpose: 'transmettre votre demande aux poseurs partenaires proches de chez vous',
  },
};

/** Which screen of the forms area a form route shows (the shell maps them all to FormPage). */
export function formRoute(params: PageParams, ctx: PageContext): FormRoute | null {
  const path = ctx.pathname;
  if (path === '/devis') return { type: 'quotes-hub' };
  if (path === '/echantillons') return { type: 'samples-hub' };
  const fixed = FIXED[path];
  if (fixed) return { type: 'form', ...fixed };
  if (path.startsWith('/devis/')) {
    const quote = QUOTES.find((q) => q.kind === params.kind);
    if (!quote) return null;
    return {
      type: 'form',
      form: quote.kind,
      title: `Devis ${quote.title.toLowerCase()}`,
      intro: `${quote.line} Devis gratuit et sans engagement, envoyé sous 48\u00a0heures ouvrées.`,
      purpose: 'établir votre devis et vous recontacter à son sujet',
      parent: { label: 'Devis', to: '/devis' },
    };
  }
  if (path.startsWith('/echantillons/')) {
    const sample = SAMPLES.find((s) => s.kind === params.kind);
    if (!sample) return null;
    return {
      type: 'form',
      form: sample.kind,
      title: sample.title,
      intro: `${sample.line} Expédition sous 5\u00a0jours ouvrés.`,
      purpose: 'vous envoyer vos échantillons et vous recontacter à leur sujet',
      parent: { label: 'Échantillons', to: '/echantillons' },
    };
  }
  return null;
}
