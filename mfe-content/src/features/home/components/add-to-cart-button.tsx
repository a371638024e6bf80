import { addToCart, isInlineCartError } from '@arbora/shared/store';
import { Button } from '@arbora/shared/ui';
import { useState } from 'react';

/** Adds the product's default variant through the shared cart store (the shell's badge follows). */
export function AddToCartButton({ variantId, productName }: { variantId: number; productName: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  const onClick = async () => {
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
    <>
      <Button
        type="button"
        size="sm"
        fullWidth
        onClick={onClick}
        disabled={state === 'busy'}
        aria-label={`Ajouter « ${productName} » au panier`}
      >
        {state === 'busy' ? 'Ajout…' : 'Ajouter au panier'}
      </Button>
      <span role="status">{state === 'done' ? 'Ajouté au panier' : state === 'failed' ? 'L’ajout a échoué' : ''}</span>
    </>
  );
}
