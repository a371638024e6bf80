import { frenchTypography } from './french-typography';

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

  it('leaves a text already typeset as it is', () => {
    const typeset = 'Se rétracter d’un achat\u00a0: «\u00a0ici\u00a0»';
    expect(frenchTypography(typeset)).toBe(typeset);
  });
});
