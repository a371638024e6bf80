/**
 * robots.txt: the whole site is open except the visitor's own pages (checkout, order, account),
 * previews and the API. The API's photographs (and older drawings) stay open, or product pictures would drop out
 * of image search (the longest matching rule wins, and old parsers take the first: Allow first).
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/v1/images/',
    'Allow: /api/v1/media/',
    'Disallow: /panier/',
    'Disallow: /commande',
    'Disallow: /mes-',
    'Disallow: /preview',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
