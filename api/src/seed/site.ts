import { sql } from 'drizzle-orm';
import { menuItems, menus, settings, sites } from '../db/schema/index';
import type { SeedContext } from './context';
import { euros } from '../lib/money';
import {
  CONTACT,
  DELIVERY_PROMISE,
  FREE_SHIPPING_THRESHOLD_EUROS,
  HEADER_BANNER_WINDOW,
  WARRANTY_YEARS,
  wholeEuros,
} from './site-facts';

export async function seedSites(ctx: SeedContext): Promise<void> {
  await ctx.db.insert(sites).values([
    {
      id: 1,
      label: 'Arbora',
      identifier: 'https://www.arbora.example',
      domain: 'www.arbora.example',
      languages: ['fr'],
      currency: 'EUR',
      salesplans: [
        { id: 1, target: 'particulier', currency: 'EUR' },
        { id: 2, target: 'professionnel', currency: 'EUR' },
      ],
    },
  ]);
  // Explicit ids above: move the sequence past them so later inserts do not collide.
  await ctx.db.execute(sql`select setval(pg_get_serial_sequence('sites', 'id'), (select max(id) from sites))`);
}

type SettingSeed = [technicalName: string, name: string, value: string, type: typeof settings.$inferInsert.type];

export const SETTINGS: SettingSeed[] = [
  ['company_name', 'Raison sociale', CONTACT.company, 'text'],
  ['company_address', 'Adresse du siège', CONTACT.address, 'text'],
  ['company_siret', 'SIRET', CONTACT.siret, 'text'],
  ['company_vat', 'TVA intracommunautaire', CONTACT.vat, 'text'],
  ['contact_phone', 'Téléphone du service client', CONTACT.phone, 'phone'],
  ['contact_email', 'E-mail du service client', CONTACT.email, 'email'],
  ['contact_hours', 'Horaires du service client', CONTACT.hours, 'text'],
  ['free_shipping_threshold', 'Livraison offerte dès', String(euros(FREE_SHIPPING_THRESHOLD_EUROS)), 'money'],
  ['withdrawal_days', 'Délai de rétractation (jours)', '14', 'number'],
  ['warranty_years', 'Garantie des lames (années)', String(WARRANTY_YEARS), 'number'],
  ['delivery_promise', 'Délai de livraison des produits en stock', DELIVERY_PROMISE, 'text'],
  ['social_facebook', 'Facebook', 'https://www.facebook.com/arbora.example', 'url'],
  ['social_instagram', 'Instagram', 'https://www.instagram.com/arbora.example', 'url'],
  ['social_youtube', 'YouTube', 'https://www.youtube.com/@arbora.example', 'url'],
  ['social_pinterest', 'Pinterest', 'https://www.pinterest.fr/arbora.example', 'url'],
  // The threshold as the setting above states it: « 1 500 € », never a copy that could disagree.
  [
    'header_banner',
    'Bandeau d’annonce',
    `Livraison offerte dès ${wholeEuros(FREE_SHIPPING_THRESHOLD_EUROS)} d’achat jusqu’au 30 septembre`,
    'text',
  ],
  ['header_banner_enabled', 'Afficher le bandeau', 'true', 'boolean'],
  ['header_banner_visible_from', 'Bandeau affiché à partir du', HEADER_BANNER_WINDOW.visible_from, 'text'],
  ['header_banner_visible_until', 'Bandeau affiché jusqu’au', HEADER_BANNER_WINDOW.visible_until, 'text'],
  ['default_meta_title', 'Titre par défaut', 'Arbora, le bois composite pour vos extérieurs', 'text'],
  [
    'default_meta_description',
    'Description par défaut',
    'Terrasses, clôtures, portails et bardages en bois composite, fabriqués pour durer sans entretien.',
    'text',
  ],
  [
    'cookie_banner_text',
    'Texte du bandeau cookies',
    'Nous utilisons des cookies pour mesurer l’audience et améliorer votre visite. Vous pouvez les accepter, les refuser ou les paramétrer.',
    'text',
  ],
  ['newsletter_enabled', 'Inscription à la lettre d’information', 'true', 'boolean'],
  ['ocelia_segment', 'Segment d’URL de la gamme Océlia', 'ocelia', 'text'],
  ['configurator_url', 'Configurateur', '/configurateur', 'url'],
];

export async function seedSettings(ctx: SeedContext): Promise<void> {
  await ctx.db
    .insert(settings)
    .values(
      SETTINGS.map(([technicalName, name, value, type]) => ({ siteId: ctx.siteId, technicalName, name, value, type })),
    );
}

export type MenuNode = { label: string; url: string; external?: boolean; children?: MenuNode[] };

