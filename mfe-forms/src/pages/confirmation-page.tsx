import { NotFoundError } from '@arbora/shared/errors';
import { routeValidationMessage } from '@arbora/shared/messages';
import { usePageRoute, type PageHeadFn } from '@arbora/shared/platform';
import { Button, Link } from '@arbora/shared/ui';
import styled from 'styled-components';
import { ReceivedSummary, useSentState } from '../features/confirmation/components/received-summary';
import { FormPageFrame, Intro } from './form-page-frame';

interface Confirmation {
  title: string;
  lead: string;
  next: string[];
  links: { label: string; to: string }[];
}

const HOME = { label: 'Retour à l’accueil', to: '/' };

const CONFIRMATIONS: Record<string, Confirmation> = {
  '/devis/confirmation': {
    title: 'Votre demande de devis est envoyée',
    lead: 'Merci. Un conseiller Arbora étudie votre projet.',
    next: [
      'Vous recevez votre devis gratuit par e-mail sous 48\u00a0heures ouvrées.',
      'Si une précision manque, le conseiller vous appelle au numéro indiqué.',
      'Le devis est valable 3\u00a0mois, sans engagement.',
    ],
    links: [
      { label: 'Commander des échantillons', to: '/echantillons' },
      { label: 'Voir nos réalisations', to: '/realisations' },
      { label: 'Demander un autre devis', to: '/devis' },
    ],
  },
  '/echantillons/confirmation': {
    title: 'Votre demande d’échantillons est envoyée',
    lead: 'Merci. Vos échantillons sont préparés dans notre atelier.',
    next: ['Ils partent sous 5\u00a0jours ouvrés à l’adresse indiquée.', 'Un e-mail vous prévient de l’expédition.'],
    links: [
      { label: 'Demander un devis gratuit', to: '/devis' },
      { label: 'Prendre rendez-vous en magasin', to: '/prenez-rendez-vous' },
    ],
  },
  '/form/confirmation': {
    title: 'Votre demande est envoyée',
    lead: 'Merci. Nous avons bien reçu votre message.',
    next: [
      'Nous vous répondons par e-mail ou par téléphone sous 48\u00a0heures ouvrées.',
      'Pour un rendez-vous, le magasin vous confirme le jour et le créneau.',
    ],
    links: [
      { label: 'Demander un devis gratuit', to: '/devis' },
      { label: 'Commander des échantillons', to: '/echantillons' },
    ],
  },
  '/form/confirmation-candidature': {
    title: 'Votre candidature est envoyée',
    lead: 'Merci de l’intérêt que vous portez à Arbora.',
    next: [
      'Notre équipe recrutement étudie votre CV et vous répond sous 15\u00a0jours.',
      'Si votre profil correspond, nous vous proposons un premier entretien par téléphone.',
    ],
    links: [{ label: 'Découvrir nos réalisations', to: '/realisations' }],
  },
  '/ocelia/nous-rejoindre/confirmation-candidature-spontanee': {
    title: 'Votre candidature spontanée est envoyée',
    lead: 'Merci de l’intérêt que vous portez à Océlia.',
    next: [
      'Nous gardons votre CV 2\u00a0ans et vous contactons dès qu’un poste vous correspond.',
      'Vous pouvez demander son effacement à tout moment.',
    ],
    links: [{ label: 'Découvrir Océlia', to: '/ocelia' }],
  },
  '/form/confirmation-concours': {
    title: 'Votre participation est enregistrée',
    lead: 'Merci et bonne chance.',
    next: [
      'Le tirage au sort a lieu à la clôture du jeu parmi les bonnes réponses.',
      'Le gagnant est prévenu par e-mail. Une seule participation par personne est prise en compte.',
    ],
    links: [{ label: 'Voir nos terrasses composites', to: '/realisations' }],
  },
};

const Steps = styled.section`
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const pageHead: PageHeadFn = (_data, _params, ctx) => ({
  title: CONFIRMATIONS[ctx.pathname]?.title ?? 'Confirmation',
  noindex: true,
});

/** The confirmations of SPEC 2.5: what was received, what happens next, where to go on. Sends nothing. */
export default function ConfirmationPage() {
  const { ctx } = usePageRoute();
  const sent = useSentState();
  const page = CONFIRMATIONS[ctx.pathname];
  if (!page) throw new NotFoundError(routeValidationMessage(ctx.pathname));
  return (
    <FormPageFrame title={page.title}>
      <Intro role="status">{page.lead}</Intro>
      {sent?.received && sent.received.length > 0 && <ReceivedSummary received={sent.received} />}
      <Steps aria-labelledby="next-title">
        <h2 id="next-title">{'Et maintenant\u00a0?'}</h2>
        <ol>
          {page.next.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Steps>
      <nav aria-label="Pour continuer">
        <Links>
          {page.links.map((link) => (
            <li key={link.to}>
              <Button to={link.to} variant="secondary">
                {link.label}
              </Button>
            </li>
          ))}
          <li>
            <Link to={HOME.to}>{HOME.label}</Link>
          </li>
        </Links>
      </nav>
    </FormPageFrame>
  );
}
