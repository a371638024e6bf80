/*
 * French typography the API applies to the texts it writes (seeded copy, attribute values, facet
 * labels, the home's commitments): one rule each, for the seed and the API alike.
 */

/**
 * The units the site's texts write after a number: symbols (« 20 mm », « 4 m », « 24 m² », « 12 V »,
 * « 30 °C ») and words (« 25 ans », « 14 jours », « 48 heures », « 3 mètres »). Lowercase « l » is
 * left out: it is an article too (« 2 l’… » cannot follow a number, but « L » is the litre here).
 */
const UNIT =
  '(?:mm|cm|dm|m|km|m²|m2|m³|m3|mg|g|kg|t|L|ml|cl|W|kW|kWh|V|°C?|ans?|mois|jours?|semaines?|heures?|minutes?|min|s|mètres?|centimètres?|millimètres?|kilomètres?|kilos?|litres?|tonnes?)';
const NUMBER_UNIT = new RegExp(`(\\d)[ \\t](${UNIT})(?![\\p{L}\\p{N}’'])`, 'gu');

/**
 * French typography of a number and its unit: a no-break space (U+00A0) between them, so « 20 mm »,
 * « 4 m » or « 25 ans » never part at a line's end (seed/typography.test.ts reads every seeded text, routes/v1/catalogue-typography.test.ts the API's answers).
 */
export function unitSpaces(text: string): string {
  return text.replace(NUMBER_UNIT, '$1\u00a0$2');
}
