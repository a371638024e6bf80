export const AREA = { remote: 'account', label: 'Mon compte' } as const;
