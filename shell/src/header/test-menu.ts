import type { MenuItem } from '@arbora/shared/schemas';

const item = (id: number, label: string, url: string, children: MenuItem[] = []): MenuItem => ({
  id,
  label,
  url,
  external: false,
  children,
});

/** Three levels, as the API's header menu (api/src/seed/site.ts). */
export const TEST_MENU: MenuItem[] = [
  item(1, 'Terrasse', '/terrasse-composite', [
    item(11, 'Lames de terrasse', '/c-lames-de-terrasse', [
      item(111, 'Lames alvéolaires', '/c-lames-terrasse-alveolaires'),
      item(112, 'Lames pleines', '/c-lames-terrasse-pleines'),
    ]),
    item(12, 'Conseils terrasse', '/conseils/terrasse'),
  ]),
  item(2, 'Clôture', '/c-clotures', [item(21, 'Clôtures occultantes', '/c-clotures-occultantes')]),
  item(3, 'Réalisations', '/realisations'),
];
