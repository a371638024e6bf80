/**
 * What a page says in the server's HTML when the shell answers alone, rendering nothing (a path no
 * page can have: 404; the server shedding load: 503). With JavaScript the browser renders the page
 * over it (no server state: createRoot replaces it); without, this is what the visitor reads, in
 * French, rather than an empty page. Plain HTML with its own few styles: no render, no API. The
 * words the site's own screens use come from the catalogue (the title, « Réessayer », the way home).
 */
import { t } from '@arbora/shared/messages';

const STYLE =
  'max-width:40rem;margin:4rem auto;padding:0 1rem;font-family:system-ui,sans-serif;line-height:1.5;color:#2b2420';

const TEXTS = {
  404: {
    title: t('error_title_404'),
    text: 'Cette adresse ne correspond à aucune page du site. Cherchez un produit ou un conseil, ou repartez de l’accueil.',
  },
  503: {
    title: 'Le site est très demandé en ce moment',
    text: 'Cette page n’a pas pu être préparée à temps. Réessayez dans un instant\u00a0: rien de ce que vous avez fait n’est perdu.',
  },
} as const;

export function shellOnlyBody(status: 404 | 503): string {
  const { title, text } = TEXTS[status];
  // An empty href is this very address: « Réessayer » asks for the same page again.
  const retry = status === 503 ? `<a href="">${t('retry')}</a> · ` : '';
  const search =
    status === 404
      ? `<form role="search" action="/recherche" method="get"><label for="recherche-seule">Rechercher un produit ou un conseil</label> <input id="recherche-seule" type="search" name="q" /> <button type="submit">${t('header_search_submit')}</button></form>`
      : '';
  return `<main style="${STYLE}"><h1>${title}</h1><p>${text}</p>${search}<p>${retry}<a href="/">${t('back_to_home')}</a></p></main>`;
}
