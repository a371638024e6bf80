export const AREA = { remote: 'configurator', label: 'Configurateur' } as const;
