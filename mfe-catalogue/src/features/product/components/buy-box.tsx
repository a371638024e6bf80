import {
  CART_LINE_MAX_QUANTITY,
  formatEcoParticipation,
  formatMoney,
  multiplyMoney,
  perMetrePrice,
  saleUnit,
  shopperPrice,
} from '@arbora/shared/format';
import { frenchTypography } from '@arbora/shared/messages';
import { madeToMeasureFr, t } from '@arbora/shared/messages/catalogue';
import type { ProductVariant } from '@arbora/shared/schemas';
import { useFormActionState } from '@arbora/shared/platform';
import { addToCart, isInlineCartError } from '@arbora/shared/store';
import { Button, Picture } from '@arbora/shared/ui';
import { QuantityStepper } from '@arbora/shared/ui/forms';
import { Drawer } from '@arbora/shared/ui/overlays';
import { PriceBlock } from '@arbora/shared/ui/commerce';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { ADD_TO_CART_FIELD, addRefusalText } from '../api/add-to-cart-action';
import { pricePerSquareMetre, type BoardCoverage } from '../lib/board-coverage';
import { canOrder } from '../lib/variant-axes';
import { LINEAR_METRE_UNIT } from '../../../lib/sale-unit';
import { StockState } from './stock-state';
import { SurfaceCalculator } from './surface-calculator';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const PerMetre = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Actions = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  /* the stepper's field (3.5rem) showed four digits at most: a quantity typed larger, before it is
     brought within the stock, was cut. Five digits and the field's own arrows fit. */
  input[name='quantity'] {
    width: calc(5ch + 2.5rem);
  }
  /* − and + change the field through the script: without it they would do nothing, so the field
     alone is shown (typed in, or its own arrows), and « Ajouter au panier » posts its quantity */
  @media (scripting: none) {
    button[type='button'] {
      display: none;
    }
  }
`;

/** Pre-contractual information (C. conso L221-5): told before the purchase, next to the button. */
const NoWithdrawal = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const DrawerLine = styled.div`
  display: grid;
  grid-template-columns: 96px 1fr;
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  p {
    margin: 0;
  }
