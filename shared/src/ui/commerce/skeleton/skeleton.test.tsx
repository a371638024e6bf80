import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Skeleton } from './skeleton';

function styleText(): string {
  return Array.from(document.querySelectorAll('style'))
    .map((s) => s.textContent ?? '')
    .join('\n');
}

describe('Skeleton', () => {
  it('is hidden from assistive technologies and sized by its props', async () => {
    const { container } = renderWithTheme(
      <div aria-busy="true" aria-label="Chargement des produits" role="region">
        <Skeleton variant="rect" width="20rem" height="12rem" />
        <Skeleton variant="circle" />
        <Skeleton lines={3} />
      </div>,
    );
    const shapes = container.querySelectorAll('[data-skeleton]');
    expect(shapes).toHaveLength(3);
    shapes.forEach((shape) => expect(shape).toHaveAttribute('aria-hidden', 'true'));
    expect(shapes[0]).toHaveStyle({ width: '20rem', height: '12rem' });
    expect(shapes[1]).toHaveStyle({ width: '3rem', height: '3rem', borderRadius: '50%' });
    expect(shapes[2]?.children).toHaveLength(3);
    expect(shapes[2]?.lastElementChild).toHaveStyle({ width: '60%' });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('stops its shimmer when the shopper prefers reduced motion', () => {
    renderWithTheme(<Skeleton />);
    expect(styleText()).toMatch(/@media \(prefers-reduced-motion: reduce\)\{[^}]*animation:none/);
  });
});
