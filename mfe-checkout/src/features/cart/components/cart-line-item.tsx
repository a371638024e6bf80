import { useProPrices } from '@arbora/shared/store';
import { ecoParticipationNote, formatShopperPriceBoth, linePrices } from '@arbora/shared/format';
import type { CartLine } from '@arbora/shared/schemas';
import { Button, Link, Picture, visuallyHiddenStyles } from '@arbora/shared/ui';
import { QuantityStepper } from '@arbora/shared/ui/forms';
import { Suspense, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { useVariantAttributes } from '../api/get-variant';

const Item = styled.li`
  display: grid;
  grid-template-columns: 5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  /* a divider separates two lines: none after the last one (the panel's border closes the list) */
  &:last-child {
    border-bottom: none;
    padding-bottom: 0;
  }
  img {
    width: 5rem;
    height: 5rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 6rem minmax(0, 1fr) auto;
    img {
      width: 6rem;
      height: 6rem;
    }
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

/**
 * Phone: quantity and line total on one row, « Retirer » under the quantity, the same on every line
 * (a wrapping flex row put it beside the total or under it depending on the total's width).
 * From md: a column at the line's right.
 */
const Side = styled.form`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  ${({ theme }) => theme.media.md} {
    grid-column: auto;
    display: flex;
    flex-direction: column;
    align-items: flex-end;
  }
`;

/** The line form's default button: Enter in the quantity field posts the typed quantity (no JavaScript). */
const DefaultSubmit = styled.button`
  ${visuallyHiddenStyles}
`;

const Price = styled.p`
  margin: 0;
  justify-self: end;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.heading};
`;

const Remove = styled(Button)`
  grid-column: 1 / -1;
  justify-self: start;
