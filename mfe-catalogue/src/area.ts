export const AREA = { remote: 'catalogue', label: 'Catalogue' } as const;
