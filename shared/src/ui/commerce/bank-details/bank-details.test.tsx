import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { BankDetails } from './bank-details';

const details = {
  holder: 'Arbora SAS',
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPP',
  amount: '1\u202f234,50\u00a0€',
  reference: 'AR-2026-000123',
};

/** The value printed after the term `label`. */
const valueOf = (label: string) =>
  within(screen.getByLabelText('Coordonnées bancaires')).getByText(label, { selector: 'dt' })
    .nextElementSibling as HTMLElement;

describe('BankDetails', () => {
  it('prints the transfer’s details as a described list, the deadline when known', async () => {
    const { container, rerender } = renderWithTheme(<BankDetails {...details} deadline="15 décembre 2026" />);
    const list = screen.getByLabelText('Coordonnées bancaires');
    expect([...list.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Titulaire',
      'IBAN',
      'BIC',
      'Montant',
      'Référence',
      'À régler avant le',
    ]);
    expect(valueOf('Référence')).toHaveTextContent('AR-2026-000123');
    expect(valueOf('À régler avant le')).toHaveTextContent('15 décembre 2026');
    expect(await axe(container)).toHaveNoViolations();
    rerender(<BankDetails {...details} />);
    expect(within(screen.getByLabelText('Coordonnées bancaires')).queryByText('À régler avant le')).toBeNull();
  });

  it('prints the IBAN in groups of four, each unbreakable, spaced or not as the API gives it', () => {
    const { rerender } = renderWithTheme(<BankDetails {...details} />);
    const iban = valueOf('IBAN');
    // Copied, the groups with their spaces, as banks print them.
    expect(iban.textContent).toBe('FR76 3000 6000 0112 3456 7890 189');
    const groups = [...iban.children];
    expect(groups.map((group) => group.textContent)).toEqual(['FR76', '3000', '6000', '0112', '3456', '7890', '189']);
    for (const group of groups) expect(group).toHaveStyle({ whiteSpace: 'nowrap' });
    rerender(<BankDetails {...details} iban="FR76 3000 6000 0112 3456 7890 189" />);
    expect(valueOf('IBAN').children).toHaveLength(7);
  });
});
