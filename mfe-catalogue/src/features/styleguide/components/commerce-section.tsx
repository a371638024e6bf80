import { moneyFromWire } from '@arbora/shared/format';
import { Button, Rating } from '@arbora/shared/ui';
import { Card, PriceBlock, ProductCard, Stack } from '@arbora/shared/ui/commerce';
import styled from 'styled-components';
import { Demo, Section, Subheading } from './section';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// An inline SVG keeps the styleguide free of image requests; real cards use the API's media URLs.
const placeholder = (label: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="${colour}"/><text x="320" y="250" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">${label}</text></svg>`,
  )}`;

const products = [
  {
    name: 'Lame de terrasse composite Gris anthracite',
    href: '/p-lame-terrasse-gris-anthracite',
    image: { src: placeholder('Terrasse', '#4A4440'), alt: '', width: 640, height: 480 },
    price: { ttc: moneyFromWire(598_800), ht: moneyFromWire(499_000), from: true, unit: 'm²' },
    rating: { value: 4.5, count: 18 },
    badge: 'Nouveau',
    description: 'Lame alvéolaire de 4 m, aspect bois brossé.',
  },
  {
    name: 'Portail battant composite Naturel',
    href: '/p-portail-battant-naturel',
    image: { src: placeholder('Portail', '#7A4A24'), alt: '', width: 640, height: 480 },
    price: {
      ttc: moneyFromWire(18_990_000),
      ht: moneyFromWire(15_825_000),
      ecoParticipation: moneyFromWire(60_000),
    },
    rating: { value: 4, count: 7 },
  },
];

/** Prices, ratings and product cards. */
export function CommerceSection() {
  return (
    <Section id="commerce" title="Prix, notes et fiches produit">
      <Stack direction="row" gap="lg" wrap>
        <Demo>
          <Subheading>Bloc prix</Subheading>
          <PriceBlock
            ttc={moneyFromWire(12_345_600)}
            ht={moneyFromWire(10_288_000)}
            ecoParticipation={moneyFromWire(5_000)}
            size="lg"
          />
        </Demo>
        <Demo>
          <Subheading>Prix promotionnel</Subheading>
          <PriceBlock ttc={moneyFromWire(799_000)} previousTtc={moneyFromWire(999_000)} ht={moneyFromWire(665_833)} />
        </Demo>
        <Demo>
          <Subheading>Prix professionnel (HT d’abord)</Subheading>
          <PriceBlock ttc={moneyFromWire(598_800)} ht={moneyFromWire(499_000)} emphasis="HT" unit="m²" />
        </Demo>
        <Demo>
          <Subheading>Note</Subheading>
          <Rating value={4.5} count={18} />
          <Rating value={3} size="sm" />
        </Demo>
      </Stack>
      <Demo>
        <Subheading>Fiches produit</Subheading>
        <Grid>
          {products.map((product, index) => (
            <li key={product.href}>
              <ProductCard
                {...product}
                headingLevel={4}
                priority={index === 0}
                action={
                  <Button size="sm" fullWidth>
                    Ajouter au panier
                  </Button>
                }
              />
            </li>
          ))}
        </Grid>
      </Demo>
      <Demo>
        <Subheading>Carte</Subheading>
        <Stack direction="row" gap="md" wrap>
          <Card as="article" aria-labelledby="card-livraison">
            <h4 id="card-livraison">Livraison offerte</h4>
            <p>Dès 1 500 € d’achat, livraison à domicile en France métropolitaine.</p>
          </Card>
          <Card tone="muted">
            <p>Astuce : commandez 10 % de lames en plus pour les coupes.</p>
          </Card>
        </Stack>
      </Demo>
    </Section>
  );
}
