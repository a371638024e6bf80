import { NotFoundError } from '@arbora/shared/errors';
import { routeValidationMessage } from '@arbora/shared/messages';
import {
  breadcrumbJsonLd,
  usePageRoute,
  type PageHeadFn,
  type PageQueries,
  type PageQuery,
} from '@arbora/shared/platform';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import styled from 'styled-components';
import { decodeFenceConfiguration, type FenceConfiguration } from '@arbora/shared/configuration';
import { contactDetailsQuery } from '../features/customer-service/api/get-contact-settings';
import { CustomerService } from '../features/customer-service/components/customer-service';
import { CONFIGURABLE_QUOTES, QUOTES, configurationDefaults } from '../definitions/quotes';
import { SAMPLES } from '../definitions/samples';
import { fenceRangeQuery, useFenceRange } from '../features/fence-configuration/api/get-fence-range';
import { ConfigurationNotice } from '../features/fence-configuration/components/configuration-notice';
import { estimateOf } from '../features/fence-configuration/lib/configuration-summary';
import { HubGrid } from '../features/hubs/components/hub-grid';
import { installersQuery } from '../features/installers/api/get-installers';
import { productNameQuery } from '../features/product-context/api/get-product-name';
import { storesQuery } from '../features/stores/api/get-stores';
import { isProductForm } from './form-action';
import { FormScreen } from './form-screen';
import { formRoute, type FormRouteInfo } from './form-routes';
import { FormPageFrame, Intro, pageTrail } from './form-page-frame';

const QUOTES_HUB_TITLE = 'Demander un devis gratuit';
const SAMPLES_HUB_TITLE = 'Commander des échantillons';

// The forms' POST without JavaScript (shell server, docs/remote-team-guide.md « Form actions »).
export { pageAction } from './form-action';

/** `?configuration=` of the configurator's « Demander un devis » link, on a quote that takes one. */
function configurationOf(form: string, search: URLSearchParams) {
  if (!CONFIGURABLE_QUOTES.includes(form as FormRouteInfo['form'])) return null;
  const encoded = search.get('configuration');
  const config = decodeFenceConfiguration(encoded);
  return config && encoded ? { config, encoded, estimateTtc: estimateOf(search) } : null;
}

export const pageQueries: PageQueries = (params, ctx) => {
  const route = formRoute(params, ctx);
  if (!route || route.type !== 'form') return [];
  const queries: PageQuery[] = [];
  if (route.form === 'rendez-vous' || route.form === 'rendez-vous-pro') queries.push(storesQuery());
  if (route.form === 'trouvez-un-poseur') queries.push(installersQuery());
  if (route.form === 'contact') queries.push(contactDetailsQuery());
  const configured = configurationOf(route.form, ctx.searchParams);
  if (configured) queries.push(fenceRangeQuery(configured.config.rangeId));
  return queries;
};

export const pageHead: PageHeadFn = (_data, params, ctx) => {
  const route = formRoute(params, ctx);
  if (!route) return null;
  const trail = (title: string, parent?: FormRouteInfo['parent']) => [
    breadcrumbJsonLd(pageTrail(title, ctx.pathname, parent)),
  ];
  if (route.type === 'quotes-hub')
    return {
      title: QUOTES_HUB_TITLE,
      description: 'Devis gratuit pour votre terrasse, clôture, portail, portillon ou bardage composite.',
      jsonLd: trail(QUOTES_HUB_TITLE),
    };
  if (route.type === 'samples-hub')
    return {
      title: SAMPLES_HUB_TITLE,
      description: 'Box d’échantillons gratuite, grands échantillons de lames et accessoires.',
      jsonLd: trail(SAMPLES_HUB_TITLE),
    };
  return { title: route.title, description: route.intro, jsonLd: trail(route.title, route.parent) };
};

