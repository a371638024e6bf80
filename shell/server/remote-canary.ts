import type { FastifyReply, FastifyRequest } from 'fastify';
import { setSiteCookies } from './cookies';
import type { ShellEnv } from './env';
import { currentAssignment, forcedVersions, type Assignment } from './remote-assignment';
import { hasCanary, remotesConfig } from './remotes';

/**
 * The request's canary assignment (remote-assignment.ts), or none when remotes.json runs no canary
 * and no version is forced by cookie: the pages are then the same for everybody, as before. With
 * one, the visitor gets its visitor cookie on this very answer (a first visit is assigned at once
 * and keeps its versions), and its pages are its own (never public: page.ts).
 */
export function canaryAssignment(
  env: ShellEnv,
  request: FastifyRequest,
  reply: FastifyReply,
  secureSite: boolean,
): Assignment | undefined {
  const forced = forcedVersions(request.cookies);
  if (!hasCanary(env) && !Object.keys(forced).length) return undefined;
  return { visitorId: setSiteCookies(request, reply, secureSite), forced };
}

/**
 * What an HTML cache key adds for the current assignment: the versions the page is rendered with,
 * so visitors on different versions never share a cached page ('' without a canary).
 */
export function assignmentKey(env: ShellEnv): string {
  if (!currentAssignment()) return '';
  return `#remotes=${remotesConfig(env)
    .remotes.map((remote) => `${remote.name}@${remote.version}`)
    .join(',')}`;
}
