import { listingHead, listingQueries, ListingRoute } from './listing-route';

export const pageQueries = listingQueries('blog');
export const pageHead = listingHead('blog');

export default function BlogPage() {
  return <ListingRoute family="blog" />;
}
