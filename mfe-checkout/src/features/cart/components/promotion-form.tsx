import { isHttpError } from '@arbora/shared/errors';
import { t } from '@arbora/shared/messages/checkout';
import { useFormActionState } from '@arbora/shared/platform';
import { applyPromotion, removePromotion } from '@arbora/shared/store';
import { Button } from '@arbora/shared/ui';
import { TextField } from '@arbora/shared/ui/forms';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorText, INLINE_CODES } from '../../../lib/cart';

/**
 * The field's label, input and message become this grid's rows (the field's frame is
 * `display: contents`), so « Appliquer » sits beside the input itself, not beside the room the
 * field keeps under it for a message; the message spans the whole row under both.
 */
const Row = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
  > :first-child {
    display: contents;
  }
  > :first-child > * {
    grid-column: 1 / -1;
  }
  > :first-child > input {
    grid-column: 1;
  }
  > button {
    grid-column: 2;
    grid-row: 2;
  }
`;

const Applied = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  justify-content: space-between;
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.severity.success.text};
  }
`;

export interface PromotionFormProps {
  code: string | null;
  /** The page's guard: an outage refuses the change with its own message. */
  change: (command: () => Promise<void>) => Promise<boolean>;
}

/**
 * Adds or removes the promotion code; a refused code shows its CART_RULE_* message under the field.
 * Without JavaScript both forms post to the cart page's action (`cartAction`), which renders the
 * page again with the refusal and the typed code; no `<FormToken />`: a cart form is guarded by its
 * Origin only (shell/server/form-actions/guard.ts).
 */
export function PromotionForm({ code, change }: PromotionFormProps) {
  const refused = useFormActionState();
  const typed = refused?.values.code;
  const [value, setValue] = useState(typeof typed === 'string' ? typed : '');
  const [error, setError] = useState<string | null>(refused?.errors.code ?? null);
  const [busy, setBusy] = useState(false);
  // Applying a code swaps the field for « Retirer le code », and removing it swaps them back: the
  // button pressed goes, and the focus would fall to the page's top. It goes to what took its place.
  const field = useRef<HTMLInputElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const swapped = useRef(false);
  useEffect(() => {
    if (!swapped.current) return;
    swapped.current = false;
    (code ? removeButton : field).current?.focus();
  }, [code]);

  const run = async (command: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    swapped.current = true;
    try {
      if (await change(command)) setValue('');
      else swapped.current = false;
    } catch (failure) {
      swapped.current = false;
      setError(isHttpError(failure) ? errorText(failure) : t('default_form_error_message'));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (!typed) return setError(t('field_required'));
    void run(() => applyPromotion(typed, { silentCodes: INLINE_CODES }));
  };

  if (code) {
    return (
      <Applied method="post" action="/panier" onSubmit={(event) => event.preventDefault()}>
        <p role="status">{t('cart_promotion_applied', { code })}</p>
        <Button
          ref={removeButton}
          variant="ghost"
          size="sm"
          type="submit"
          name="_action"
          value="promotion_remove"
          loading={busy}
          onClick={() => void run(() => removePromotion())}
        >
          Retirer le code
        </Button>
      </Applied>
    );
  }
  return (
    <Row method="post" action="/panier" onSubmit={submit} noValidate aria-label="Code promo">
      <TextField
        ref={field}
        label="Code promo"
        name="code"
        autoComplete="off"
        autoCapitalize="characters"
        value={value}
        error={error ?? undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" name="_action" value="promotion" variant="secondary" loading={busy}>
        Appliquer
      </Button>
    </Row>
  );
}
