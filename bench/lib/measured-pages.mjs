// The pages the Lighthouse benches measure, found through the API as a shopper reaches them.
// `api`: the API's base with its version (`http://127.0.0.1:4000/v1`, or the site's `/api/v1`).

/** The catalogue's main entry, as the home page's menu links it. */
const MAIN_LIST = '/c-lames-de-terrasse';

const dataOf = async (api, call) => (await (await fetch(`${api}${call}`)).json()).data;

/** The first product of the main list. */
export async function firstProductPath(api) {
  const products = await dataOf(api, `/product-variant?categories=${MAIN_LIST.slice(1)}&perPage=1&page=1`);
  return `/p-${products.items[0].slug}`;
}

/** The home page and a terrace advice page; with `allTypes` also a category, a product list and a product. */
export async function pagesToMeasure(api, { allTypes = false } = {}) {
  const advice = await dataOf(api, '/page?type=advice_terrace&perPage=1');
  const paths = ['/', `/${advice.items[0].slug}`];
  if (!allTypes) return paths;
  return [...paths, `/category${MAIN_LIST}`, MAIN_LIST, await firstProductPath(api)];
}
