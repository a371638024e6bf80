import { listingHead, listingQueries, ListingRoute } from './listing-route';

export const pageQueries = listingQueries('temoignages');
export const pageHead = listingHead('temoignages');

export default function TestimonialsPage() {
  return <ListingRoute family="temoignages" />;
}
