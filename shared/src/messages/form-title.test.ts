import { acceptedFormTitle, refusedFormTitle } from './form-title';

describe('a refused form’s page title', () => {
  it('starts with « Erreur : » (a no-break space before the colon), once', () => {
    expect(refusedFormTitle('Demande de devis | Arbora')).toBe('Erreur\u00a0: Demande de devis | Arbora');
    expect(refusedFormTitle(refusedFormTitle('Demande de devis | Arbora'))).toBe(
      'Erreur\u00a0: Demande de devis | Arbora',
    );
  });

  it('goes back to the page’s own title, and leaves any other title alone', () => {
    expect(acceptedFormTitle('Erreur\u00a0: Demande de devis | Arbora')).toBe('Demande de devis | Arbora');
    expect(acceptedFormTitle('Erreurs fréquentes de pose | Arbora')).toBe('Erreurs fréquentes de pose | Arbora');
  });
});
