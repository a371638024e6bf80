import { breadcrumbJsonLd, type PageHead } from '@arbora/shared/platform';
import { cutAtWord } from '@arbora/shared/format';
import type { Page } from '@arbora/shared/schemas';
import { openingHoursSpecification } from './opening-hours';

const ARTICLES = new Set(['blog', 'advice_gate', 'advice_terrace', 'realisation']);
const PLACES = new Set(['store', 'installer']);

function articleJsonLd(page: Page): Record<string, unknown> {
  const [cover] = page.covers;
  const author = page.blog?.author ?? page.author;
  return {
    '@context': 'https://schema.org',
    '@type': page.type.technical_name === 'blog' ? 'BlogPosting' : 'Article',
    headline: page.title,
    // Cut at a word with « … », as the meta description (never in the middle of a word).
    description: cutAtWord(page.metas.description || page.text),
    url: `/${page.slug}`,
    mainEntityOfPage: `/${page.slug}`,
    datePublished: page.publication_date,
    dateModified: page.updated_at,
    ...(cover ? { image: [cover.url_webp] } : {}),
    author: author ? { '@type': 'Person', name: author } : { '@type': 'Organization', name: 'Arbora' },
    publisher: { '@type': 'Organization', name: 'Arbora' },
  };
}

/** schema.org LocalBusiness of a store or an installer: address, phone, position, hours (OpeningHoursSpecification). */
export function localBusinessJsonLd(page: Page): Record<string, unknown> | null {
  const place = page.location;
  if (!place) return null;
  const hours = openingHoursSpecification(place.hours);
  return {
    '@context': 'https://schema.org',
    '@type': page.type.technical_name === 'store' ? 'HomeAndConstructionBusiness' : 'GeneralContractor',
    name: page.title,
    description: cutAtWord(page.text),
    url: `/${page.slug}`,
    ...(page.covers[0] ? { image: page.covers[0].url } : {}),
    ...(place.phone ? { telephone: place.phone } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(place.address ? { streetAddress: place.address } : {}),
      ...(place.postcode ? { postalCode: place.postcode } : {}),
      addressLocality: place.city,
      ...(place.region ? { addressRegion: place.region } : {}),
      addressCountry: 'FR',
    },
    geo: { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lng },
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
  };
}

/** Several customers give the same headline (« Deux hivers plus tard »): the author tells their pages apart. */
function defaultTitle(page: Page): string {
  if (page.type.technical_name === 'testimonial' && page.author) {
    const of = /^[aeiouyàâéèêëîïôûh]/i.test(page.author) ? 'd’' : 'de ';
    return `${page.title}, l’avis ${of}${page.author} | Arbora`;
  }
  return `${page.title} | Arbora`;
}

/** The head of a CMS page: its metas, its cover (the social picture), and JSON-LD for breadcrumbs, articles and places. */
export function contentPageHead(page: Page, options: { noindex?: boolean } = {}): PageHead {
  const type = page.type.technical_name;
  const [cover] = page.covers;
  const business = PLACES.has(type) ? localBusinessJsonLd(page) : null;
  // A trail of one step (the home page alone) tells a search engine nothing.
  const crumbs = page.breadcrumbs.length > 1 ? [breadcrumbJsonLd(page.breadcrumbs)] : [];
  return {
    title: page.metas.title || defaultTitle(page),
    description: cutAtWord(page.metas.description || page.text),
    canonical: page.metas.canonical ?? `/${page.slug}`,
    ...(options.noindex ? { noindex: true } : {}),
    ogType: ARTICLES.has(type) ? 'article' : 'website',
    ...(cover ? { image: { url: cover.url_webp, width: cover.width, height: cover.height, alt: cover.alt } } : {}),
    jsonLd: [...crumbs, ...(ARTICLES.has(type) ? [articleJsonLd(page)] : []), ...(business ? [business] : [])],
  };
}
