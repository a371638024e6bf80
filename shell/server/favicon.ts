/**
 * The site's icon: three composite boards on the brand's brown (palette `primary`). An SVG scales
 * to every tab, bookmark and home-screen size; `/favicon.ico`, which browsers and crawlers ask for
 * by habit, redirects to it rather than answering a 404 on every first visit.
 */
export const FAVICON_PATH = '/favicon.svg';

export const FAVICON_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">',
  '<rect width="32" height="32" rx="6" fill="#8A4B1F"/>',
  '<g fill="#F6EBDD">',
  '<rect x="6" y="8" width="20" height="4" rx="1"/>',
  '<rect x="6" y="14" width="20" height="4" rx="1"/>',
  '<rect x="6" y="20" width="20" height="4" rx="1"/>',
  '</g>',
  '</svg>',
].join('');
