import type { CartLine } from '@arbora/shared/schemas';
import { useFormActionState } from '@arbora/shared/platform';
import { isInlineCartError, removeFromCart, setRecupChute, updateCartLine } from '@arbora/shared/store';
import { useState } from 'react';
import styled from 'styled-components';
import { lineErrorField, lineErrorText } from '../api/cart-action';
import { CartLineItem } from './cart-line-item';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export interface CartLinesProps {
  lines: CartLine[];
  change: (command: () => Promise<void>) => Promise<boolean>;
  /** A line was removed: the focus, which was on its « Retirer », goes elsewhere. */
  onRemoved?: () => void;
}

/**
 * The lines, each changed one at a time; a refusal (stock) is shown on its line. A quantity
 * change shows at once on its line (optimistic: the line total is unit × quantity); the cart's
 * totals come from the one answer of POST /cart/update, which carries the whole priced cart
 * (no second read), and a refused change puts the line back as the server has it.
 */
export function CartLines({ lines, change, onRemoved }: CartLinesProps) {
  const [busy, setBusy] = useState<number | null>(null);
  const [pending, setPending] = useState<{ id: number; quantity: number } | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});
  // A change refused without JavaScript (the cart page rendered again by its action).
  const refused = useFormActionState();

  const act = async (line: CartLine, command: () => Promise<void>, done?: () => void) => {
    setBusy(line.id);
    setErrors(({ [line.id]: _old, ...rest }) => rest);
    try {
      if (await change(command)) done?.();
    } catch (error) {
      // The cart error policy (shared/store): an inline code is told on its line; any other
      // failure was told by the command's toast, once.
      if (isInlineCartError(error)) setErrors((all) => ({ ...all, [line.id]: lineErrorText(error) }));
    } finally {
      setBusy(null);
      setPending(null);
    }
  };

  return (
    <List aria-label="Articles du panier">
      {lines.map((line) => (
        <CartLineItem
          key={line.id}
          line={line}
          busy={busy === line.id}
          pendingQuantity={pending?.id === line.id ? pending.quantity : undefined}
          error={errors[line.id] ?? refused?.errors[lineErrorField(line.element_id)] ?? null}
          onQuantity={(quantity) => {
            setPending({ id: line.id, quantity });
            void act(line, () => updateCartLine(line.element_id, quantity, 'set'));
          }}
          onRemove={() =>
            void act(
              line,
              () => (line.is_recup_chute ? setRecupChute(false) : removeFromCart(line.element_id)),
              onRemoved,
            )
          }
        />
      ))}
    </List>
  );
}
