import { and, asc, count, eq } from 'drizzle-orm';
import type { ConstructionSite, ConstructionSiteDetail } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { constructionDocuments, constructionSites } from '../db/schema/index';

type SiteRow = typeof constructionSites.$inferSelect;
export type DocumentRow = typeof constructionDocuments.$inferSelect;

const toSite = (s: SiteRow, documents: number): ConstructionSite => ({
  id: s.id,
  slug: s.slug,
  label: s.label,
  description: s.description,
  address: s.address,
  postcode: s.postcode,
  city: s.city,
  status: s.status,
  start_date: s.startDate,
  end_date: s.endDate,
  documents_count: documents,
});

/** Construction sites and their documents; every read is scoped to the owning customer. */
export function createConstructionSiteRepository(db: Db, apiBase: string) {
  return {
    async list(customerId: number): Promise<ConstructionSite[]> {
      const rows = await db
        .select({ site: constructionSites, n: count(constructionDocuments.id) })
        .from(constructionSites)
        .leftJoin(constructionDocuments, eq(constructionDocuments.siteId, constructionSites.id))
        .where(eq(constructionSites.customerId, customerId))
        .groupBy(constructionSites.id)
        .orderBy(asc(constructionSites.startDate), asc(constructionSites.id));
      return rows.map((r) => toSite(r.site, r.n));
    },

    /** One site by id or slug; null when it is not this customer's. */
    async detail(customerId: number, id: number): Promise<ConstructionSiteDetail | null> {
      const [site] = await db
        .select()
        .from(constructionSites)
        .where(and(eq(constructionSites.id, id), eq(constructionSites.customerId, customerId)));
      if (!site) return null;
      const docs = await db
        .select()
        .from(constructionDocuments)
        .where(eq(constructionDocuments.siteId, site.id))
        .orderBy(asc(constructionDocuments.issuedOn), asc(constructionDocuments.id));
      return {
        ...toSite(site, docs.length),
        documents: docs.map((d) => ({
          id: d.id,
          kind: d.kind,
          number: d.number,
          title: d.title,
          issued_on: d.issuedOn,
          total_ht: d.lines.reduce((s, l) => s + l.quantity * l.unit_ht, 0),
          url: `${apiBase}/v1/construction-site/${site.id}/document/${d.kind}/${d.number}`,
        })),
      };
    },

    async document(
      customerId: number,
      siteId: number,
      kind: string,
      number: string,
    ): Promise<{ site: SiteRow; doc: DocumentRow } | null> {
      const [row] = await db
        .select({ site: constructionSites, doc: constructionDocuments })
        .from(constructionDocuments)
        .innerJoin(constructionSites, eq(constructionSites.id, constructionDocuments.siteId))
        .where(
          and(
            eq(constructionSites.id, siteId),
            eq(constructionSites.customerId, customerId),
            eq(constructionDocuments.kind, kind as DocumentRow['kind']),
            eq(constructionDocuments.number, number),
          ),
        );
      return row ?? null;
    },
  };
}
