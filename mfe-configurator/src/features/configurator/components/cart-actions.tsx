import { messageKeyForCode } from '@arbora/shared/api';
import { bus } from '@arbora/shared/bus';
import { t } from '@arbora/shared/messages/configurator';
import { addLinesToCart, isInlineCartError } from '@arbora/shared/store';
import { Button } from '@arbora/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import type { FenceResult } from '../../../lib/fence-engine/types';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.severity.error.text};
`;

interface CartActionsProps {
  result: FenceResult;
  /** The share link's search part (`?config=…`), for the quote form and the link to copy. */
  configSearch: string;
  quoteKind: 'devis-cloture' | 'devis-portillon';
}

/** « Ajouter au panier » (every line in one request), « Demander un devis », share and print. */
export function CartActions({ result, configSearch, quoteKind }: CartActionsProps) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const configuration = new URLSearchParams(configSearch).get('config') ?? '';
  // The design and its price (no personal data): the quote form sums both up and sends them.
  const quote = new URLSearchParams({
    configuration,
    ...(result.ok ? { estimation: String(result.totals.ttc) } : {}),
  });

  const addToCart = async () => {
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      await addLinesToCart(result.lines.map((line) => ({ variantId: line.variant.id, quantity: line.quantity })));
      bus.emit('toast:show', { message: { text: t('configurator_added_to_cart') }, severity: 'success' });
    } catch (caught) {
      // A refusal (stock, …) is told next to the button, in French; nothing is added. Other
      // failures were told by the command's toast (the cart error policy, shared/store).
      const code = (caught as { code?: string }).code;
      if (isInlineCartError(caught)) setError(t(code ? messageKeyForCode(code) : 'default_form_error_message'));
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
        <Button type="button" onClick={addToCart} disabled={!result.ok || sending} aria-busy={sending}>
          Ajouter au panier
        </Button>
        <Button variant="secondary" to={`/devis/${quoteKind}?${quote}`}>
          Demander un devis
        </Button>
        <Button type="button" variant="secondary" onClick={share}>
          {copied ? 'Lien copié' : 'Copier le lien de partage'}
        </Button>
        <Button type="button" variant="secondary" onClick={() => window.print()}>
          Imprimer le récapitulatif
        </Button>
      </Actions>
      <div aria-live="polite">{error && <Status role="alert">{error}</Status>}</div>
    </>
  );
}
