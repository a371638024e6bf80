import { api, STALE_TIME } from '@arbora/shared/api';
import { PLASTIC_LINE_SEGMENT } from '@arbora/shared/routes';
import type { Menu, MenuItem } from '@arbora/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const menusQuery = () =>
  queryOptions({
    queryKey: ['shell', 'menus'],
    queryFn: () => api.get<Menu[]>('/menu'),
    staleTime: STALE_TIME.reference,
  });

/** The items of one named menu; the static fallback keeps the site navigable while the API is down. */
export function useMenu(technicalName: string, fallback: MenuItem[]): MenuItem[] {
  const { data } = useQuery(menusQuery());
  return data?.find((menu) => menu.technical_name === technicalName)?.items ?? fallback;
}

const item = (id: number, label: string, url: string): MenuItem => ({ id, label, url, external: false, children: [] });

export const FALLBACK_HEADER: MenuItem[] = [
  item(-1, 'Clôtures', '/c-clotures'),
  item(-2, 'Terrasses', '/terrasse-composite'),
  item(-3, 'Portails', '/portail-composite'),
  item(-4, 'Réalisations', '/realisations'),
  item(-5, 'Devis', '/devis'),
];

export const FALLBACK_OCELIA_HEADER: MenuItem[] = [
  item(-21, 'La gamme Océlia', `/${PLASTIC_LINE_SEGMENT}`),
  item(-22, 'Nous rejoindre', `/${PLASTIC_LINE_SEGMENT}/nous-rejoindre`),
  item(-23, 'Retour à Arbora', '/'),
];

export const FALLBACK_FOOTER: MenuItem[] = [
  item(-11, 'Mentions légales', '/mentions-legales'),
  item(-12, 'CGV', '/conditions-generales-de-vente'),
  item(-17, 'Se rétracter d’un achat', '/retractation'),
  item(-13, 'Confidentialité', '/politique-de-confidentialite'),
  item(-16, 'Cookies', '/cookies'),
  item(-14, 'Accessibilité', '/declaration-accessibilite'),
  item(-15, 'Contact', '/contactez-nous'),
];
