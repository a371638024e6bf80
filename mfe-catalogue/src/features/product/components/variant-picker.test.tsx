import type { ProductVariant } from '@arbora/shared/schemas';
import { renderPage } from '@arbora/shared/testing';
import { configure, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { choiceTarget, optionState, selectionOf, variantAxes } from '../lib/variant-axes';
import { pickerVariant } from '../../../testing/variants';
import { VariantPicker } from './variant-picker';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);
expect.extend(toHaveNoViolations);

const variant = (id: number, couleur: string, longueur: string, stock = 10) =>
  pickerVariant(id, couleur, longueur, stock, id === 1);

// Teck in 2,40 m and 3,60 m; Gris only in 2,40 m, out of stock.
const variants = [variant(1, 'Teck', '2,40 m'), variant(2, 'Teck', '3,60 m'), variant(3, 'Gris', '2,40 m', 0)];
const axes = variantAxes(variants);

function renderPicker(current: ProductVariant, onChoose = jest.fn()) {
  const selection = selectionOf(current, axes);
  const view = renderPage(
    <VariantPicker
      axes={axes}
      selection={selection}
      stateOf={(axis, value) => optionState(variants, axes, selection, axis, value)}
      targetOf={(axis, value) => choiceTarget(variants, axes, selection, axis, value)}
      hrefOf={(target) => `/p-lame?variante=${target.id}`}
      onChoose={onChoose}
    />,
  );
  return { ...view, onChoose };
}

describe('VariantPicker', () => {
  it('each option is a link to the variant it leads to, the chosen one current', async () => {
    const { container } = renderPicker(variants[1]!); // Teck 3,60 m
    const teck = await screen.findByRole('link', { name: 'Teck' });
    expect(teck).toHaveAttribute('href', '/p-lame?variante=2');
    expect(teck).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: '2,40 m' })).toHaveAttribute('href', '/p-lame?variante=1');
    expect(screen.getByRole('link', { name: '2,40 m' })).not.toHaveAttribute('aria-current');
    // Gris 3,60 m is not sold: struck through, said to screen readers, and a link to Gris 2,40 m.
    const gris = screen.getByRole('link', { name: 'Gris (indisponible avec les autres choix)' });
    expect(gris).toHaveAttribute('href', '/p-lame?variante=3');
    expect(gris).toHaveStyle({ textDecoration: 'line-through' });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    // « Couleur : Teck »: the colon held to its word by a no-break space.
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Couleur\u00a0: Teck',
      'Longueur\u00a0: 3,60 m',
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says « épuisé » in the option’s name, and keeps a 44 px target', async () => {
    renderPicker(variants[0]!); // Teck 2,40 m
    const gris = await screen.findByRole('link', { name: 'Gris (épuisé)' });
    expect(gris).toHaveAttribute('href', '/p-lame?variante=3');
    expect(gris).toHaveStyle({ minHeight: '2.75rem', minWidth: '2.75rem' });
  });

  it('a click is handled in place: the variant it leads to, no navigation', async () => {
    const { onChoose } = renderPicker(variants[1]!);
    const gris = await screen.findByRole('link', { name: /^Gris/ });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(gris, click);
    expect(click.defaultPrevented).toBe(true);
    expect(onChoose).toHaveBeenCalledWith(variants[2]);
  });

  it('a click asking for another tab stays the link’s', async () => {
    const { onChoose } = renderPicker(variants[1]!);
    const link = await screen.findByRole('link', { name: '2,40 m' });
    // What the page left of the click when it reaches the document (then jsdom is kept from navigating).
    let prevented: boolean | null = null;
    document.addEventListener(
      'click',
      (event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    fireEvent.click(link, { button: 0, ctrlKey: true });
    expect(prevented).toBe(false);
    expect(onChoose).not.toHaveBeenCalled();
    await userEvent.click(link);
    expect(onChoose).toHaveBeenCalledWith(variants[0]);
  });
});
