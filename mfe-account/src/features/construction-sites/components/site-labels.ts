import type { ConstructionSite, SiteDocument } from '@arbora/shared/schemas';

export const SITE_STATUS_LABELS: Record<ConstructionSite['status'], string> = {
  planned: 'Planifié',
  in_progress: 'En cours',
  done: 'Terminé',
};

export const DOCUMENT_KIND_LABELS: Record<SiteDocument['kind'], string> = {
  devis: 'Devis',
  facture: 'Facture',
  'bon-livraison': 'Bon de livraison',
  plan: 'Plan de pose',
};
