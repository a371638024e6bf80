/** schema.org data for search engines (a page's `pageHead` gives it), one object per `<script type="application/ld+json">`. */
export type JsonLd = Record<string, unknown>;

/** Site paths and API media paths become absolute; absolute URLs stay as they are. */
export type Absolute = (pathOrUrl: string) => string;

export const absoluteFrom =
  (publicUrl: string): Absolute =>
  (value) =>
    /^https?:\/\//.test(value) ? value : `${publicUrl}${value.startsWith('/') ? '' : '/'}${value}`;

/** Inert JSON in HTML: `<` escaped so no `</script>` or `<!--` in the data can end the element. */
export const serializeJsonLd = (data: JsonLd) => JSON.stringify(data).replace(/</g, '\\u003c');