function ProductNotice({ produit }: { produit: string }) {
  // Loaded in the browser only: the form works (and renders on the server) without the name.
  const name = useQuery(productNameQuery(produit)).data;
  return (
    <p>
      Votre demande concerne le produit&nbsp;: <strong>{name ?? produit}</strong>
    </p>
  );
}

/** A quote asked from the configurator: its fence summed up above the form and copied into it. */
function ConfiguredQuote({
  route,
  config,
  encoded,
  estimateTtc,
}: {
  route: FormRouteInfo;
  config: FenceConfiguration;
  encoded: string;
  estimateTtc: number | null;
}) {
  const range = useFenceRange(config.rangeId);
  return (
    <>
      <ConfigurationNotice config={config} range={range} encoded={encoded} estimateTtc={estimateTtc} />
      <FormScreen
        route={route}
        produit={null}
        defaults={configurationDefaults(route.form, config, range, encoded, estimateTtc)}
      />
    </>
  );
}

/**
 * The contact page: the customer service's block beside the form from laptops up (a side column),
 * between the intro and the form on a phone, so calling needs no scroll past the form.
 */
const ContactColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 20rem;
    grid-template-areas: 'form aside';
    align-items: start;
    > :first-child {
      grid-area: aside;
    }
    > :last-child {
      grid-area: form;
    }
  }
`;

/** Every form route of SPEC 2.5 except confirmations: the two hubs and the 15 forms. */
export default function FormPage() {
  const { params, ctx } = usePageRoute();
  const route = formRoute(params, ctx);
  if (!route) throw new NotFoundError(routeValidationMessage(ctx.pathname));

  if (route.type === 'quotes-hub')
    return (
      <FormPageFrame title={QUOTES_HUB_TITLE} width="default">
        <Intro>
          Choisissez votre projet&nbsp;: un conseiller vous envoie un devis gratuit et sans engagement sous
          48&nbsp;heures ouvrées. Devis sur photo&nbsp;: joignez jusqu’à 5&nbsp;photos de votre terrain au formulaire.
        </Intro>
        <HubGrid
          label="Nos devis"
          items={QUOTES.map((q) => ({
            to: `/devis/${q.kind}`,
            title: q.title,
            line: q.line,
            image: q.kind,
            photoPage: q.photoPage,
            cta: 'Demander un devis',
          }))}
        />
      </FormPageFrame>
    );
  if (route.type === 'samples-hub')
    return (
      <FormPageFrame title={SAMPLES_HUB_TITLE} width="default">
        <Intro>Voir et toucher nos lames avant de choisir&nbsp;: échantillons envoyés sous 5&nbsp;jours ouvrés.</Intro>
        <HubGrid
          label="Nos échantillons"
          items={SAMPLES.map((s) => ({
            to: `/echantillons/${s.kind}`,
            title: s.title,
            line: s.line,
            image: s.kind,
            cta: 'Commander',
          }))}
        />
      </FormPageFrame>
    );

  const produit = isProductForm(route.form) ? ctx.searchParams.get('produit') : null;
  const configured = configurationOf(route.form, ctx.searchParams);
  if (route.form === 'contact')
    return (
      <FormPageFrame title={route.title} parent={route.parent} width="default">
        <Intro>{route.intro}</Intro>
        <ContactColumns>
          {/* Prefetched by pageQueries on the server; the form never waits for it. */}
          <Suspense fallback={null}>
            <CustomerService />
          </Suspense>
          <div>
            <FormScreen route={route} produit={produit} />
          </div>
        </ContactColumns>
      </FormPageFrame>
    );
  return (
    <FormPageFrame title={route.title} parent={route.parent}>
      <Intro>{route.intro}</Intro>
      {produit && <ProductNotice produit={produit} />}
      {configured ? (
        <ConfiguredQuote
          route={route}
          config={configured.config}
          encoded={configured.encoded}
          estimateTtc={configured.estimateTtc}
        />
      ) : (
        <FormScreen route={route} produit={produit} />
      )}
    </FormPageFrame>
  );
}