`;

const Free = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.severity.success.background};
  color: ${({ theme }) => theme.color.severity.success.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const LineError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

/** « 1 234 », its thousands apart by a narrow no-break space, as the cart's amounts. */
const count = (n: number) => n.toLocaleString('fr-FR');

/**
 * A typed quantity over the stock is brought down to the stock by the stepper: said, not done
 * silently (the shopper asked for 999 and reads 40).
 */
export const cappedText = (asked: number, stock: number) =>
  `Stock disponible\u00a0: ${count(stock)}. La quantité demandée (${count(asked)}) a été ramenée à ${count(stock)}.`;

/** The API's values sometimes carry their unit already (« 4,80 m »): never print it twice. */
const withUnit = (value: string, unit: string | null) =>
  unit && !value.trim().endsWith(unit) ? `${value}\u00a0${unit}` : value;

/** The variant's attributes (« Couleur : Gris clair »): what tells two lines of one product apart. */
function VariantAttributes({ id }: { id: number }) {
  const attributes = useVariantAttributes(id);
  return attributes.length > 0 ? (
    <ul aria-label="Caractéristiques">
      {attributes.map((a) => (
        <li key={a.technical_name}>
          {a.name}&nbsp;: {withUnit(a.value ?? '', a.unit)}
        </li>
      ))}
    </ul>
  ) : null;
}

export interface CartLineItemProps {
  line: CartLine;
  busy: boolean;
  /** The quantity asked for while the server has not answered yet (shown at once). */
  pendingQuantity?: number | undefined;
  error: string | null;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/**
 * One cart line: image, name, variant attributes, unit price (TTC including the éco-participation,
 * « dont », the shared line rule; HT first, its éco-participation HT, for a professional), quantity (bounded by stock), line total, remove.
 */
export function CartLineItem({ line, busy, pendingQuantity, error, onQuantity, onRemove }: CartLineItemProps) {
  const sample = line.type === 'sample';
  const quantity = pendingQuantity ?? line.quantity;
  const service = line.is_recup_chute;
  const errorId = `ligne-${line.id}-erreur`;
  const cappedId = `ligne-${line.id}-stock`;
  const max = Math.max(line.stock, 1);
  // The quantity typed over the stock (read before the stepper brings it down), while the line is at the stock.
  const [asked, setAsked] = useState<number | null>(null);
  // While the line is sent its controls are disabled, and the browser drops the focus of a disabled
  // control to the page's top: the keyboard's place in the cart was lost at each − / + or typed
  // quantity. The control used (its accessible name, else the field) gets it back once the line is
  // answered, the field if that control is now disabled (+ at the stock).
  const side = useRef<HTMLFormElement>(null);
  const focusBack = useRef<string | null>(null);
  const rememberFocus = () => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || !side.current?.contains(active)) return;
    focusBack.current = active.getAttribute('aria-label') ?? (active.getAttribute('name') === 'quantity' ? '' : null);
  };
  useEffect(() => {
    const label = focusBack.current;
    if (busy || label === null) return;
    focusBack.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    const controls = [...(side.current?.querySelectorAll<HTMLInputElement | HTMLButtonElement>('input, button') ?? [])];
    const field = controls.find((control) => control.name === 'quantity');
    const used = label ? controls.find((control) => control.getAttribute('aria-label') === label) : field;
    if (lost) (used && !used.disabled ? used : field)?.focus();
  }, [busy]);
  const readTyped = (event: SyntheticEvent) => {
    const input = event.target as HTMLInputElement;
    if (input.name !== 'quantity') return;
    const typed = Number.parseInt(input.value, 10);
    if (typed > max) setAsked(typed);
    else if (typed < max) setAsked(null);
  };
  const pro = useProPrices();
  const { unit, total } = linePrices(line, { pro, quantity: pendingQuantity });
  const capped = asked !== null && quantity === max && !error ? cappedText(asked, max) : null;
  // Said as the price it is part of: HT to a professional, TTC to anyone else.
  const eco = ecoParticipationNote({ ht: line.unit_ecotax, ttc: line.unit_ecotax_ttc }, { pro });
  return (
    <Item aria-busy={busy || undefined}>
      {line.cover ? <Picture image={line.cover} sizes="6rem" alt="" /> : <span aria-hidden="true" />}
      <Body>
        <h3>{service ? line.name : <Link to={`/p-${line.slug}`}>{line.name}</Link>}</h3>
        {/* The server waits for them (useVariantAttributes); past its deadline, the line goes without. */}
        {service ? null : (
          <Suspense fallback={null}>
            <VariantAttributes id={line.element_id} />
          </Suspense>
        )}
        {sample ? (
          <p>
            <Free>Échantillon gratuit</Free>
          </p>
        ) : (
          <p>
            Prix unitaire&nbsp;: {formatShopperPriceBoth(unit)}
            {eco ? `, ${eco}` : ''}
          </p>
        )}
        {error ? (
          <LineError id={errorId} role="alert">
            {error}
          </LineError>
        ) : null}
        {capped ? (
          <LineError id={cappedId} role="status">
            {capped}
          </LineError>
        ) : null}
      </Body>
      {/* Without JavaScript the line's buttons post to the cart page's action (`cartAction`),
          guarded by its Origin only like every cart form (shell/server/form-actions/guard.ts). */}
      {/* noValidate: a quantity over the stock (the field's max) is posted, and the cart says the
          stock in French on the line, rather than the browser's bubble in its own language. */}
      <Side
        method="post"
        action="/panier"
        noValidate
        onSubmit={(event) => event.preventDefault()}
        // Before the stepper's own handlers, which bring the typed quantity down to the stock.
        ref={side}
        onBlurCapture={readTyped}
        onKeyDownCapture={(event) => {
          if (event.key === 'Enter') {
            readTyped(event);
            rememberFocus();
          }
        }}
        onClickCapture={rememberFocus}
      >
        <input type="hidden" name="variant" value={line.element_id} />
        {sample || service ? null : (
          <DefaultSubmit type="submit" name="_action" value="quantity" tabIndex={-1}>
            Mettre à jour la quantité
          </DefaultSubmit>
        )}
        {sample || service ? (
          <span>Quantité&nbsp;: {line.quantity}</span>
        ) : (
          <QuantityStepper
            name={line.name}
            quantity={quantity}
            max={max}
            disabled={busy}
            describedBy={error ? errorId : capped ? cappedId : undefined}
            submitName="set_quantity"
            onChange={onQuantity}
          />
        )}
        <Price>{sample ? 'Gratuit' : formatShopperPriceBoth(total)}</Price>
        <Remove
          variant="ghost"
          size="sm"
          type="submit"
          name="_action"
          value={service ? 'recup_off' : 'remove'}
          onClick={onRemove}
          disabled={busy}
          aria-label={`Retirer «\u00a0${line.name}\u00a0» du panier`}
        >
          Retirer
        </Remove>
      </Side>
    </Item>
  );
}
