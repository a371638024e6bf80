import type { Page } from '@playwright/test';

/**
 * Every URL the page asked for or went to (requests, redirects, the address bar), and the path of
 * each POST: a no-JavaScript spec checks that no typed value reaches a URL and that forms posted.
 */
export function watchUrls(page: Page) {
  const urls: string[] = [];
  const posts: string[] = [];
  page.on('request', (request) => {
    urls.push(request.url());
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return { urls, posts };
}
