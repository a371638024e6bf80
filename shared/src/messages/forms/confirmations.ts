/**
 * What the site says once a form is sent, per confirmation route (SPEC 2.5; the route of each form:
 * schemas' `formConfirmationRoute`): the page's title, its lead, and what happens next, step by step.
 * One source for the page the forms remote shows and the acknowledgement the API e-mails: the e-mail
 * repeats the page's promises (« sous 48 heures ouvrées »), never other ones.
 */
export interface FormConfirmationText {
  title: string;
  lead: string;
  /** The steps, in the order the page lists them; named so an e-mail can repeat some of them. */
  next: Readonly<Record<string, string>>;
}

/** @public */
export const FORM_CONFIRMATIONS = {
  '/devis/confirmation': {
    title: 'Votre demande de devis est envoyée',
    lead: 'Merci. Un conseiller Arbora étudie votre projet.',
    next: {
      delay: 'Vous recevez votre devis gratuit par e-mail sous 48\u00a0heures ouvrées.',
      call: 'Si une précision manque, le conseiller vous appelle au numéro indiqué.',
      validity: 'Le devis est valable 3\u00a0mois, sans engagement.',
    },
  },
  '/echantillons/confirmation': {
    title: 'Votre demande d’échantillons est envoyée',
    lead: 'Merci. Vos échantillons sont préparés dans notre atelier.',
    next: {
      delay: 'Ils partent sous 5\u00a0jours ouvrés à l’adresse indiquée.',
      dispatch: 'Un e-mail vous prévient de l’expédition.',
    },
  },
  '/form/confirmation': {
    title: 'Votre demande est envoyée',
    lead: 'Merci. Nous avons bien reçu votre message.',
    next: {
      delay: 'Nous vous répondons par e-mail ou par téléphone sous 48\u00a0heures ouvrées.',
      appointment: 'Pour un rendez-vous, le magasin vous confirme le jour et le créneau.',
    },
  },
  '/form/confirmation-candidature': {
    title: 'Votre candidature est envoyée',
    lead: 'Merci de l’intérêt que vous portez à Arbora.',
    next: {
      delay: 'Notre équipe recrutement étudie votre CV et vous répond sous 15\u00a0jours.',
      interview: 'Si votre profil correspond, nous vous proposons un premier entretien par téléphone.',
    },
  },
  '/ocelia/nous-rejoindre/confirmation-candidature-spontanee': {
    title: 'Votre candidature spontanée est envoyée',
    lead: 'Merci de l’intérêt que vous portez à Océlia.',
    next: {
      kept: 'Nous gardons votre CV 2\u00a0ans et vous contactons dès qu’un poste vous correspond.',
      erasure: 'Vous pouvez demander son effacement à tout moment.',
    },
  },
  '/form/confirmation-concours': {
    title: 'Votre participation est enregistrée',
    lead: 'Merci et bonne chance.',
    next: {
      draw: 'Le tirage au sort a lieu à la clôture du jeu parmi les bonnes réponses.',
      winner: 'Le gagnant est prévenu par e-mail. Une seule participation par personne est prise en compte.',
    },
  },
} as const satisfies Record<string, FormConfirmationText>;

/** A route of FORM_CONFIRMATIONS. @public */
export type FormConfirmationRoute = keyof typeof FORM_CONFIRMATIONS;

/**
 * Steps of FORM_CONFIRMATIONS that hold only when the visitor gave a phone number (it is optional),
 * and what each says without one: the quote's « le conseiller vous appelle au numéro indiqué ». The
 * confirmation page and the API's acknowledgement both read it, so neither promises a call to
 * nobody. Keyed by route, then by the step's name in `next`.
 * @public
 */
export const FORM_STEPS_WITHOUT_PHONE = {
  '/devis/confirmation': {
    call: 'Si une précision manque, le conseiller vous écrit à l’adresse e-mail indiquée.',
  },
} as const satisfies {
  [R in FormConfirmationRoute]?: { [K in keyof (typeof FORM_CONFIRMATIONS)[R]['next']]?: string };
};
