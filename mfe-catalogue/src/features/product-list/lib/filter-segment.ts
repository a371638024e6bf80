/*
 * The filter segment of a product list URL (SPEC 2.3 `/{c-slug}/{filter}/{-p--N}`): one selection
 * of facet values is one URL, so it can be shared, crawled and restored by back/forward.
 *
 *   /c-lames-de-terrasse/couleur_ipe_teck--longueur_3600/-p--2
 *
 * Groups are joined by `--`; a group is the attribute's technical name, then its value slugs,
 * joined by `_`. Slugs are lowercase ASCII words joined by single dashes, so neither separator can
 * occur inside one. The canonical order is the order of the category's facets and of their values.
 */

/** Attribute technical name → value slugs. */
export type FilterSelection = Readonly<Record<string, readonly string[]>>;

/** The facets of a category in display order: what a segment may name, and its canonical order. */
export type FilterOrder = readonly { technicalName: string; values: readonly string[] }[];

const GROUP_SEPARATOR = '--';
const VALUE_SEPARATOR = '_';
const NAME = /^[a-z][a-z0-9]*$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** « Veinée bois » → `veinee-bois`, « Ipé » → `ipe`, `3600` stays `3600`. */
export function valueSlug(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The selection a segment spells, or null when it is not a filter segment at all (bad syntax,
 * an attribute twice, a value twice). Whether the names exist is the caller's check.
 */
export function parseFilterSegment(segment: string | undefined): FilterSelection | null {
  if (segment === undefined || segment === '') return {};
  const selection: Record<string, string[]> = {};
  for (const group of segment.split(GROUP_SEPARATOR)) {
    const [name, ...values] = group.split(VALUE_SEPARATOR);
    if (!name || !NAME.test(name) || values.length === 0 || Object.hasOwn(selection, name)) return null;
    if (!values.every((v) => SLUG.test(v)) || new Set(values).size !== values.length) return null;
    selection[name] = values;
  }
  return selection;
}

/** The one canonical segment of a selection ('' for none); names outside `order` are dropped. */
export function serializeFilterSegment(selection: FilterSelection, order: FilterOrder): string {
  return order
    .flatMap(({ technicalName, values }) => {
      const chosen = selection[technicalName] ?? [];
      const sorted = values.filter((v) => chosen.includes(v));
      return sorted.length ? [[technicalName, ...sorted].join(VALUE_SEPARATOR)] : [];
    })
    .join(GROUP_SEPARATOR);
}

/** True when every attribute and value of `selection` is one of the category's facets. */
export function isKnownSelection(selection: FilterSelection, order: FilterOrder): boolean {
  return Object.entries(selection).every(([name, values]) => {
    const facet = order.find((f) => f.technicalName === name);
    return facet !== undefined && values.every((v) => facet.values.includes(v));
  });
}

/** `selection` with `value` of `name` switched on or off. */
export function toggleValue(selection: FilterSelection, name: string, value: string): FilterSelection {
  const current = selection[name] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const copy: Record<string, readonly string[]> = { ...selection };
  if (next.length) copy[name] = next;
  else delete copy[name];
  return copy;
}

/** The list path of a selection: `/c-x`, `/c-x/couleur_teck`, with the plastic line's prefix. */
export function listPath(base: string, selection: FilterSelection, order: FilterOrder): string {
  const segment = serializeFilterSegment(selection, order);
  return segment ? `${base}/${segment}` : base;
}
