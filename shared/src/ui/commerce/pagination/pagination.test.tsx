import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { pageRange } from './page-range';
import { Pagination } from './pagination';

describe('pageRange', () => {
  it('keeps first, last and neighbours, eliding the rest', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(1, 3)).toEqual([1, 2, 3]);
    expect(pageRange(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageRange(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageRange(10, 10)).toEqual([1, 'gap', 9, 10]);
  });
});

describe('Pagination', () => {
  it('builds -p--N links, page 1 without suffix, and marks the current page', async () => {
    const { container } = renderWithTheme(<Pagination basePath="/blog/jardin" currentPage={2} pageCount={6} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const link = (name: string) => within(nav).getByRole('link', { name });
    expect(link('Page 1')).toHaveAttribute('href', '/blog/jardin');
    expect(link('Page 2')).toHaveAttribute('href', '/blog/jardin/-p--2');
    expect(link('Page 2')).toHaveAttribute('aria-current', 'page');
    expect(link('Page 3')).not.toHaveAttribute('aria-current');
    expect(link('Page 6')).toHaveAttribute('href', '/blog/jardin/-p--6');
    expect(within(nav).queryByRole('link', { name: 'Page 5' })).toBeNull();
    expect(link('Précédente : page 1')).toHaveAttribute('href', '/blog/jardin');
    expect(link('Suivante : page 3')).toHaveAttribute('href', '/blog/jardin/-p--3');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no previous link on the first page, no next link on the last', () => {
    const { rerender } = renderWithTheme(<Pagination basePath="/realisations" currentPage={1} pageCount={3} />);
    expect(screen.queryByRole('link', { name: /Précédente/ })).toBeNull();
    rerender(<Pagination basePath="/realisations" currentPage={3} pageCount={3} />);
    expect(screen.queryByRole('link', { name: /Suivante/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/realisations/-p--3');
  });

  it('renders nothing for a single page', () => {
    renderWithTheme(<Pagination basePath="/blog" currentPage={1} pageCount={1} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
