import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { ProOrderSummary } from './pro-order-summary';

/** A professional's cart as the API prices it (SPEC 3), HT and TTC amounts. */
const line = { is_recup_chute: false, total_ht: 665000, total_ttc: 798000, total_ecotax: 2000, total_ecotax_ttc: 2400 };
const discount = { name: 'BIENVENUE10', amount: 66700, amount_ttc: 80040 };
const cart = {
  list: [line],
  shipping: 0,
  shipping_ttc: 0,
  remise: [discount],
  total: 600300,
  tva: 120060,
  total_ttc: 720360,
  total_ecotax: 2000,
  total_ecotax_ttc: 2400,
  carriers: [{ name: 'Retrait en magasin', selected: true }],
};

describe('ProOrderSummary', () => {
  it('reads the lines HT, then « Total HT », the VAT and « Total TTC »', async () => {
    const { container } = renderWithTheme(<ProOrderSummary cart={cart} />);
    const list = container.querySelector('dl[aria-label="Récapitulatif des montants"]') as HTMLElement;
    const text = (kind: string) => list.querySelector(`[data-summary-line="${kind}"]`)?.textContent;
    expect(text('products')).toBe('Articlesdont éco-participation\u00a0: 0,20\u00a0€\u00a0HT66,70\u00a0€\u00a0HT');
    expect(text('shipping')).toBe('Livraison (Retrait en magasin)Offerte');
    expect(text('discount')).toBe('Remise BIENVENUE10−\u00a06,67\u00a0€\u00a0HT');
    expect(text('total_ht')).toBe('Total HT60,03\u00a0€');
    expect(text('vat')).toBe('TVA (20\u00a0%)12,01\u00a0€');
    expect(text('total')).toBe('Total TTC72,04\u00a0€');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says the delivery is chosen at the next step before a carrier is chosen', () => {
    const pending = { ...cart, carriers: [{ name: 'Colis', selected: false }] };
    const { container } = renderWithTheme(<ProOrderSummary cart={pending} pendingShipping="À l’étape suivante" />);
    expect(container.querySelector('[data-summary-line="shipping"] dd')?.textContent).toBe('À l’étape suivante');
  });
});
