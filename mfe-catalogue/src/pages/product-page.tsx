import type { PageQueries, PageStatusFn } from '@arbora/shared/platform';
import type { ProductVariant } from '@arbora/shared/schemas';
import { usePageRoute } from '@arbora/shared/platform';
import { Breadcrumbs, Button, renderWhenNear } from '@arbora/shared/ui';
import { t } from '@arbora/shared/messages/catalogue';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { CardGrid } from '../components/card-grid';
import { ProductSummaryCard } from '../components/product-summary-card';
import { productQuery, useProduct } from '../features/product/api/get-product';
import { siteSettingsQuery } from '../features/product/api/get-site-settings';
import { BuyBox } from '../features/product/components/buy-box';
import { saleUnit } from '@arbora/shared/format';
import { ProductDetails } from '../features/product/components/product-details';
import { ProductGallery, uniqueImages } from '../features/product/components/product-gallery';
import { ProductReviews } from '../features/product/components/product-reviews';
import { RatingSummary } from '../features/product/components/rating-summary';
import { SURFACE_PARAM } from '../features/product/components/surface-calculator';
import { VariantPicker } from '../features/product/components/variant-picker';
import { boardCoverage, readSurface } from '../features/product/lib/board-coverage';
import { productHead } from '../features/product/lib/product-head';
import { quoteHref, sampleHref, variantPath, variantQuery } from '../features/product/lib/product-links';
import {
  choiceTarget,
  findVariant,
  initialVariant,
  optionState,
  selectionOf,
  VARIANT_PARAM,
  variantAxes,
  type Selection,
} from '../features/product/lib/variant-axes';

const Page = styled.div`
  max-width: ${({ theme }) => theme.container.default};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
`;

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xxl};
    color: ${({ theme }) => theme.color.heading};
    line-height: ${({ theme }) => theme.lineHeight.tight};
  }
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const RatingLink = styled.a`
  display: inline-flex;
  color: ${({ theme }) => theme.color.link};
`;

const Ctas = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Related = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${renderWhenNear('30rem')}
  h2 {
    margin: 0;
  }
`;

// The settings come with the product: the delivery promise is rendered on the server and the
// browser reads the same answer (no second decision, no hydration mismatch).
export const pageQueries: PageQueries = (params) => [productQuery(params.slug ?? ''), siteSettingsQuery()];
export const pageHead = productHead;
export { addToCartAction as pageAction } from '../features/product/api/add-to-cart-action';
/** A surface the calculator's GET form sent and could not read: a 400, the page with its message. */
export const pageStatus: PageStatusFn = (_data, _params, ctx) => {
  const reading = readSurface(ctx.searchParams.get(SURFACE_PARAM));
  return reading.kind === 'invalid' || reading.kind === 'too-large' ? 400 : 200;
};

/** `/p-{slug}` and `/ocelia/p-{slug}`: a product, its variants (`?variante=<id>`) and the cart button. */
export default function ProductPage() {
  const { params, ctx } = usePageRoute();
  const product = useProduct(params.slug ?? '');
  const navigate = useNavigate();
  const axes = useMemo(() => variantAxes(product.variants), [product.variants]);
  const urlVariant = ctx.searchParams.get(VARIANT_PARAM);
  const start = initialVariant(product.variants, urlVariant, product.made_to_measure);
  const [selection, setSelection] = useState<Selection>(() => (start ? selectionOf(start, axes) : {}));
  // The surface calculator's field: from the GET form's `?surface=` at first, then what is typed
  // (kept here, so choosing another length or colour keeps it).
  const [surface, setSurface] = useState(() => ctx.searchParams.get(SURFACE_PARAM) ?? '');

  // Back and forward (or a shared link opened in the same tab) bring the URL's variant back. Set
  // while rendering, not in an effect: an effect's update after the hydration would render the
  // whole page again at once, in one long task on a phone.
  const [shown, setShown] = useState({ urlVariant, variants: product.variants });
  if (shown.urlVariant !== urlVariant || shown.variants !== product.variants) {
    setShown({ urlVariant, variants: product.variants });
    const fromUrl = initialVariant(product.variants, urlVariant, product.made_to_measure);
    if (fromUrl) setSelection(selectionOf(fromUrl, axes));
  }

  const variant = axes.length ? findVariant(product.variants, axes, selection) : start;
  const coverage = boardCoverage(product, variant);
  // The option's link, followed in place: the variant it leads to, with its shareable URL.
  const choose = (next: ProductVariant) => {
    setSelection(selectionOf(next, axes));
    navigate({ search: variantQuery(next.id, surface) }, { replace: true, preventScrollReset: true });
  };

  const images = uniqueImages([
    ...(variant ? [variant.cover] : []),
    product.cover,
    ...product.variants.map((v) => v.cover),
    ...product.page_paragraphs.flatMap((p) => (p.image ? [p.image] : [])),
  ]);
  // The table describes what is chosen: the variant's own value wherever it has one.
  const attributes = product.attributes.map(
    (attribute) => variant?.attributes.find((a) => a.technical_name === attribute.technical_name) ?? attribute,
  );

  return (
    <Page>
      <Breadcrumbs items={product.breadcrumbs} />
      <Top>
        <ProductGallery key={variant?.id ?? 0} images={images} name={product.name} />
        <Summary>
          <h1>{product.name}</h1>
          {/* One reference: the chosen variant's (what the cart, the order and the invoice name), the
              product's while no variant is chosen. */}
          <Muted>
            Réf.{'\u00a0'}
            <span data-testid="variant-reference">{variant?.reference ?? product.reference}</span>
          </Muted>
          {product.rating.count ? (
            // Named by the stars’ alternative and the count, « Note : 4,6 sur 5 (12 avis) »: to the reviews.
            <RatingLink href="#avis">
              <RatingSummary average={product.rating.average} count={product.rating.count} size="sm" />
            </RatingLink>
          ) : null}
          <p>{product.short_text}</p>
          <VariantPicker
            axes={axes}
            selection={selection}
            stateOf={(axis, value) =>
              optionState(product.variants, axes, selection, axis, value, product.made_to_measure)
            }
            targetOf={(axis, value) =>
              choiceTarget(product.variants, axes, selection, axis, value, product.made_to_measure)
            }
            hrefOf={(target) => variantPath(product, target.id, surface)}
            onChoose={choose}
          />
          <BuyBox
            key={variant?.id ?? 'none'}
            variant={variant}
            productName={product.name}
            madeToMeasure={product.made_to_measure}
            coverage={coverage}
            unit={saleUnit(product)}
            surface={{ value: surface, onChange: setSurface, action: ctx.pathname, variantParam: VARIANT_PARAM }}
          />
          <Ctas>
            <Button to={quoteHref(product)} variant="secondary">
              {t('catalogue_request_quote')}
            </Button>
            <Button to={sampleHref(product)} variant="ghost">
              {t('catalogue_order_sample')}
            </Button>
          </Ctas>
        </Summary>
      </Top>
      <ProductDetails product={product} attributes={attributes} />
      <ProductReviews product={product} />
      {product.related.length ? (
        <Related aria-labelledby="produits-associes">
          <h2 id="produits-associes">Produits associés</h2>
          <CardGrid>
            {product.related.map((related) => (
              <li key={related.id}>
                <ProductSummaryCard product={related} />
              </li>
            ))}
          </CardGrid>
        </Related>
      ) : null}
    </Page>
  );
}
