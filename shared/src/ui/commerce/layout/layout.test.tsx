import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Container } from './container';
import { Stack } from './stack';

describe('Container', () => {
  it('caps the width with the theme token and renders the requested element', async () => {
    const { container } = renderWithTheme(
      <Container as="main" width="narrow">
        <p>Contenu</p>
      </Container>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveStyle({ maxWidth: '48rem' });
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('Stack', () => {
  it('lays out children with a spacing token and keeps list semantics', async () => {
    const { container } = renderWithTheme(
      <Stack as="ul" direction="row" gap="lg" align="center" wrap>
        <li>Lames</li>
        <li>Clôtures</li>
      </Stack>,
    );
    const list = screen.getByRole('list');
    expect(list).toHaveStyle({
      display: 'flex',
      flexDirection: 'row',
      gap: '1.5rem',
      alignItems: 'center',
      flexWrap: 'wrap',
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(await axe(container)).toHaveNoViolations();
  });
});
