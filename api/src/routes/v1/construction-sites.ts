import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  constructionSiteDetailSchema,
  constructionSiteSchema,
  envelope,
  siteDocumentParamsSchema,
} from '@arbora/shared/schemas';
import { notFound } from '../../lib/errors';
import { renderSiteDocument } from '../../lib/pdf';
import { createConstructionSiteRepository } from '../../repositories/construction-sites';
import { baseQuerySchema, errorResponses, idParams } from './common';

const config = { cache: 'no-store' as const, auth: 'required' as const };
const failures = { ...errorResponses, 500: apiErrorSchema };
const KIND_LABELS = {
  devis: 'Devis',
  facture: 'Facture',
  'bon-livraison': 'Bon de livraison',
  plan: 'Plan de pose',
} as const;

/** The logged-in customer's construction sites (chantiers) and their PDF documents. */
const constructionSiteRoutes: FastifyPluginAsyncZod<{ apiBase: string }> = async (app, { apiBase }) => {
  const sites = createConstructionSiteRepository(app.db, apiBase);

  app.get(
    '/construction-site',
    {
      config,
      schema: {
        tags: ['Construction sites'],
        summary: 'The customer’s construction sites',
        querystring: baseQuerySchema,
        response: { 200: envelope(z.array(constructionSiteSchema)), ...failures },
      },
    },
    async (req) => ({ data: await sites.list(req.customer!.id) }),
  );

  app.get(
    '/construction-site/:id',
    {
      config,
      schema: {
        tags: ['Construction sites'],
        summary: 'One site with its documents',
        params: idParams,
        querystring: baseQuerySchema,
        response: { 200: envelope(constructionSiteDetailSchema), ...failures },
      },
    },
    async (req) => {
      const site = await sites.detail(req.customer!.id, req.params.id);
      if (!site) throw notFound('Construction site', 'id');
      return { data: site };
    },
  );

  app.get(
    '/construction-site/:id/document/:a/:b',
    {
      config,
      schema: {
        tags: ['Construction sites'],
        summary: 'A document as PDF (a = devis, facture, bon-livraison or plan; b = its number)',
        params: siteDocumentParamsSchema,
        querystring: baseQuerySchema,
        response: { ...failures },
      },
    },
    async (req, reply) => {
      const me = req.customer!;
      const found = await sites.document(me.id, req.params.id, req.params.a, req.params.b);
      if (!found) throw notFound('Document', 'b');
      const { site, doc } = found;
      const pdf = await renderSiteDocument({
        kindLabel: KIND_LABELS[doc.kind],
        number: doc.number,
        title: doc.title,
        issuedOn: doc.issuedOn,
        customer: [[me.firstname, me.lastname].join(' '), ...(me.companyName ? [me.companyName] : []), me.email],
        site: [site.label, site.address, `${site.postcode} ${site.city}`],
        lines: doc.lines,
      });
      // Bytes, not JSON: the response schemas above only describe the errors.
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${doc.kind}-${doc.number}.pdf"`)
        .send(Buffer.from(pdf) as never);
    },
  );
};
export default constructionSiteRoutes;
