import { api } from '@arbora/shared/api';
import type { Menu, MenuItem } from '@arbora/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const menusQuery = () =>
  queryOptions({ queryKey: ['shell', 'menus'], queryFn: () => api.get<Menu[]>('/menu'), staleTime: 5 * 60_000 });

/** The items of one named menu; the static fallback keeps the site navigable while the API is down. */
export function useMenu(technicalName: string, fallback: MenuItem[]): MenuItem[] {
  const { data } = useQuery(menusQuery());
  return data?.find((menu) => menu.technical_name === technicalName)?.items ?? fallback;
}

const item = (id: number, label: string, url: string): MenuItem => ({ id, label, url, external: false, children: [] });

export const FALLBACK_HEADER: MenuItem[] = [
  item(-1, 'Clôtures', '/clotures-composite'),
  item(-2, 'Terrasses', '/terrasse-composite'),
  item(-3, 'Portails', '/portail-composite'),
  item(-4, 'Réalisations', '/realisations'),
  item(-5, 'Devis', '/devis'),
];

export const FALLBACK_FOOTER: MenuItem[] = [
  item(-11, 'Mentions légales', '/mentions-legales'),
  item(-12, 'CGV', '/conditions-generales-de-vente'),
  item(-13, 'Données personnelles et cookies', '/donnees-personnelles-et-cookies'),
  item(-14, 'Accessibilité', '/accessibilite'),
  item(-15, 'Contact', '/contactez-nous'),
];
