import { within } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { SummarySource } from '../../../format';
import { renderWithTheme } from '../../testing/render-with-theme';
import { OrderSummary } from './order-summary';

/** The cents a printed amount shows: « 1 092,97 € » → 109297, « − 11,77 € » → -1177. */
const printedCents = (text: string) => (/^\s*[−-]/.test(text) ? -1 : 1) * Number(text.replace(/[^\d]/g, ''));

/** A small seeded PRNG (mulberry32): the same carts on every run. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    int,
    chance: (p: number) => next() < p,
    pick: <T,>(list: readonly T[]) => list[int(0, list.length - 1)] as T,
  };
}

const cents = (n: number) => n * 100;

/** A cart as the API prices it (SPEC 3 contract, TTC amounts in whole cents). */
function randomCart(seed: number): SummarySource {
  const r = rng(seed);
  const list = Array.from({ length: r.int(1, 6) }, () => {
    const quantity = r.int(1, 30);
    return {
      is_recup_chute: false,
      total_ttc: cents(r.int(1, 300_000)) * quantity,
      total_ecotax_ttc: (r.chance(0.6) ? cents(r.int(0, 600)) : 0) * quantity,
    };
  });
  if (r.chance(0.3)) list.push({ is_recup_chute: true, total_ttc: cents(3000), total_ecotax_ttc: 0 });
  const carrierChosen = r.chance(0.8);
  const shippingTtc = carrierChosen ? cents(r.pick([0, 990, 1490, 5990, 18040])) : 0;
  const goods = list.reduce((s, l) => s + l.total_ttc + l.total_ecotax_ttc, 0);
  const remise = r.chance(0.5) ? [{ name: 'BIENVENUE10', amount_ttc: cents(r.int(1, Math.max(1, goods / 2000))) }] : [];
  const totalTtc = goods + shippingTtc - remise.reduce((s, d) => s + d.amount_ttc, 0);
  return {
    list,
    shipping_ttc: shippingTtc,
    remise,
    total_ttc: totalTtc,
    total_ecotax_ttc: list.reduce((s, l) => s + l.total_ecotax_ttc, 0),
    tva: cents(Math.round(totalTtc / 600)),
    carriers: [{ name: 'Livraison sur palette', selected: carrierChosen }],
  };
}

describe('OrderSummary', () => {
  it('shows the BIENVENUE10 cart of issue 35 in one basis: the lines add up to the total', async () => {
    const { container } = renderWithTheme(
      <OrderSummary
        cart={{
          list: [{ is_recup_chute: false, total_ttc: 1_177_000, total_ecotax_ttc: 9_800 }],
          shipping_ttc: 0,
          remise: [{ name: 'BIENVENUE10', amount_ttc: 117_700 }],
          total_ttc: 1_069_100,
          total_ecotax_ttc: 9_800,
          tva: 178_183,
          carriers: [{ name: 'Retrait en magasin', selected: true }],
        }}
      />,
    );
    const list = container.querySelector('dl[aria-label="Récapitulatif des montants"]') as HTMLElement;
    const text = (kind: string) => list.querySelector(`[data-summary-line="${kind}"]`)?.textContent;
    expect(text('products')).toBe('Articlesdont éco-participation\u00a0: 0,98\u00a0€118,68\u00a0€');
    expect(text('shipping')).toBe('Livraison (Retrait en magasin)Offerte');
    expect(text('discount')).toBe('Remise BIENVENUE10−\u00a011,77\u00a0€');
    expect(text('total')).toBe('Total TTCdont TVA (20\u00a0%)\u00a0: 17,82\u00a0€106,91\u00a0€');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says the delivery is chosen at the next step before a carrier is chosen', () => {
    const cart = { ...randomCart(1), shipping_ttc: 0, carriers: [{ name: 'Colis', selected: false }] };
    const { container } = renderWithTheme(<OrderSummary cart={cart} pendingShipping="À l’étape suivante" />);
    expect(container.querySelector('[data-summary-line="shipping"] dd')?.textContent).toBe('À l’étape suivante');
  });

  it.each(Array.from({ length: 60 }, (_, i) => i + 1))(
    'random cart %i: the amounts shown add up to the total shown',
    (seed) => {
      const { container } = renderWithTheme(<OrderSummary cart={randomCart(seed)} />);
      const amounts = [...container.querySelectorAll('[data-summary-line]:not([data-summary-line="total"]) dd')]
        .map((dd) => dd.textContent ?? '')
        .filter((t) => /\d/.test(t) || t === 'Offerte')
        .map((t) => (t === 'Offerte' ? 0 : printedCents(t)));
      const total = container.querySelector('[data-summary-line="total"] dd') as HTMLElement;
      expect(amounts.reduce((s, c) => s + c, 0)).toBe(printedCents(within(total).getByText(/€/).textContent ?? ''));
    },
  );
});
