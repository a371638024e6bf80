import { t } from '@arbora/shared/messages/checkout';
import type { PageHeadFn } from '@arbora/shared/platform';
import { useCart, useProPrices, useServerCart } from '@arbora/shared/store';
import { Button } from '@arbora/shared/ui';
import { PageFrame, Skeleton } from '@arbora/shared/ui/commerce';
import { useEffect, useState } from 'react';
import { Panel, TwoColumns } from '../components/panels';
import { CartLines } from '../features/cart/components/cart-lines';
import { CheckoutOrderSummary } from '../components/checkout-order-summary';
import { EMPTY_HEADING, EmptyCart } from '../features/cart/components/empty-cart';
import { AddRefusal } from '../features/cart/components/add-refusal';
import { OutageBanner } from '../features/cart/components/outage-banner';
import { PromotionForm } from '../features/cart/components/promotion-form';
import { RecupChuteToggle } from '../features/cart/components/recup-chute-toggle';
import { useCartConnection } from '../features/cart/components/use-cart-connection';
import { asCart } from '../lib/cart';

const CART_HEADING = 'panier-articles';

export const pageHead: PageHeadFn = () => ({ title: 'Mon panier | Arbora' });
export { cartAction as pageAction } from '../features/cart/api/cart-action';

/**
 * `/panier` (public): the shopper's cart. The shell server renders it with the visitor's cart (read
 * from the cart cookie, `useServerCart`), and the browser's first render shows that same cart; then
 * the shared store's (persisted, so it survives a reload), reloaded from the API once. Its forms
 * post to `pageAction` without JavaScript. No pageQueries: the cart is the visitor's.
 */
export default function CartPage() {
  const connection = useCartConnection();
  const serverCart = useServerCart();
  const storeToken = useCart((state) => state.token);
  const storeCart = useCart((state) => state.cart);
  // A professional, as the server rendered the page (the session it read, adopted by the browser
  // before hydrating): the store alone reads logged out while hydrating, and would drop the
  // off-cut recovery the server's HTML shows (a hydration mismatch). The rule the prices follow.
  const isPro = useProPrices();
  const { ready, outage, refused, retrying, retry, change } = connection;
  // A line removed: its « Retirer » went with it, and the focus with it to the page's top. The
  // cart's heading takes it (« 3 articles », or « Votre panier est vide »), where the lines start.
  const [removals, setRemovals] = useState(0);
  useEffect(() => {
    if (removals > 0) (document.getElementById(CART_HEADING) ?? document.getElementById(EMPTY_HEADING))?.focus();
  }, [removals]);
  // Until the browser takes over, the server's cart; then the store's (the server's while the store,
  // which adopted the same token from the cookie, has not reloaded it yet).
  const token = ready ? storeToken : (serverCart?.token ?? null);
  const sameCart = serverCart?.token && serverCart.token === storeToken ? serverCart.cart : null;
  const cart = asCart(ready ? (storeCart ?? sameCart) : (serverCart?.cart ?? null));

  if ((!ready && !serverCart) || (token && !cart && !outage)) {
    return (
      <PageFrame title="Mon panier">
        <Skeleton variant="rect" height="12rem" />
      </PageFrame>
    );
  }

  const banner = (
    <>
      <AddRefusal />
      {outage ? <OutageBanner refused={refused} retrying={retrying} onRetry={() => void retry()} /> : null}
    </>
  );
  const lines = cart?.list ?? [];
  if (!cart || lines.length === 0) {
    return (
      <PageFrame title="Mon panier">
        {banner}
        <EmptyCart />
      </PageFrame>
    );
  }

  const hasProducts = lines.some((line) => line.type === 'product' && !line.is_recup_chute);
  return (
    <PageFrame title="Mon panier">
      {banner}
      <TwoColumns>
        <Panel aria-labelledby={CART_HEADING}>
          <h2 id={CART_HEADING} tabIndex={-1}>
            {cart.total_product} article{cart.total_product > 1 ? 's' : ''}
          </h2>
          <CartLines lines={lines} change={change} onRemoved={() => setRemovals((n) => n + 1)} />
          {isPro && hasProducts ? <RecupChuteToggle on={cart.recup_chute} change={change} /> : null}
        </Panel>
        <Panel aria-labelledby="panier-recapitulatif">
          <h2 id="panier-recapitulatif">Récapitulatif</h2>
          <PromotionForm code={cart.promotion_code} change={change} />
          <CheckoutOrderSummary cart={cart} pendingShipping={t('cart_shipping_next_step')} />
          <Button to="/panier/livraison" fullWidth>
            {t('cart_checkout')}
          </Button>
        </Panel>
      </TwoColumns>
    </PageFrame>
  );
}
