export const AREA = { remote: 'forms', label: 'Formulaires' } as const;
