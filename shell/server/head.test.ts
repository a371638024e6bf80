/** @jest-environment node */
import { fakeRenderer } from './testing/fake-renderer';
import { canonicalOf, jsonLdBlocks, metaContent, shellContext, titleOf } from './testing/shell-context';

// A page's head is its remote's (`pageHead`, tested with each remote's pages): the shell server
// writes it into the document, absolute and escaped, over the route table's head; a page the
// render found missing (its query's NotFoundError) is the 404.
const PUBLIC_URL = 'https://www.arbora.example';
const typesOf = (html: string) => jsonLdBlocks(html).map((block) => block['@type']);

describe('the head a page gives (its pageHead, from the data its render loaded)', () => {
  const ctx = shellContext();
  let renderer: ReturnType<typeof fakeRenderer>;
  beforeAll(() => {
    renderer = fakeRenderer(ctx.dist);
  });
  beforeEach(() => renderer.reset());
  const get = async (url: string) => (await ctx.shell({ PUBLIC_URL, SSR_CACHE_SECONDS: '0' })).inject({ url });

  it('has its title, description, canonical, robots and Open Graph, made absolute', async () => {
    renderer.page('/conseils/portail', {
      head: {
        title: 'Conseils portail | Arbora',
        description: 'Bien choisir son portail.',
        canonical: '/conseils/portail',
        ogType: 'article',
        image: { url: '/api/v1/media/page/conseils-portail-1200x630.webp', width: 1200, height: 630, alt: 'Portail' },
        jsonLd: [
          {
            '@type': 'BreadcrumbList',
            itemListElement: [
              { '@type': 'ListItem', position: 1, name: 'Accueil', item: '/' },
              { '@type': 'ListItem', position: 2, name: 'Conseils portail', item: '/conseils/portail' },
            ],
          },
        ],
      },
    });
    const { body, statusCode } = await get('/conseils/portail?utm_source=x');
    expect(statusCode).toBe(200);
    expect(titleOf(body)).toBe('Conseils portail | Arbora');
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(metaContent(body, 'description')).toBe('Bien choisir son portail.');
    expect(canonicalOf(body)).toBe('https://www.arbora.example/conseils/portail');
    expect(metaContent(body, 'robots')).toBe('index, follow');
    expect(metaContent(body, 'og:title')).toBe('Conseils portail');
    expect(metaContent(body, 'og:url')).toBe('https://www.arbora.example/conseils/portail');
    expect(metaContent(body, 'og:type')).toBe('article');
    expect(metaContent(body, 'og:image')).toBe(
      'https://www.arbora.example/api/v1/media/page/conseils-portail-1200x630.webp',
    );
    expect(metaContent(body, 'og:locale')).toBe('fr_FR');
    expect(metaContent(body, 'og:site_name')).toBe('Arbora');
    const crumbs = jsonLdBlocks(body).find((block) => block['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://www.arbora.example/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Conseils portail',
        item: 'https://www.arbora.example/conseils/portail',
      },
    ]);
  });

  it('escapes the page’s text in the head and in JSON-LD', async () => {
    renderer.page('/terrasse-bois', {
      head: {
        title: 'Terrasse <bois> & "composite" | Arbora',
        description: 'Une </script><script>alert(1)</script> terrasse.',
        jsonLd: [{ '@type': 'BreadcrumbList', name: 'Terrasse <bois> & "composite"</script><script>alert(1)' }],
      },
    });
    const { body } = await get('/terrasse-bois');
    expect(titleOf(body)).toBe('Terrasse &lt;bois&gt; &amp; &quot;composite&quot; | Arbora');
    expect(body).not.toContain('</script><script>alert(1)');
    expect(metaContent(body, 'description')).toBe('Une &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; terrasse.');
    const inner = [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => m[1] ?? '',
    );
    expect(inner).toHaveLength(1);
    for (const json of inner) expect(json).not.toContain('<');
    expect(JSON.stringify(jsonLdBlocks(body)[0])).toContain('Terrasse <bois> & \\"composite\\"');
  });

  it('is the 404’s when the render found no such page: noindex, no canonical, no JSON-LD', async () => {
    renderer.page('/p-lame-inconnue', { status: 404 });
    const { body, statusCode } = await get('/p-lame-inconnue');
    expect(statusCode).toBe(404);
    expect(titleOf(body)).toBe('Page introuvable | Arbora');
    expect(metaContent(body, 'robots')).toBe('noindex');
    expect(canonicalOf(body)).toBeUndefined();
    expect(typesOf(body)).toEqual([]);
  });

  it('is the page’s own, prefixed « Erreur : » and noindex, when the page refused its query string (pageStatus 400)', async () => {
    renderer.page('/configurateur', {
      status: 400,
      head: { title: 'Configurateur de clôture', canonical: '/configurateur' },
      body: '<div role="alert">Votre clôture n’a pas été modifiée</div>',
    });
    const res = await get('/configurateur?longueur=abc');
    expect(res.statusCode).toBe(400);
    expect(titleOf(res.body)).toBe('Erreur\u00a0: Configurateur de clôture | Arbora');
    expect(metaContent(res.body, 'robots')).toBe('noindex');
    expect(canonicalOf(res.body)).toBe('https://www.arbora.example/configurateur');
    // The page itself, with its messages: not the 404 screen, not the shell alone.
    expect(res.body).toContain('Votre clôture n’a pas été modifiée');
  });

  it('is the route table’s when the page gives none', async () => {
    const { body, statusCode } = await get('/blog/jardin/-p--2');
    expect(statusCode).toBe(200);
    expect(titleOf(body)).toBe('Blog – page 2 | Arbora');
    expect(canonicalOf(body)).toBe('https://www.arbora.example/blog/jardin/-p--2');
    expect(typesOf(body)).toEqual([]);
  });
});

