import { homeFixture } from '../../../testing/fixtures';
import { homeHead } from './home-head';

describe('homeHead', () => {
  it('gives the CMS title, the root as canonical, the cover as social picture and the Organization, once', () => {
    const home = homeFixture();
    const head = homeHead(home);
    expect(head.title).toBe(home.page.metas.title || `${home.page.title} | Arbora`);
    expect(head.canonical).toBe('/');
    expect(head.image?.url).toBe(home.page.covers[0]?.url_webp);
    // The site path is made absolute by the shell server, like every JSON-LD URL.
    expect(head.jsonLd).toEqual([
      { '@context': 'https://schema.org', '@type': 'Organization', name: 'Arbora', url: '/', logo: '/favicon.svg' },
    ]);
  });
});
