import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Tabs } from './tabs';

const tabs = [
  { id: 'description', label: 'Description', content: <p>Lame composite co-extrudée.</p> },
  { id: 'caracteristiques', label: 'Caractéristiques', content: <p>Longueur : 4 m.</p> },
  { id: 'avis', label: 'Avis', content: <p>18 avis clients.</p> },
];

describe('Tabs', () => {
  it('links tabs and panels and shows only the selected panel', async () => {
    const { container } = renderWithTheme(<Tabs tabs={tabs} label="Informations produit" />);
    expect(screen.getByRole('tablist', { name: 'Informations produit' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'Description' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Avis' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Description' });
    expect(first).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('moves and selects with arrows (wrapping), Home and End; Tab goes to the panel', async () => {
    renderWithTheme(<Tabs tabs={tabs} label="Informations produit" />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Avis' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('18 avis clients.');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Avis' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Caractéristiques' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Caractéristiques' })).toHaveFocus();
  });

  it('can be controlled', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Tabs tabs={tabs} label="Infos" selectedId="avis" onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Description' }));
    expect(onChange).toHaveBeenCalledWith('description');
    // the parent did not change selectedId, so the selection stays
    expect(screen.getByRole('tab', { name: 'Avis' })).toHaveAttribute('aria-selected', 'true');
  });
});
