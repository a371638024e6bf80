import { listingHead, listingQueries, ListingRoute } from './listing-route';

export const pageQueries = listingQueries('realisations');
export const pageHead = listingHead('realisations');

export default function RealisationsPage() {
  return <ListingRoute family="realisations" />;
}
