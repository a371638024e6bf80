import type { FastifyReply, FastifyRequest } from 'fastify';
import { FORM_TOKEN_FIELD } from '@arbora/shared/platform';
import { VISITOR_COOKIE } from '../cookies';
import type { ShellEnv } from '../env';
import { validFormToken } from './token';

/** What the shell's form actions answer when they cannot act, in one place (register.ts, logout.ts). */
export const REFUSED = {
  otherSite: 'Cette demande ne vient pas du site Arbora\u00a0: elle est refusée, rien n’a été modifié.',
  unreadable: 'Ce formulaire n’a pas pu être lu.',
  expired: 'Cette page a expiré\u00a0: rechargez-la puis renvoyez le formulaire.',
  unavailable: 'Le service est momentanément indisponible. Réessayez dans un instant.',
} as const;

/** The site's type, colours (shared's palette: background, text, link) and measure: the page stands alone. */
const REFUSAL_STYLE =
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#2b2622;background:#fbf8f4;line-height:1.5}' +
  'main{max-width:40rem;margin:0 auto;padding:3rem 1rem}h1{font-size:1.75rem;margin:0 0 1rem}a{color:#7a3f17;font-weight:600}';

/**
 * A short page of its own (never cached) for a form the shell refused before any page could render
 * it: what happened, and a way back to the site.
 */
export function refusalPage(reply: FastifyReply, status: number, text: string) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="fr"><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
        `<style>${REFUSAL_STYLE}</style>` +
        `<title>Demande refusée – Arbora</title><main><h1>Demande refusée</h1><p>${text}</p>` +
        '<p><a href="/">Revenir à l’accueil d’Arbora</a></p></main></html>',
    );
}

/** The posted form carries this visitor's token (token.ts), the `token` guard's second half. */
export function hasVisitorToken(request: FastifyRequest, formData: FormData, env: ShellEnv): boolean {
  return validFormToken(request.cookies[VISITOR_COOKIE.name], formData.get(FORM_TOKEN_FIELD), env.FORM_TOKEN_SECRET);
}
