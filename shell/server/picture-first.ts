import { createHash } from 'node:crypto';
import { STARTER_CLICKS_GLOBAL } from '../src/core/starter-clicks-global';
import type { LinkHint } from './html';

/**
 * "The picture alone on the link". On a slow phone link the page's largest picture, preloaded with
 * the document, shared the bandwidth with the boot and remote scripts asked for at the same moment
 * (several times its weight): it took that much longer to paint. A server-rendered page needs no
 * script to show itself, and its forms post without one, so on a page whose largest element is a
 * preloaded picture the scripts wait for it: the document names them in an inert JSON block, and a
 * small inline starter asks for them once the picture has loaded or failed, or at the shopper's first
 * click. After a load it waits for the frame that paints the picture: adding the scripts runs on the
 * main thread, and done before that paint it pushed the page's LCP back by its time, four times over
 * under a phone's CPU (traces of docs/perf-log.md, 3 Dec 2026). The picture is decoded off the main
 * thread (`decoding="async"`) and painted by the first frame after its decode, which may come after
 * its `load` and two frames: so the starter waits for `img.decode()` (resolved or refused), then for
 * that frame and the next (two animation frames), and asks then. Without `decode()` it waits two
 * frames after the load; a hidden page paints no frame: it asks at once, or as soon as it is
 * hidden. Meanwhile the starter holds clicks on a checkbox, a radio or a button; main.js takes them
 * over (src/boot/starter-clicks.ts) and its own holder decides what to do with each. A page without
 * such a picture keeps its scripts in the head as before.
 *
 * PICTURE_FIRST=off keeps every page as before (the bench compares both in one run).
 */

/** The inert block with what the starter adds to the head: link and script attributes. */
export const LATER_ID = 'arbora-later';

export interface Later {
  links: Record<string, string>[];
  scripts: Record<string, string>[];
}

// No eval, no string handed to a timer: the CSP allows this exact text by its hash.
export const STARTER_SCRIPT = [
  '(function(){',
  'var d=document,w=window,clicks=[],started=false,',
  `later=JSON.parse(d.getElementById("${LATER_ID}").textContent);`,
  'function hold(e){var t=e.target&&e.target.closest&&e.target.closest("input[type=checkbox],input[type=radio],button");',
  'if(!t)return;e.preventDefault();e.stopPropagation();clicks.push(t);start();}',
  'function take(){d.removeEventListener("click",hold,true);var c=clicks;clicks=[];return c;}',
  'function giveBack(){take().forEach(function(t){if(t.isConnected)t.click();});}',
  'function add(tag,attributes){var e=d.createElement(tag);',
  'for(var k in attributes)e.setAttribute(k,attributes[k]);return e;}',
  'function start(){if(started)return;started=true;',
  'later.links.forEach(function(a){d.head.appendChild(add("link",a));});',
  'later.scripts.forEach(function(a){var s=add("script",a);s.async=false;s.addEventListener("error",giveBack);d.head.appendChild(s);});}',
  `w.${STARTER_CLICKS_GLOBAL}={take:take};`,
  'd.addEventListener("click",hold,true);',
  'function frames(){if(d.hidden||!w.requestAnimationFrame)start();',
  'else w.requestAnimationFrame(function(){w.requestAnimationFrame(start);});}',
  'var img=d.querySelector("img[fetchpriority=high]");',
  'function painted(){if(d.hidden||!img.decode)frames();else img.decode().then(frames,frames);}',
  'd.addEventListener("visibilitychange",function(){if(d.hidden)start();});',
  'if(!img||img.complete)start();',
  'else{img.addEventListener("load",painted);img.addEventListener("error",start);}',
  '})();',
].join('');

/** The CSP source that allows the starter, and no other inline script. */
export const STARTER_CSP_SOURCE = `'sha256-${createHash('sha256').update(STARTER_SCRIPT).digest('base64')}'`;

const enabled = () => process.env.PICTURE_FIRST !== 'off';

/** A page whose largest picture is preloaded (picture-preloads.ts): the one that waits for nothing. */
export const hasHeroPicture = (hints: readonly LinkHint[]) =>
  hints.some((hint) => hint.rel === 'preload' && hint.as === 'image' && hint.fetchpriority === 'high');

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&lt;': '<', '&gt;': '>', '&#39;': "'" };

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g))
    attributes[name.toLowerCase()] = (value ?? '').replace(/&(?:amp|quot|lt|gt|#39);/g, (entity) => ENTITIES[entity]);
  return attributes;
}

function linkAttributes(hint: LinkHint): Record<string, string> {
  const attributes: Record<string, string> = { rel: hint.rel, href: hint.href };
  if (hint.as) attributes.as = hint.as;
  if (hint.type) attributes.type = hint.type;
  if (hint.media) attributes.media = hint.media;
  if (hint.fetchpriority) attributes.fetchpriority = hint.fetchpriority;
  if (hint.crossorigin) attributes.crossorigin = 'anonymous';
  return attributes;
}

/** The template's script elements with a `src` (the build's entry), as written, integrity included. */
const SCRIPT_TAG = /<script\b([^>]*\bsrc="[^"]*"[^>]*)>\s*<\/script>/g;

/**
 * For a server-rendered page with a hero picture: the template without its scripts, the hints
 * without the preloads other than images, and the block and starter that ask for them later.
 * Null when the page keeps its scripts where they are.
 */
export function pictureFirst(
  template: string,
  hints: readonly LinkHint[],
): { template: string; hints: LinkHint[]; tags: string } | null {
  if (!enabled() || !hasHeroPicture(hints)) return null;
  const scripts = [...template.matchAll(SCRIPT_TAG)].map(([, attributes]) => attributesOf(attributes));
  const held = (hint: LinkHint) => hint.rel === 'preload' && hint.as !== 'image';
  const later: Later = { links: hints.filter(held).map(linkAttributes), scripts };
  const json = JSON.stringify(later).replace(/</g, '\\u003c');
  return {
    template: template.replace(SCRIPT_TAG, ''),
    hints: hints.filter((hint) => !held(hint)),
    tags: `<script id="${LATER_ID}" type="application/json">${json}</script><script>${STARTER_SCRIPT}</script>`,
  };
}
