import { addToCart, isInlineCartError } from '@arbora/shared/store';
import { Button } from '@arbora/shared/ui';
import { useState, type FormEvent } from 'react';

/** The cart page, whose action adds a product posted from another page (checkout's `_action=add`). */
const CART_PATH = '/panier';

/**
 * Adds the product's default variant through the shared cart store (the shell's badge follows).
 * Before or without JavaScript the same button posts its form to the cart page's action
 * (`_action=add`, docs/remote-team-guide.md), which adds it and shows the cart.
 */
export function AddToCartButton({ variantId, productName }: { variantId: number; productName: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setState('busy');
    try {
      await addToCart(variantId, 1);
      setState('done');
    } catch (error) {
      // The cart error policy (shared/store): other failures were told by the command's toast.
      setState(isInlineCartError(error) ? 'failed' : 'idle');
    }
  };
  return (
    <form method="post" action={CART_PATH} onSubmit={(event) => void onSubmit(event)}>
      <input type="hidden" name="_action" value="add" />
      <input type="hidden" name="variant" value={variantId} />
      <Button
        type="submit"
        size="sm"
        fullWidth
        disabled={state === 'busy'}
        aria-label={`Ajouter «\u00a0${productName}\u00a0» au panier`}
      >
        {state === 'busy' ? 'Ajout…' : 'Ajouter au panier'}
      </Button>
      <span role="status">{state === 'done' ? 'Ajouté au panier' : state === 'failed' ? 'L’ajout a échoué' : ''}</span>
    </form>
  );
}
