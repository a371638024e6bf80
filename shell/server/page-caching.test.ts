/** @jest-environment node */
import { etagMatches, htmlCacheControl, htmlEtag } from './page-caching';

const policy = { sMaxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 };

describe('htmlCacheControl', () => {
  it('lets a CDN keep a public page and serve it stale while it asks again; the browser revalidates', () => {
    expect(htmlCacheControl('public', policy)).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  });

  it('keeps a customer page private, a 503 nowhere, a stale fallback only with revalidation', () => {
    expect(htmlCacheControl('personal', policy)).toBe('private, no-store');
    expect(htmlCacheControl('unavailable', policy)).toBe('no-store');
    expect(htmlCacheControl('stale', policy)).toBe('no-cache');
  });
});

describe('htmlEtag', () => {
  it('changes with the HTML, the status and the preload header, and only with them', () => {
    const page = { status: 200, html: '<p>a</p>' };
    expect(htmlEtag(page)).toMatch(/^W\/"[\w-]+"$/);
    expect(htmlEtag({ ...page })).toBe(htmlEtag(page));
    expect(htmlEtag({ ...page, html: '<p>b</p>' })).not.toBe(htmlEtag(page));
    expect(htmlEtag({ ...page, status: 404 })).not.toBe(htmlEtag(page));
    expect(htmlEtag({ ...page, link: '</a.webp>; rel=preload' })).not.toBe(htmlEtag(page));
  });
});

describe('etagMatches', () => {
  const etag = 'W/"abc"';
  it('matches the tag, weak or strong, in a list, or *', () => {
    expect(etagMatches('W/"abc"', etag)).toBe(true);
    expect(etagMatches('"abc"', etag)).toBe(true);
    expect(etagMatches('"x", W/"abc"', etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
  });

  it('does not match another tag or no header', () => {
    expect(etagMatches('W/"abd"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches('', etag)).toBe(false);
  });
});
