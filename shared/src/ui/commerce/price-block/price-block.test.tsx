import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { moneyFromWire } from '../../../format';
import { renderWithTheme } from '../../testing/render-with-theme';
import { PriceBlock } from './price-block';

// U+202F between thousands, U+00A0 before € and before the tax label (exact strings).
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('PriceBlock', () => {
  it('shows TTC large, HT small and the éco-participation line from wire integers', async () => {
    const { container } = renderWithTheme(
      <PriceBlock
        ttc={moneyFromWire(12_345_600)}
        ht={moneyFromWire(10_288_000)}
        ecoParticipation={moneyFromWire(5_000)}
        size="lg"
      />,
    );
    const paragraphs = Array.from(container.querySelectorAll('p')).map((p) => p.textContent);
    expect(paragraphs).toEqual([
      `1${NNBSP}234,56${NBSP}€${NBSP}TTC`,
      `soit 1${NNBSP}028,80${NBSP}€${NBSP}HT`,
      `dont éco-participation${NBSP}: 0,50${NBSP}€`,
    ]);
    expect(container.querySelector('p')).toHaveStyle({ fontSize: '1.953rem' });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('puts HT first for professionals, with « À partir de », a unit and no zero éco-participation', () => {
    const { container } = renderWithTheme(
      <PriceBlock
        ttc={moneyFromWire(598_800)}
        ht={moneyFromWire(499_000)}
        ecoParticipation={moneyFromWire(0)}
        emphasis="HT"
        from
        unit="m²"
      />,
    );
    expect(screen.getByText('À partir de')).toBeInTheDocument();
    const paragraphs = Array.from(container.querySelectorAll('p')).map((p) => p.textContent);
    expect(paragraphs).toEqual([
      `49,90${NBSP}€${NBSP}HT${NBSP}/${NBSP}m²`,
      `soit 59,88${NBSP}€${NBSP}TTC${NBSP}/${NBSP}m²`,
    ]);
  });

  it('strikes the previous price through and names it for screen readers', async () => {
    const { container } = renderWithTheme(
      <PriceBlock ttc={moneyFromWire(799_000)} previousTtc={moneyFromWire(999_000)} />,
    );
    const previous = container.querySelector('del');
    expect(previous?.textContent).toBe(`Prix initial : 99,90${NBSP}€`);
    expect(await axe(container)).toHaveNoViolations();
  });
});
