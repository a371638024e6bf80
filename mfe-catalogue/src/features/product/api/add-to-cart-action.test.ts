import { addRefusalText } from './add-to-cart-action';

const stock = (available: number, requested: number) => ({
  status: 400,
  code: 'CART_STOCK_INSUFFICIENT',
  data: { element_id: 7, available, requested },
});

describe('addRefusalText: a stock refusal as the buy box tells it', () => {
  it('nothing of it in the cart yet: the stock figure', () => {
    expect(addRefusalText(stock(3, 5), 5)).toBe('Stock insuffisant pour cet article (quantité disponible\u00a0: 3).');
  });

  it('the cart already holds all the stock: says so, not a bare figure', () => {
    expect(addRefusalText(stock(2, 3), 1)).toBe('Votre panier contient déjà les 2\u00a0exemplaires disponibles.');
    expect(addRefusalText(stock(1, 2), 1)).toBe('Votre panier contient déjà le seul exemplaire disponible.');
  });

  it('some of it in the cart: how many can still be added', () => {
    expect(addRefusalText(stock(5, 8), 5)).toBe(
      'Stock insuffisant\u00a0: 5\u00a0exemplaires disponibles, dont 3 déjà dans votre panier. Vous pouvez en ajouter 2.',
    );
  });

  it('the stock fell under what the cart holds', () => {
    expect(addRefusalText(stock(2, 4), 1)).toBe(
      'Il ne reste que 2\u00a0exemplaires en stock, et votre panier en contient déjà 3.',
    );
  });

  it('another refusal: the generic failure', () => {
    expect(addRefusalText({ status: 400, code: 'VALIDATION_ERROR' }, 1)).not.toMatch(/stock/i);
  });
});
