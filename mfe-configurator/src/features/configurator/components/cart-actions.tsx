import { messageKeyForCode } from '@arbora/shared/api';
import { bus } from '@arbora/shared/bus';
import { t } from '@arbora/shared/messages/configurator';
import { addLinesToCart, isInlineCartError } from '@arbora/shared/store';
import { Button } from '@arbora/shared/ui';
import { Fragment, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { FenceResult } from '../../../lib/fence-engine/types';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

/** The cart's form lays its button out among the others (flex items of `Actions`). */
const CartForm = styled.form`
  display: contents;
`;

/** What needs the page's script (the clipboard, the print dialog): never laid out where scripts do not run. */
const ScriptOnly = styled.span`
  display: contents;
  @media (scripting: none) {
    display: none;
  }
`;

/** In the script's place where scripts do not run: a browser running them never lays it out. */
const NoScriptOnly = styled.span`
  display: none;
  @media (scripting: none) {
    display: contents;
  }
`;

/** The cart page's form action (checkout's contract, docs/remote-team-guide.md « Form actions »). */
export const CART_PAGE = '/panier';

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.severity.error.text};
`;

/**
 * A stock refusal that names its line (the cart takes all lines or none): which line, as the cart
 * page says it for the same form posted without JavaScript; null for any other refusal.
 */
export function refusedLineText(error: unknown, result: FenceResult): string | null {
  const { code, data } = error as { code?: string; data?: { element_id?: unknown; available?: unknown } };
  if (code !== 'CART_STOCK_INSUFFICIENT') return null;
  const index = result.lines.findIndex((line) => line.variant.id === data?.element_id);
  const line = result.lines[index];
  if (!line) return null;
  const available = typeof data?.available === 'number' ? data.available : 0;
  return `Aucun des ${result.lines.length}\u00a0articles n’a été ajouté au panier\u00a0: ligne ${index + 1}, «\u00a0${line.variant.name}\u00a0», ${line.quantity}\u00a0demandés, ${available}\u00a0disponible${available > 1 ? 's' : ''}.`;
}

interface CartActionsProps {
  result: FenceResult;
  /** The share link's search part (`?config=…`), for the quote form and the link to copy. */
  configSearch: string;
  /** The page's path (`/configurateur`): with `configSearch`, the share link. */
  pathname: string;
  quoteKind: 'devis-cloture' | 'devis-portillon';
}

/**
 * « Ajouter au panier » (every line in one request), « Demander un devis », share and print.
 * Without JavaScript (or before it), « Ajouter au panier » posts the lines of the bill of materials
 * on screen to the cart page (`_action=add`, a `variant` and its `quantity` a line); the share
 * link is a plain link in place of the copy button, and printing is the browser's own (no button).
 */
export function CartActions({ result, configSearch, pathname, quoteKind }: CartActionsProps) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const configuration = new URLSearchParams(configSearch).get('config') ?? '';
  // The design and its price (no personal data): the quote form sums both up and sends them.
  const quote = new URLSearchParams({
    configuration,
    ...(result.ok ? { estimation: String(result.totals.ttc) } : {}),
  });

  const addToCart = async (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript, in place: no post, the page stays.
    event.preventDefault();
    if (sending || !result.ok) return;
    setSending(true);
    setError(null);
    try {
      await addLinesToCart(result.lines.map((line) => ({ variantId: line.variant.id, quantity: line.quantity })));
      bus.emit('toast:show', { message: { text: t('configurator_added_to_cart') }, severity: 'success' });
    } catch (caught) {
      // A refusal (stock, …) is told next to the button, in French; nothing is added. Other
      // failures were told by the command's toast (the cart error policy, shared/store).
      const code = (caught as { code?: string }).code;
      if (isInlineCartError(caught))
        setError(refusedLineText(caught, result) ?? t(code ? messageKeyForCode(code) : 'default_form_error_message'));
    } finally {
      setSending(false);
    }
  };

  const share = async () => {
    const link = `${window.location.origin}${window.location.pathname}${configSearch}`;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      window.prompt('Lien de votre configuration', link);
    }
  };

  return (
    <>
      <Actions>
        <CartForm
          method="post"
          action={CART_PAGE}
          aria-label="Ajouter la clôture au panier"
          onSubmit={(event) => void addToCart(event)}
        >
          <input type="hidden" name="_action" value="add" />
          {result.lines.map((line, index) => (
            <Fragment key={index}>
              <input type="hidden" name="variant" value={line.variant.id} />
              <input type="hidden" name="quantity" value={line.quantity} />
            </Fragment>
          ))}
          <Button type="submit" disabled={!result.ok || sending} aria-busy={sending}>
            Ajouter au panier
          </Button>
        </CartForm>
        <Button variant="secondary" to={`/devis/${quoteKind}?${quote}`}>
          Demander un devis
        </Button>
        <ScriptOnly>
          <Button type="button" variant="secondary" onClick={share}>
            {copied ? 'Lien copié' : 'Copier le lien de partage'}
          </Button>
          <Button type="button" variant="secondary" onClick={() => window.print()}>
            Imprimer le récapitulatif
          </Button>
        </ScriptOnly>
        <NoScriptOnly>
          <Button variant="secondary" to={`${pathname}${configSearch}`}>
            Lien de partage de cette configuration
          </Button>
        </NoScriptOnly>
      </Actions>
      <div aria-live="polite">{error && <Status role="alert">{error}</Status>}</div>
    </>
  );
}
