import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { moneyFromWire } from '../../../format';
import { Button } from '../../button/button';
import { renderWithTheme } from '../../testing/render-with-theme';
import { ProductCard } from './product-card';

const props = {
  name: 'Lame de terrasse composite Gris anthracite',
  href: '/p-lame-terrasse-gris-anthracite',
  image: { src: '/media/lame-gris.webp', alt: '', width: 640, height: 480 },
  price: { ttc: moneyFromWire(598_800), ht: moneyFromWire(499_000), from: true, unit: 'm²' },
  rating: { value: 4.5, count: 18 },
  badge: 'Nouveau',
  description: 'Lame alvéolaire, 4 m, aspect bois brossé.',
};

describe('ProductCard', () => {
  it('is an article named by its heading link, with image, rating and price', async () => {
    const { container } = renderWithTheme(<ProductCard {...props} />);
    const card = screen.getByRole('article', { name: props.name });
    const heading = within(card).getByRole('heading', { level: 3, name: props.name });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', props.href);
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '480');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(within(card).getByRole('img', { name: 'Note : 4,5 sur 5' })).toBeInTheDocument();
    expect(within(card).getByText('À partir de')).toBeInTheDocument();
    expect(within(card).getByText('Nouveau')).toBeInTheDocument();
    // the heading comes before the image in reading order
    expect(heading.compareDocumentPosition(img as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('keeps its action clickable and loads the image eagerly when it has priority', async () => {
    const onAdd = jest.fn();
    const { container } = renderWithTheme(
      <ProductCard
        {...props}
        headingLevel={2}
        priority
        action={
          <Button size="sm" onClick={onAdd}>
            Ajouter au panier
          </Button>
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });
});
