import { frenchTypography } from './typography';
import { messageText, t } from './translate';
import * as catalogue from './catalogue';

describe('frenchTypography', () => {
  it('curls the apostrophes between letters', () => {
    expect(frenchTypography("La page que vous recherchez n'existe pas.")).toBe(
      'La page que vous recherchez n’existe pas.',
    );
    expect(frenchTypography("Retour à l'accueil")).toBe('Retour à l’accueil');
  });

  it('puts a no-break space before ; : ! ? and inside « »', () => {
    expect(frenchTypography('Stock insuffisant : 2 ; vraiment ? oui !')).toBe(
      'Stock insuffisant\u00a0: 2\u00a0; vraiment\u00a0? oui\u00a0!',
    );
    expect(frenchTypography('Aucun résultat pour « lames ».')).toBe('Aucun résultat pour «\u00a0lames\u00a0».');
  });

  it('keeps a number whole and with its € or %: « 6 000 € » does not break', () => {
    expect(frenchTypography('Le financement est proposé de 150 € à 6 000 €, 20 % de TVA.')).toBe(
      'Le financement est proposé de 150\u00a0€ à 6\u202f000\u00a0€, 20\u00a0% de TVA.',
    );
    expect(frenchTypography('1 250 000 €')).toBe('1\u202f250\u202f000\u00a0€');
    // A phone number, a postcode and a date are not groups of thousands.
    expect(frenchTypography('Tél. 02 40 00 00 00, 44300 Nantes, le 4 décembre 2026')).toBe(
      'Tél. 02 40 00 00 00, 44300 Nantes, le 4 décembre 2026',
    );
  });

  it('leaves a text already typeset as it is', () => {
    const typeset = 'Se rétracter d’un achat\u00a0: «\u00a0ici\u00a0»';
    expect(frenchTypography(typeset)).toBe(typeset);
  });
});

describe('the catalogues, as t hands them out', () => {
  it('typesets the core texts and an area’s, placeholders filled after', () => {
    expect(t('back_to_home')).toBe('Retour à l’accueil');
    expect(t('cart_stock_insufficient', { available: 2 })).toBe(
      'Stock insuffisant pour cet article (quantité disponible\u00a0: 2).',
    );
    expect(catalogue.t('catalogue_added_to_cart', { name: "L'Horizon" })).toBe(
      "«\u00a0L'Horizon\u00a0» a été ajouté à votre panier.",
    );
  });

  it('typesets a message that travels as a key (a toast, a form error), not a ready text', () => {
    expect(messageText('cart_rule_invalid_code')).toBe('Ce code promo n’est pas valide.');
    expect(messageText('catalogue_add_to_cart_failed')).toBe('L’ajout au panier a échoué. Veuillez réessayer.');
    expect(messageText("Un texte prêt n'est pas touché")).toBe("Un texte prêt n'est pas touché");
  });
});