export const MENUS: { technicalName: string; label: string; items: MenuNode[] }[] = [
  {
    technicalName: 'header',
    label: 'Navigation principale',
    items: [
      {
        label: 'Terrasse',
        url: '/terrasse-composite',
        children: [
          {
            label: 'Lames de terrasse',
            url: '/c-lames-de-terrasse',
            children: [
              { label: 'Lames alvéolaires', url: '/c-lames-terrasse-alveolaires' },
              { label: 'Lames pleines', url: '/c-lames-terrasse-pleines' },
              { label: 'Lambourdes et plots', url: '/c-lambourdes-et-plots' },
            ],
          },
          { label: 'Couleurs de terrasse', url: '/terrasse-composite/couleurs' },
          { label: 'Terrasse de piscine', url: '/terrasse-composite/piscine' },
          { label: 'Conseils terrasse', url: '/conseils/terrasse' },
        ],
      },
      {
        label: 'Clôture',
        url: '/c-clotures',
        children: [
          { label: 'Clôtures occultantes', url: '/c-clotures-occultantes' },
          { label: 'Clôtures ajourées', url: '/c-clotures-ajourees' },
          { label: 'Poteaux et fixations', url: '/c-poteaux-de-cloture' },
        ],
      },
      {
        label: 'Portail',
        url: '/portail-composite',
        children: [
          { label: 'Portails battants', url: '/c-portails-battants' },
          { label: 'Portails coulissants', url: '/c-portails-coulissants' },
          { label: 'Portail sur mesure', url: '/portail-composite/sur-mesure' },
          { label: 'Conseils portail', url: '/conseils/portail' },
        ],
      },
      { label: 'Portillon', url: '/portillon-composite' },
      { label: 'Bardage', url: '/c-bardage' },
      { label: 'Lames décoratives', url: '/c-lames-decoratives' },
      { label: 'Accessoires', url: '/c-accessoires', children: [{ label: 'Entretien', url: '/c-entretien' }] },
      { label: 'Réalisations', url: '/realisations' },
      { label: 'Océlia', url: '/ocelia' },
    ],
  },
  {
    technicalName: 'footer',
    label: 'Pied de page',
    items: [
      {
        label: 'Services',
        url: '/services',
        children: [
          { label: 'Demander un devis', url: '/devis' },
          { label: 'Commander des échantillons', url: '/echantillons' },
          { label: 'Trouver un poseur', url: '/trouvez-un-poseur' },
          { label: 'Nos magasins', url: '/magasins' },
          { label: 'Configurateur 3D', url: '/configurateur' },
        ],
      },
      {
        label: 'Aide',
        url: '/supports',
        children: [
          { label: 'Guide de pose', url: '/supports/guide-de-pose' },
          { label: 'Entretien', url: '/supports/entretien' },
          { label: 'Questions fréquentes', url: '/supports/faq' },
          { label: 'Livraison', url: '/livraison' },
          { label: 'Contactez-nous', url: '/contactez-nous' },
        ],
      },
      {
        label: 'Arbora',
        url: '/qui-sommes-nous',
        children: [
          { label: 'Qui sommes-nous\u00a0?', url: '/qui-sommes-nous' },
          { label: 'Nos engagements', url: '/nos-engagements' },
          { label: 'Recrutement', url: '/recrutement' },
          { label: 'Blog', url: '/blog' },
          { label: 'Témoignages', url: '/temoignages' },
          { label: 'Espace professionnel', url: 'https://pro.arbora.example', external: true },
        ],
      },
    ],
  },
  {
    technicalName: 'footer_legal',
    label: 'Mentions',
    items: [
      { label: 'Mentions légales', url: '/mentions-legales' },
      { label: 'Conditions générales de vente', url: '/conditions-generales-de-vente' },
      // The withdrawal function (Code de la consommation, L221-21-1): reachable from every page.
      { label: 'Se rétracter d’un achat', url: '/retractation' },
      { label: 'Politique de confidentialité', url: '/politique-de-confidentialite' },
      { label: 'Cookies', url: '/cookies' },
      { label: 'Accessibilité\u00a0: partiellement conforme', url: '/declaration-accessibilite' },
      { label: 'Plan du site', url: '/plan-du-site' },
    ],
  },
  {
    technicalName: 'ocelia_header',
    label: 'Navigation Océlia',
    items: [
      { label: 'La gamme Océlia', url: '/ocelia' },
      { label: 'Mobilier de jardin', url: '/ocelia/c-ocelia-mobilier' },
      { label: 'Abris et coffres', url: '/ocelia/c-ocelia-abris' },
      { label: 'Bordures et jardinières', url: '/ocelia/c-ocelia-bordures' },
      { label: 'Nous rejoindre', url: '/ocelia/nous-rejoindre' },
      { label: 'Retour à Arbora', url: '/' },
    ],
  },
];

/** Inserts a menu's items (nothing refers to them: refreshing a menu replaces them all). */
export async function insertMenuItems(db: SeedContext['db'], menuId: number, nodes: MenuNode[]): Promise<void> {
  const insertLevel = async (level: MenuNode[], parentId: number | null) => {
    for (const [i, node] of level.entries()) {
      const [item] = await db
        .insert(menuItems)
        .values({ menuId, parentId, position: i, label: node.label, url: node.url, external: node.external ?? false })
        .returning({ id: menuItems.id });
      if (node.children) await insertLevel(node.children, (item as { id: number }).id);
    }
  };
  await insertLevel(nodes, null);
}

export async function seedMenus(ctx: SeedContext): Promise<void> {
  for (const [position, menu] of MENUS.entries()) {
    const [row] = await ctx.db
      .insert(menus)
      .values({ siteId: ctx.siteId, technicalName: menu.technicalName, label: menu.label, position })
      .returning({ id: menus.id });
    await insertMenuItems(ctx.db, (row as { id: number }).id, menu.items);
  }
}
