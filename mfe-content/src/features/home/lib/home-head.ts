import type { PageHead } from '@arbora/shared/platform';
import { cutAtWord } from '@arbora/shared/format';
import type { HomeView } from '../api/home-view';

/** The site's publisher, described once, on its home page. */
const ORGANIZATION = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'Arbora',
  url: '/',
  // The site's mark, served by the shell (shell/server/favicon.ts), square and scalable.
  logo: '/favicon.svg',
};

/** The home page's head: its CMS metas, its cover (the social picture), the Organization. */
export function homeHead(home: Pick<HomeView, 'page'>): PageHead {
  const { page } = home;
  const [cover] = page.covers;
  return {
    title: page.metas.title || `${page.title} | Arbora`,
    description: cutAtWord(page.metas.description || page.text),
    canonical: '/',
    ...(cover ? { image: { url: cover.url_webp, width: cover.width, height: cover.height, alt: cover.alt } } : {}),
    jsonLd: [ORGANIZATION],
  };
}
