import { NotFoundError } from '@arbora/shared/errors';
import { routeValidationMessage } from '@arbora/shared/messages';
import {
  FORM_CONFIRMATIONS,
  FORM_STEPS_WITHOUT_PHONE,
  type FormConfirmationRoute,
} from '@arbora/shared/messages/forms';
import { usePageRoute, type PageHeadFn } from '@arbora/shared/platform';
import { Button, Link } from '@arbora/shared/ui';
import styled from 'styled-components';
import { ReceivedSummary, useSentState } from '../features/confirmation/components/received-summary';
import { FormPageFrame, Intro } from './form-page-frame';

/** Where to go on from each confirmation: the forms team's choice; the texts are shared's (the API e-mails them). */
const LINKS: Record<FormConfirmationRoute, { label: string; to: string }[]> = {
  '/devis/confirmation': [
    { label: 'Commander des échantillons', to: '/echantillons' },
    { label: 'Voir nos réalisations', to: '/realisations' },
    { label: 'Demander un autre devis', to: '/devis' },
  ],
  '/echantillons/confirmation': [
    { label: 'Demander un devis gratuit', to: '/devis' },
    { label: 'Prendre rendez-vous en magasin', to: '/prenez-rendez-vous' },
  ],
  '/form/confirmation': [
    { label: 'Demander un devis gratuit', to: '/devis' },
    { label: 'Commander des échantillons', to: '/echantillons' },
  ],
  '/form/confirmation-candidature': [{ label: 'Découvrir nos réalisations', to: '/realisations' }],
  '/ocelia/nous-rejoindre/confirmation-candidature-spontanee': [{ label: 'Découvrir Océlia', to: '/ocelia' }],
  '/form/confirmation-concours': [{ label: 'Voir nos terrasses composites', to: '/realisations' }],
};

const HOME = { label: 'Retour à l’accueil', to: '/' };

/** Steps that hold only when the visitor gave a phone number, and what they say without one (shared's, as the API's e-mail). */
const WITHOUT_PHONE: Partial<Record<FormConfirmationRoute, Readonly<Record<string, string>>>> =
  FORM_STEPS_WITHOUT_PHONE;

/**
 * The confirmation of `pathname`, or null for a path that is not one. `phone`: whether the form
 * sent a phone number; unknown (undefined: no JavaScript, a bookmark), a step that depends on it
 * is left out rather than promise a call or deny one.
 */
function confirmation(pathname: string, phone?: boolean) {
  if (!Object.hasOwn(FORM_CONFIRMATIONS, pathname)) return null;
  const route = pathname as FormConfirmationRoute;
  const { title, lead, next } = FORM_CONFIRMATIONS[route];
  const phoneless = WITHOUT_PHONE[route] ?? {};
  const steps = Object.entries(next).flatMap(([key, step]) => {
    const without = phoneless[key];
    if (without === undefined || phone === true) return [step];
    return phone === false ? [without] : [];
  });
  return { title, lead, next: steps, links: LINKS[route] };
}

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
  title: confirmation(ctx.pathname)?.title ?? 'Confirmation',
  noindex: true,
});

/** The confirmations of SPEC 2.5: what was received, what happens next, where to go on. Sends nothing. */
export default function ConfirmationPage() {
  const { ctx } = usePageRoute();
  const sent = useSentState();
  const page = confirmation(ctx.pathname, sent?.phone);
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
