import { axe } from 'jest-axe';
import type { OrderAddress } from '@arbora/shared/schemas';
import { renderWithTheme } from '../../testing/render-with-theme';
import { PostalAddress } from './postal-address';

const address: OrderAddress = {
  civility: 'Mme',
  firstname: 'Jeanne',
  lastname: 'Martin',
  company: 'Jardins de l’Erdre',
  street: '12 quai de la Fosse',
  street_complement: 'Bâtiment B',
  postcode: '44000',
  city: 'Nantes',
  country: 'FR',
  phone: '0240000000',
};

/** The address's printed lines, one per `<br>`. */
function lines(element: HTMLElement): string[] {
  return element.innerHTML.split('<br>').map((part) => part.replace(/<[^>]+>/g, '').trim());
}

describe('PostalAddress', () => {
  it('prints the name with its civility, the company, the street, the town and the phone in pairs', async () => {
    const { container } = renderWithTheme(<PostalAddress address={address} />);
    const printed = container.querySelector('address') as HTMLElement;
    expect(lines(printed)).toEqual([
      'Mme Jeanne Martin',
      'Jardins de l’Erdre',
      '12 quai de la Fosse',
      'Bâtiment B',
      '44000 Nantes',
      'Tél. 02 40 00 00 00',
    ]);
    expect(getComputedStyle(printed).fontStyle).toBe('normal');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('leaves out the lines not given: no civility, company, complement nor phone', () => {
    const bare = { ...address, civility: null, company: '', street_complement: '', phone: '' };
    const { container } = renderWithTheme(<PostalAddress address={bare} />);
    expect(lines(container.querySelector('address') as HTMLElement)).toEqual([
      'Jeanne Martin',
      '12 quai de la Fosse',
      '44000 Nantes',
    ]);
  });
});
