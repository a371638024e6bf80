import { renderPage } from '@arbora/shared/testing';
import { screen } from '@testing-library/react';
import { VariantCard } from '../features/product-list/components/variant-card';
import { variantListFixture } from '../testing/category';
import { productFixture } from '../testing/product';
import { ProductSummaryCard } from './product-summary-card';

// A card's price says what it buys, as the product page's: « 17,12 € TTC / lame », no-break spaces
// around « / ». Lists (VariantCard), related products and search results (ProductSummaryCard).
const perUnit = (unit: string) => new RegExp(`[\\d,]+\\u00a0€\\u00a0TTC\\u00a0/\\u00a0${unit}`);

describe('product cards: the unit of their price', () => {
  it('a list card of a board: « … € TTC / lame »', () => {
    const variant = variantListFixture.items[0]!;
    renderPage(<VariantCard variant={variant} href="/p-x" priority={false} />);
    expect(screen.getByRole('article').textContent).toMatch(perUnit('lame'));
  });

  it('a list card of a post and a product card of a kit say theirs', () => {
    const variant = { ...variantListFixture.items[0]!, product_name: 'Poteau de clôture Horizon' };
    const kit = { ...productFixture.related[0]!, name: 'Kit de lisses haute et basse' };
    renderPage(
      <>
        <VariantCard variant={variant} href="/p-x" priority={false} />
        <ProductSummaryCard product={kit} />
      </>,
    );
    const [post, kitCard] = screen.getAllByRole('article');
    expect(post!.textContent).toMatch(perUnit('poteau'));
    expect(kitCard!.textContent).toMatch(perUnit('kit'));
  });

  it('a related product or search result of a board: « À partir de … € TTC / lame »', () => {
    renderPage(<ProductSummaryCard product={productFixture.related[0]!} />);
    const card = screen.getByRole('article');
    expect(card.textContent).toContain('À partir de');
    expect(card.textContent).toMatch(perUnit('lame'));
  });
});
