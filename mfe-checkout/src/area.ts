export const AREA = { remote: 'checkout', label: 'Commande' } as const;