describe('the route table’s head (a French title per route), without a renderer', () => {
  const ctx = shellContext();
  // With a session cookie: a guarded page asked without one is a 302 to the login page.
  const get = async (url: string) =>
    (await ctx.shell({ PUBLIC_URL })).inject({ url, headers: { cookie: 'arbora_session=tok_test_0123456789' } });

  it.each([
    ['/panier', 'Panier | Arbora', 'index, follow'],
    ['/panier/livraison', 'Livraison | Arbora', 'noindex, nofollow'],
    ['/mes-commandes', 'Mes commandes | Arbora', 'noindex, nofollow'],
    ['/commande/confirmation-cb', 'Paiement par carte confirmé | Arbora', 'noindex, nofollow'],
    ['/preview/brouillon', 'Aperçu | Arbora', 'noindex, nofollow'],
    ['/contactez-nous', 'Contactez-nous | Arbora', 'index, follow'],
    ['/devis/devis-terrasse', 'Devis terrasse | Arbora', 'index, follow'],
    ['/echantillons/echantillons-box', 'Box d’échantillons gratuite | Arbora', 'index, follow'],
    ['/realisations/-p--3', 'Nos réalisations – page 3 | Arbora', 'index, follow'],
  ])('%s → « %s », robots %s', async (url, title, robots) => {
    const { body, statusCode } = await get(url);
    expect(statusCode).toBe(200);
    expect(titleOf(body)).toBe(title);
    expect(metaContent(body, 'robots')).toBe(robots);
    expect(canonicalOf(body)).toBe(`https://www.arbora.example${url}`);
    expect(metaContent(body, 'og:image')).toBe('https://www.arbora.example/api/v1/media/hero/accueil-1200x630.webp');
  });

  it('a path no route matches says so, is noindex and has no canonical', async () => {
    const { body, statusCode } = await get('/Pas_Une_Page');
    expect(statusCode).toBe(404);
    expect(titleOf(body)).toBe('Page introuvable | Arbora');
    expect(metaContent(body, 'robots')).toBe('noindex');
    expect(canonicalOf(body)).toBeUndefined();
  });

  it('asks the API nothing for the head: only whether a content path is redirected', async () => {
    const app = await ctx.shell({ PUBLIC_URL });
    const before = ctx.api.calls.length;
    const { body, statusCode } = await app.inject({ url: '/cookies' });
    expect(statusCode).toBe(200);
    expect(titleOf(body)).toBe('Arbora – bois composite pour l’extérieur');
    expect(canonicalOf(body)).toBe('https://www.arbora.example/cookies');
    expect(ctx.api.calls.slice(before).map((url) => url.pathname)).toEqual(['/v1/redirection']);
  });
});
