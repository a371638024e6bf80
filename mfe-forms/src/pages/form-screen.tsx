import { FORM_SCHEMAS } from '@arbora/shared/schemas';
import type { ZodFormSchema } from '@arbora/shared/validation';
import { usePageRoute } from '@arbora/shared/platform';
import { useSuspenseQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { otherDefinition } from '../definitions/others';
import { quoteDefinition } from '../definitions/quotes';
import { sampleDefinition } from '../definitions/samples';
import { FormEngine } from '../features/form-engine/components/form-engine';
import { useCustomerPrefill } from '../features/form-engine/lib/use-customer-prefill';
import type { Choice, FormDefinition } from '../features/form-engine/types';
import { installerOf, installersQuery } from '../features/installers/api/get-installers';
import { InstallerFinder } from '../features/installers/components/installer-finder';
import { storesQuery } from '../features/stores/api/get-stores';
import type { FormRouteInfo } from './form-routes';

const Rules = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const SubHeading = styled.h2`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

function ContestRules() {
  return (
    <Rules aria-labelledby="contest-rules">
      <h2 id="contest-rules">Règlement du jeu-concours</h2>
      <ol>
        <li>Jeu gratuit sans obligation d’achat, ouvert aux personnes majeures résidant en France métropolitaine.</li>
        <li>Une seule participation par personne (même adresse e-mail) pendant toute la durée du jeu.</li>
        <li>Le gagnant est tiré au sort parmi les bonnes réponses à la clôture du jeu et prévenu par e-mail.</li>
        <li>Lot&nbsp;: 20&nbsp;m² de lames de terrasse composite Arbora, livraison comprise, non échangeable.</li>
      </ol>
    </Rules>
  );
}

/**
 * The stores of an appointment form, and the one a store's page sent the visitor from
 * (« Prendre rendez-vous » on /magasins/nantes opens `?magasin=magasins/nantes`): chosen already.
 */
function StoreChoices({ children }: { children: (stores: Choice[], chosen: string | null) => React.ReactNode }) {
  const stores = useSuspenseQuery(storesQuery()).data;
  const { ctx } = usePageRoute();
  const from = ctx.searchParams.get('magasin');
  const chosen = from ? (stores.find((store) => store.slug === from)?.title ?? null) : null;
  return (
    <>
      {children(
        stores.map((store) => ({ value: store.title, label: store.title })),
        chosen,
      )}
    </>
  );
}

/**
 * The installer finder, then the request form. Opened from a partner's page (« Être recontacté par
 * ce poseur » on /services/trouver-un-poseur/…, `?poseur=<its slug>`), the form names that partner,
 * its message says so, and the request sends its slug (`installer`) for the team that passes it on.
 */
function InstallerRequest({
  form,
}: {
  form: (defaults?: Record<string, unknown>, extraData?: Record<string, string>) => React.ReactNode;
}) {
  const installers = useSuspenseQuery(installersQuery()).data;
  const { ctx } = usePageRoute();
  const chosen = installerOf(installers, ctx.searchParams.get('poseur'));
  const city = chosen?.location?.city;
  const name = chosen ? `${chosen.title}${city ? ` (${city})` : ''}` : null;
  return (
    <>
      <InstallerFinder installers={installers} />
      <SubHeading>{name ? `Être recontacté par ${name}` : 'Être recontacté par un poseur'}</SubHeading>
      {chosen ? form({ message: `Je souhaite être recontacté par ${name}.` }, { installer: chosen.slug }) : form()}
    </>
  );
}

/** The form of a route: its definition, the shared schema, the customer's prefill, and what goes around it. */
export function FormScreen({
  route,
  produit,
  defaults,
}: {
  route: FormRouteInfo;
  produit: string | null;
  /** values the page already knows (a configured fence) */
  defaults?: Record<string, unknown>;
}) {
  const prefill = useCustomerPrefill();
  const engine = (
    definition: FormDefinition,
    schema?: ZodFormSchema,
    sectionHeading?: 'h3',
    extraData?: Record<string, string>,
  ) => (
    <FormEngine
      definition={definition}
      schema={schema ?? (FORM_SCHEMAS[definition.form] as unknown as ZodFormSchema)}
      purpose={route.purpose}
      prefill={prefill}
      sectionHeading={sectionHeading}
      extraData={extraData}
    >
      {route.form === 'jeu-concours' && <ContestRules />}
    </FormEngine>
  );

  const direct = quoteDefinition(route.form, produit, defaults) ?? sampleDefinition(route.form, produit);
  if (direct) return engine(direct);
  if (route.form === 'rendez-vous' || route.form === 'rendez-vous-pro')
    return (
      <StoreChoices>
        {(stores, chosen) => {
          const other = otherDefinition(route.form, stores)!;
          const definition = chosen ? { ...other.definition, defaults: { store: chosen } } : other.definition;
          return engine(definition, other.schema);
        }}
      </StoreChoices>
    );
  const other = otherDefinition(route.form);
  if (!other) return null;
  if (route.form === 'trouvez-un-poseur')
    return (
      // Its sections are h3s under « Être recontacté par un poseur », the page's h2 above the form.
      <InstallerRequest
        form={(defaults, extraData) =>
          engine(defaults ? { ...other.definition, defaults } : other.definition, undefined, 'h3', extraData)
        }
      />
    );
  return engine(other.definition, other.schema);
}