`;

export interface BuyBoxProps {
  variant: ProductVariant | null;
  productName: string;
  /** Made to the buyer's specifications: made to order, excluded from the withdrawal right. */
  madeToMeasure?: boolean;
  /** A decking or cladding board: what one covers, for its price per m² and the surface calculator. */
  coverage?: BoardCoverage | null;
  /** What one price buys (« lame », « kit », « pièce »): saleUnit of the product. */
  unit?: string;
  /** The calculator's surface field, kept by the page, and where its GET form goes. */
  surface?: { value: string; onChange: (value: string) => void; action: string; variantParam: string };
}

/**
 * Price (TTC first, HT beside it, éco-participation, per linear metre), stock, quantity bounded by
 * the stock and « Ajouter au panier » through the shared cart command: the header's badge follows
 * the store, a toast and the mini-cart confirm, a refusal is told next to the button.
 */
export function BuyBox({
  variant,
  productName,
  madeToMeasure = false,
  coverage = null,
  unit = saleUnit({ name: productName }),
  surface,
}: BuyBoxProps) {
  // An addition refused without JavaScript (the page rendered again by `addToCartAction`).
  const refused = useFormActionState();
  const [quantity, setQuantity] = useState(() => Number(refused?.values[ADD_TO_CART_FIELD]) || 1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(refused?.errors[ADD_TO_CART_FIELD] ?? null);
  const [added, setAdded] = useState<{ variant: ProductVariant; quantity: number } | null>(null);
  const errorId = useId();
  const noWithdrawalId = useId();
  const describedBy = [madeToMeasure ? noWithdrawalId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const stock = variant?.stock ?? 0;
  const orderable = variant !== null && canOrder(variant, madeToMeasure);
  // Made to measure: no stock bounds it, only the cart's largest quantity; else the stock, within it.
  const max = madeToMeasure ? CART_LINE_MAX_QUANTITY : Math.max(1, Math.min(stock, CART_LINE_MAX_QUANTITY));
  const shown = Math.min(quantity, max);

  // The quantity field's, or the surface calculator's count of boards.
  const onAdd = async (count = shown) => {
    if (!variant || busy) return;
    setBusy(true);
    setError(null);
    try {
      await addToCart(variant.id, count);
      // The drawer is the confirmation (no toast over its buttons): picture, variant, quantity, price.
      setAdded({ variant, quantity: count });
    } catch (failure) {
      // The cart error policy (shared/store): an inline code is told here, once; any other failure
      // was told by the command's toast.
      if (isInlineCartError(failure)) setError(addRefusalText(failure, count));
    } finally {
      setBusy(false);
    }
  };

  const price = variant ? shopperPrice(variant.prices, variant.ecotax) : null;
  const perMetre = variant && price ? perMetrePrice(variant, price.ttc) : null;
  // TTC, as the per-metre line: the page shows every buyer the TTC price first.
  const perSquareMetre = price && coverage ? pricePerSquareMetre(price.ttc, coverage) : null;
  return (
    <Box>
      {variant && price ? (
        <>
          <div data-testid="variant-price">
            <PriceBlock ttc={price.ttc} ht={price.ht} ecoParticipation={price.eco} unit={unit} size="lg" />
          </div>
          {perMetre !== null ? (
            <PerMetre data-testid="variant-price-per-metre">
              soit {formatMoney(perMetre)}
              {`\u00a0TTC\u00a0/\u00a0${LINEAR_METRE_UNIT}`}
            </PerMetre>
          ) : null}
          {perSquareMetre !== null ? (
            <PerMetre data-testid="variant-price-per-square-metre">
              soit <strong>{formatMoney(perSquareMetre)}</strong>
              {'\u00a0'}TTC{'\u00a0'}/{'\u00a0'}m²
            </PerMetre>
          ) : null}
          <StockState stock={stock} madeToMeasure={madeToMeasure} />
        </>
      ) : (
        <ErrorText role="status">{t('catalogue_variant_unavailable')}</ErrorText>
      )}
      {/* Without JavaScript it posts to the product page's `pageAction` (addToCartAction). No
          <FormToken />: a cart form is guarded by its Origin only, so the product page stays public
          (shell/server/form-actions/guard.ts). */}
      <Actions
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          void onAdd();
        }}
      >
        <input type="hidden" name="variant" value={variant?.id ?? ''} />
        <QuantityStepper quantity={shown} max={max} onChange={setQuantity} disabled={!orderable} />
        <Button type="submit" loading={busy} disabled={!orderable} aria-describedby={describedBy || undefined}>
          {t('catalogue_add_to_cart')}
        </Button>
      </Actions>
      {madeToMeasure ? (
        <NoWithdrawal id={noWithdrawalId}>{frenchTypography(madeToMeasureFr.withdrawal)}</NoWithdrawal>
      ) : null}
      <div aria-live="polite">{error ? <ErrorText id={errorId}>{error}</ErrorText> : null}</div>
      {coverage && surface ? (
        <SurfaceCalculator
          coverage={coverage}
          surface={surface.value}
          onSurfaceChange={surface.onChange}
          action={surface.action}
          variantId={variant?.id ?? null}
          variantParam={surface.variantParam}
          max={max}
          orderable={orderable}
          busy={busy}
          onAdd={(count) => void onAdd(count)}
        />
      ) : null}
      <Drawer
        open={added !== null}
        onClose={() => setAdded(null)}
        title="Ajouté à votre panier"
        footer={
          <>
            <Button variant="secondary" onClick={() => setAdded(null)}>
              {t('catalogue_continue_shopping')}
            </Button>
            <Button to="/panier">{t('catalogue_view_cart')}</Button>
          </>
        }
      >
        {added ? (
          <AddedLine variant={added.variant} quantity={added.quantity} productName={productName} unit={unit} />
        ) : null}
      </Drawer>
    </Box>
  );
}

/**
 * What was just added, in the drawer: picture, variant, quantity and price (the one price rule). A
 * variant's name starts with its product's (« Lame … Horizon – Teck – 2,40 m »): said once.
 */
function AddedLine({
  variant,
  quantity,
  productName,
  unit,
}: {
  variant: ProductVariant;
  quantity: number;
  productName: string;
  unit: string;
}) {
  const price = shopperPrice(variant.prices, variant.ecotax);
  return (
    <DrawerLine data-testid="added-line">
      <Picture image={variant.cover} sizes="96px" alt="" />
      <div>
        <p>
          <strong>{variant.name.startsWith(productName) ? variant.name : `${productName} – ${variant.name}`}</strong>
        </p>
        <p>
          Quantité{'\u00a0'}: {quantity}
        </p>
        <p>
          {formatMoney(multiplyMoney(price.ttc, quantity))}&nbsp;TTC
          {quantity > 1 ? ` (${formatMoney(price.ttc)}\u00a0TTC\u00a0/\u00a0${unit})` : ''}
        </p>
        {price.eco > 0 ? <p>{formatEcoParticipation(multiplyMoney(price.eco, quantity))}</p> : null}
      </div>
    </DrawerLine>
  );
}
