import { promotionRefusalText } from './index';

describe('promotionRefusalText', () => {
  it('names the minimum a code asks for, in euros', () => {
    expect(
      promotionRefusalText({
        code: 'CART_RULE_INVALID_CART',
        data: { reason: 'minimum', min_subtotal_ttc: 1_000_000 },
      }),
    ).toBe('Ce code promo s’applique dès 100,00\u00a0€ d’achat de produits (hors livraison).');
  });

  it('says a once-per-customer code was already used, and that samples take no code', () => {
    expect(promotionRefusalText({ code: 'CART_RULE_INVALID_CART', data: { reason: 'already_used' } })).toBe(
      'Vous avez déjà utilisé ce code promo lors d’une précédente commande. Il n’est valable qu’une fois.',
    );
    expect(promotionRefusalText({ code: 'CART_RULE_INVALID_CART', data: { reason: 'no_products' } })).toBe(
      'Ce code promo s’applique aux produits, pas aux échantillons.',
    );
  });

  it('gives a code’s dates in French', () => {
    expect(
      promotionRefusalText({
        code: 'CART_RULE_INVALID_DATE',
        data: { starts_at: '2099-12-01T00:00:00.000Z', ends_at: '2099-12-25T22:59:59.000Z' },
      }),
    ).toBe('Ce code promo est valable du 1er\u00a0décembre 2099 au 25\u00a0décembre 2099.');
  });

  it('null without a reason it knows, so the caller says the SPEC 8 message', () => {
    expect(promotionRefusalText({ code: 'CART_RULE_INVALID_CART' })).toBeNull();
    expect(promotionRefusalText({ code: 'CART_RULE_INVALID_CART', data: { reason: 'other' } })).toBeNull();
    expect(promotionRefusalText({ code: 'CART_RULE_INVALID_CART', data: { reason: 'minimum' } })).toBeNull();
    expect(promotionRefusalText({ code: 'CART_RULE_INVALID_DATE', data: null })).toBeNull();
    expect(promotionRefusalText({ code: 'CART_RULE_INVALID_CODE', data: { reason: 'minimum' } })).toBeNull();
  });
});
