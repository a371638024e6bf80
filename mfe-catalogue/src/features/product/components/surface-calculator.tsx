import { CART_LINE_MAX_QUANTITY } from '@arbora/shared/format';
import { Button, VisuallyHidden } from '@arbora/shared/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { boardsFor, formatSquareMetres, readSurface, SURFACE_MAX_M2, type BoardCoverage } from '../lib/board-coverage';

/** The query parameter of the surface: not personal data, so a GET form may carry it. */
export const SURFACE_PARAM = 'surface';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
  }
`;

const SurfaceForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  label {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
  /* With the script the count follows what is typed: « Calculer » is the page's answer without it. */
  @media (scripting: enabled) {
    button[type='submit'] {
      display: none;
    }
  }
`;

/** « [ 20 ] m² [Calculer] »: the unit right after the field, the button beside them when it fits. */
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Input = styled.input<{ $invalid: boolean }>`
  width: 9ch;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: ${({ $invalid }) => ($invalid ? '2px' : '1px')} solid
    ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus-visible {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.danger};
`;

const Result = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const boards = (n: number) => `${n}\u00a0lame${n > 1 ? 's' : ''}`;
const mm = (n: number) => `${n}\u00a0mm`;
/** « 2,40 m », as the API writes a length. */
const metres = (n: number) => `${(n / 1000).toFixed(2).replace('.', ',')}\u00a0m`;

export interface SurfaceCalculatorProps {
  coverage: BoardCoverage;
  /** What the surface field holds (the page keeps it, so choosing another length keeps it too). */
  surface: string;
  onSurfaceChange: (surface: string) => void;
  /** The page's own path: the GET form comes back to it with `?surface=` (and the variant). */
  action: string;
  variantId: number | null;
  /** The variant parameter's name and value to keep in the GET form. */
  variantParam: string;
  /** The largest quantity the cart takes of this variant (the buy box's: stock and line maximum). */
  max: number;
  orderable: boolean;
  busy: boolean;
  /** With the script: the buy box's addition (its drawer confirms). Without it the form posts. */
  onAdd: (quantity: number) => void;
}

/**
 * « Votre surface : [ 20 ] m² → 62 lames (dont 10 % de chutes) » and « Ajouter 62 lames au panier ».
 * Rendered on the server from `?surface=` (the GET form's answer without JavaScript), computed as
 * the shopper types with it; the addition posts to the product page's action like the buy box's.
 */
export function SurfaceCalculator({
  coverage,
  surface,
  onSurfaceChange,
  action,
  variantId,
  variantParam,
  max,
  orderable,
  busy,
  onAdd,
}: SurfaceCalculatorProps) {
  const headingId = useId();
  const fieldId = useId();
  const errorId = useId();
  const reading = readSurface(surface);
  const error =
    reading.kind === 'invalid'
      ? 'Indiquez votre surface en m², par exemple 20 ou 12,5.'
      : reading.kind === 'too-large'
        ? `Indiquez une surface de ${formatSquareMetres(SURFACE_MAX_M2)} au plus\u00a0; au-delà, demandez-nous un devis.`
        : null;
  const needed = reading.kind === 'ok' ? boardsFor(reading.hundredths, coverage) : null;
  const quantity = needed === null ? null : Math.min(needed, Math.max(1, max));
  const noun = coverage.kind === 'decking' ? 'votre terrasse' : 'votre façade';
  const width =
    coverage.jointMm > 0
      ? `${mm(coverage.widthMm)} de large et ${mm(coverage.jointMm)} de joint`
      : `${mm(coverage.widthMm)} de large, lames emboîtées`;

  return (
    <Section aria-labelledby={headingId} data-testid="surface-calculator">
      <h2 id={headingId}>Combien de lames pour {noun}&nbsp;?</h2>
      <SurfaceForm method="get" action={action} onSubmit={(event) => event.preventDefault()}>
        {variantId !== null ? <input type="hidden" name={variantParam} value={variantId} /> : null}
        <label htmlFor={fieldId}>
          Votre surface<VisuallyHidden> en m²</VisuallyHidden>
        </label>
        <Row>
          <Input
            id={fieldId}
            type="text"
            name={SURFACE_PARAM}
            inputMode="decimal"
            autoComplete="off"
            value={surface}
            onChange={(event) => onSurfaceChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            $invalid={error !== null}
          />
          <span aria-hidden="true">m²</span>
          <Button type="submit" variant="secondary">
            Calculer
          </Button>
        </Row>
        {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
      </SurfaceForm>
      <div role="status" data-testid="surface-result">
        {reading.kind === 'ok' && needed !== null ? (
          <Result>
            <span aria-hidden="true">→ </span>
            <strong>{boards(needed)}</strong> pour {formatSquareMetres(reading.hundredths / 100)} (dont{' '}
            {coverage.wastePercent}&nbsp;% de chutes)
          </Result>
        ) : null}
      </div>
      <Muted>
        Une lame de {metres(coverage.lengthMm)} couvre {formatSquareMetres(coverage.areaMm2 / 1_000_000)} ({width}).
        Nous ajoutons {coverage.wastePercent}&nbsp;% à la surface pour les coupes et les chutes, puis arrondissons à la
        lame supérieure.
      </Muted>
      {quantity !== null && needed !== null && orderable ? (
        // Without JavaScript: the product page's action (addToCartAction), as the buy box's form.
        <form
          method="post"
          onSubmit={(event) => {
            event.preventDefault();
            onAdd(quantity);
          }}
        >
          <input type="hidden" name="variant" value={variantId ?? ''} />
          <input type="hidden" name="quantity" value={quantity} />
          <Button type="submit" loading={busy} data-testid="surface-add">
            Ajouter {boards(quantity)} au panier
          </Button>
          {quantity < needed ? (
            <Muted>
              {max < CART_LINE_MAX_QUANTITY
                ? `Le stock permet d’en ajouter ${quantity} au plus\u00a0: demandez-nous un devis pour le reste.`
                : `Une ligne du panier compte ${CART_LINE_MAX_QUANTITY} lames au plus\u00a0: demandez-nous un devis pour une telle surface.`}
            </Muted>
          ) : null}
        </form>
      ) : null}
    </Section>
  );
}
