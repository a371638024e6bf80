/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { VISITOR_COOKIE } from './cookies';
import { parseEnv } from './env';
import { bucketOf, forcedVersions, pickVersion, withAssignment, type WeightedVersion } from './remote-assignment';
import { assignmentKey, canaryAssignment } from './remote-canary';
import { browserRemotes, hasCanary, remotesConfig } from './remotes';

const CANARY: WeightedVersion[] = [
  { version: '1.4.0', weight: 90, entry: 'https://cdn.test/content/1.4.0/mf-manifest.json', integrity: 'sha384-a' },
  { version: '1.5.0', weight: 10, entry: 'https://cdn.test/content/1.5.0/mf-manifest.json', integrity: 'sha384-b' },
];
const visitors = (count: number) => Array.from({ length: count }, (_, i) => i.toString(16).padStart(16, '0'));
const assign = (visitorId: string, forced: Record<string, string> = {}) =>
  pickVersion('content', CANARY, { visitorId, forced })?.version;

describe('weighted versions', () => {
  it('splits visitors by the weights (90/10 over 10 000 visitors within a point)', () => {
    const share = visitors(10_000).filter((id) => assign(id) === '1.5.0').length / 10_000;
    expect(share).toBeGreaterThan(0.09);
    expect(share).toBeLessThan(0.11);
  });

  it('keeps each visitor on its version, and splits each remote on its own', () => {
    for (const id of visitors(50)) expect(assign(id)).toBe(assign(id));
    expect(bucketOf('00000000000000aa', 'content')).not.toBe(bucketOf('00000000000000aa', 'forms'));
    expect(bucketOf('00000000000000aa', 'content')).toBe(bucketOf('00000000000000aa', 'content'));
  });

  it('gives a version forced by the tester’s cookie when listed (weight 0 too), else the visitor’s own', () => {
    const withZero = [...CANARY, { version: '1.6.0', weight: 0 }];
    const id = visitors(1)[0]!;
    expect(pickVersion('content', withZero, { visitorId: id, forced: { content: '1.6.0' } })?.version).toBe('1.6.0');
    expect(assign(id, { content: '9.9.9' })).toBe(assign(id));
    // Weight 0 is never assigned by the weights.
    expect(
      visitors(2000).some((v) => pickVersion('content', withZero, { visitorId: v, forced: {} })?.version === '1.6.0'),
    ).toBe(false);
    expect(forcedVersions({ arbora_remote_content: '1.5.0', arbora_vid: 'x', other: '1' })).toEqual({
      content: '1.5.0',
    });
  });

  it('without an assignment (no visitor) everyone gets the heaviest version', () => {
    expect(pickVersion('content', CANARY, undefined)?.version).toBe('1.4.0');
  });
});

describe('remotes.json with a canary', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'shell-canary-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const file = path.join(scratch, 'remotes.json');
  const env = parseEnv({ REMOTES_FILE: file });
  const content = () => remotesConfig(env).remotes.find((remote) => remote.name === 'content')!;

  it('names, per visitor, one version (entry, integrity) and the server registration of that version', () => {
    writeFileSync(file, JSON.stringify({ remotes: [{ name: 'content', versions: CANARY }] }));
    expect(hasCanary(env)).toBe(true);
    const canaryVisitor = visitors(200).find((id) => assign(id) === '1.5.0')!;
    const chosen = withAssignment({ visitorId: canaryVisitor, forced: {} }, content);
    expect(chosen).toMatchObject({ version: '1.5.0', entry: CANARY[1]!.entry, integrity: 'sha384-b' });
    expect(chosen.serverKey).toBe('content_v1_5_0');
    expect(chosen).not.toHaveProperty('versions');
    expect(chosen).not.toHaveProperty('weight');
    expect(browserRemotes({ remotes: [chosen] }).remotes[0]).not.toHaveProperty('serverKey');
    expect(content().version).toBe('1.4.0');
  });

  it('promote or roll back is one edit of the file: the next request reads it', () => {
    writeFileSync(file, JSON.stringify({ remotes: [{ name: 'content', ...CANARY[0], weight: undefined }] }));
    expect(hasCanary(env)).toBe(false);
    const id = visitors(200).find((v) => assign(v) === '1.5.0')!;
    expect(withAssignment({ visitorId: id, forced: {} }, content).version).toBe('1.4.0');
    expect(content().serverKey).toBeUndefined();
  });

  it('a page’s cache key carries the versions of its assignment, and nothing without one', () => {
    writeFileSync(file, JSON.stringify({ remotes: [{ name: 'content', versions: CANARY }] }));
    expect(assignmentKey(env)).toBe('');
    const keys = new Set(
      visitors(200).map((visitorId) => withAssignment({ visitorId, forced: {} }, () => assignmentKey(env))),
    );
    expect([...keys].map((key) => /content@([\d.]+)/.exec(key)?.[1]).sort()).toEqual(['1.4.0', '1.5.0']);
  });
});

describe('the request’s assignment', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'shell-canary-req-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const file = path.join(scratch, 'remotes.json');
  const env = parseEnv({ REMOTES_FILE: file });
  const reply = () => {
    const cookies: Record<string, string> = {};
    return { cookies, setCookie: (name: string, value: string) => (cookies[name] = value) };
  };
  const request = (cookies: Record<string, string>) => ({ cookies }) as unknown as FastifyRequest;

  it('none without a canary or a forced version: public pages stay public', () => {
    writeFileSync(file, JSON.stringify({ remotes: [] }));
    const answer = reply();
    expect(canaryAssignment(env, request({}), answer as unknown as FastifyReply, false)).toBeUndefined();
    expect(answer.cookies).toEqual({});
  });

  it('a first visit during a canary gets its visitor cookie on this answer, and is assigned by it', () => {
    writeFileSync(file, JSON.stringify({ remotes: [{ name: 'content', versions: CANARY }] }));
    const answer = reply();
    const assignment = canaryAssignment(env, request({}), answer as unknown as FastifyReply, false);
    expect(assignment?.visitorId).toMatch(VISITOR_COOKIE.pattern);
    expect(answer.cookies[VISITOR_COOKIE.name]).toBe(assignment?.visitorId);
    const again = canaryAssignment(
      env,
      request({ [VISITOR_COOKIE.name]: assignment!.visitorId }),
      reply() as unknown as FastifyReply,
      false,
    );
    expect(again?.visitorId).toBe(assignment?.visitorId);
  });

  it('a forced version alone (no canary) is an assignment too', () => {
    writeFileSync(file, JSON.stringify({ remotes: [] }));
    const assignment = canaryAssignment(
      env,
      request({ arbora_remote_content: '1.5.0', [VISITOR_COOKIE.name]: '0123456789abcdef' }),
      reply() as unknown as FastifyReply,
      false,
    );
    expect(assignment).toEqual({ visitorId: '0123456789abcdef', forced: { content: '1.5.0' } });
  });
});
