// The semver rule of @arbora/shared's public surface (tooling/shared-surface.mjs): remotes run the
// host's copy of the contract, so what changed between the recorded surface and the current one
// decides the smallest version bump that may carry it:
// - an export added (a new name, or a new subpath) keeps every remote built before working: a minor;
// - an export removed, or its type changed, may break a remote built before: a major.
// A surface is `{ subpath: { exportName: typeText } }`.
//
// A message's wording is data, not contract: remotes show the host's texts, so rewording one is a
// patch. In the types of the message catalogues (`./messages` and its areas) each text keeps only
// its placeholders: a placeholder added or removed changes what `t(key, params)` asks for, and so
// stays a change; a key added or removed is an addition or a change as anywhere else.

const MESSAGE_TEXT = /: "((?:[^"\\]|\\.)*)"/g;

/** `typeText` as the surface records it: in a message catalogue's subpath, without the wording. */
function withoutWording(subpath, typeText) {
  if (subpath !== './messages' && !subpath.startsWith('./messages/')) return typeText;
  return typeText.replace(MESSAGE_TEXT, (_, text) => `: "${(text.match(/\{[^{}]+\}/g) ?? []).join('')}"`);
}

// A union of literals ("a" | "b") is printed in the order the type checker happened to create its
// members, which any other file of shared may change (a property named like a member, declared
// earlier): the same type in another order is the same export. That holds wherever the union stands:
// the whole type, or a member of an object type (`enterKeyHint?: "search" | "done" | …`).
const LITERAL = String.raw`(?:"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?|true|false|null|undefined)`;
const LITERAL_UNION = new RegExp(
  String.raw`(?<=^(?:type |value )|[\s(<\[:,])${LITERAL}(?: \| ${LITERAL})+(?![\w"])`,
  'g',
);

/** `text` split at each `separator` that stands outside any bracket or string. */
function splitTopLevel(text, separator) {
  const parts = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '\\') i += 1;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if ('{([<'.includes(c)) depth += 1;
    else if ('})]>'.includes(c) && text[i - 1] !== '=') depth -= 1;
    else if (depth === 0 && text.startsWith(separator, i)) {
      parts.push(text.slice(start, i));
      start = i + separator.length;
      i += separator.length - 1;
    }
  }
  return [...parts, text.slice(start)];
}

// An interface or type export is recorded by its members (shared-surface.mjs typeShape), listed in
// the order the checker gives them, which is again the order it happened to meet them (React's
// attributes move when shared declares a property of the same name first): the same members in
// another order are the same export.
const OBJECT_SHAPE = /^type \{ (.*) \}$/s;

/** `typeText` with the members of each union of literals in it sorted, and an object's members too. */
function orderFree(typeText) {
  const sorted = typeText.replace(LITERAL_UNION, (union) => union.split(' | ').sort().join(' | '));
  const shape = OBJECT_SHAPE.exec(sorted);
  return shape ? `type { ${splitTopLevel(shape[1], '; ').sort().join('; ')} }` : sorted;
}

/** @returns {{ added: string[], removed: string[], changed: string[] }} `subpath#name` lists */
function compareSurfaces(recorded, current) {
  const added = [];
  const removed = [];
  const changed = [];
  for (const subpath of new Set([...Object.keys(recorded), ...Object.keys(current)])) {
    const before = recorded[subpath] ?? {};
    const after = current[subpath] ?? {};
    for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const key = `${subpath}#${name}`;
      if (!(name in before)) added.push(key);
      else if (!(name in after)) removed.push(key);
      else if (orderFree(before[name]) !== orderFree(after[name])) changed.push(key);
    }
  }
  return { added, removed, changed };
}

/** The smallest bump a difference needs: 'none', 'minor' or 'major'. */
function requiredBump({ added, removed, changed }) {
  if (removed.length || changed.length) return 'major';
  return added.length ? 'minor' : 'none';
}

const parse = (version) => {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version);
  if (!match) throw new Error(`not a semver version: ${version}`);
  return match.slice(1).map(Number);
};

/** The bump from one version to the next: 'none', 'patch', 'minor', 'major', or 'down' (older). */
function bumpBetween(from, to) {
  const [a, b] = [parse(from), parse(to)];
  for (const [index, kind] of ['major', 'minor', 'patch'].entries()) {
    if (b[index] > a[index]) return kind;
    if (b[index] < a[index]) return 'down';
  }
  return 'none';
}

const RANK = { none: 0, patch: 1, minor: 2, major: 3 };

/**
 * `ok`: the recorded surface and version are the current ones; `record`: a new version that carries
 * the difference, to record; `bump`: the difference needs a bigger bump than the version made
 * (`needed` says which).
 * @param {{ version: string, exports: object } | null} recorded
 * @param {{ version: string, surface: object }} current
 */
function verdict(recorded, current) {
  if (!recorded) return { result: 'record' };
  const difference = compareSurfaces(recorded.exports, current.surface);
  const needed = requiredBump(difference);
  const made = bumpBetween(recorded.version, current.version);
  if (made === 'down') return { result: 'bump', needed: 'a version above the recorded one', difference };
  if (made === 'none' && needed === 'none') return { result: 'ok', difference };
  if (RANK[made] >= RANK[needed]) return { result: 'record', difference };
  return { result: 'bump', needed, difference };
}

module.exports = { compareSurfaces, requiredBump, bumpBetween, verdict, withoutWording };
