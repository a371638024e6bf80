export const AREA = { remote: 'content', label: 'Contenus' } as const;
