import { renderPage } from '@arbora/shared/testing';
import { configure, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductGallery, uniqueImages } from './product-gallery';

// Pages load their code and data lazily: on a busy CI machine that takes more than a second.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const image = (name: string) => ({
  url: `/api/v1/images/terrasse-1-${name}-1x1.0123456789/1280.jpg`,
  url_webp: `/api/v1/images/terrasse-1-${name}-1x1.0123456789/1280.webp`,
  alt: `Lame ${name}`,
  width: 1333,
  height: 1333,
});
const images = [image('teck'), image('ipe'), image('sable')];
const mainImage = (container: HTMLElement) => container.querySelector('img');

/** Clicks `element` and says whether the page kept the click (preventDefault); jsdom never follows the link. */
function clickKept(element: HTMLElement, init: MouseEventInit = {}) {
  let kept = false;
  const last = (event: Event) => {
    kept = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', last);
  fireEvent.click(element, init);
  window.removeEventListener('click', last);
  return kept;
}

describe('ProductGallery', () => {
  it('moves between photos with the arrow keys, the chosen thumbnail current and focused', async () => {
    const { container } = renderPage(<ProductGallery images={images} name="Lame Boréal" />);
    const first = await screen.findByRole('link', { name: 'Photo 1 sur 3' });
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(mainImage(container)).toHaveAttribute('src', images[0]?.url);
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    const second = screen.getByRole('link', { name: 'Photo 2 sur 3' });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(second).toHaveAttribute('tabindex', '0');
    expect(first).not.toHaveAttribute('aria-current');
    expect(first).toHaveAttribute('tabindex', '-1');
    expect(mainImage(container)).toHaveAttribute('src', images[1]?.url);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('link', { name: 'Photo 3 sur 3' })).toHaveFocus();
  });

  it('before JavaScript, « Agrandir » and each thumbnail link to their photo at full resolution', async () => {
    renderPage(<ProductGallery images={images} name="Lame Boréal" />);
    const zoom = await screen.findByRole('link', { name: 'Agrandir la photo' });
    expect(zoom).toHaveAttribute('href', '/api/v1/images/terrasse-1-teck-1x1.0123456789/1280');
    // A phone's tap target: the button's md size (44 px), not sm's 36 px.
    expect(zoom).toHaveStyle({ minHeight: '2.75rem' });
    expect(screen.getByRole('link', { name: 'Photo 2 sur 3' })).toHaveAttribute(
      'href',
      '/api/v1/images/terrasse-1-ipe-1x1.0123456789/1280',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('once JavaScript runs, a plain click stays on the page: the dialog opens, the thumbnail shows its photo', async () => {
    const { container } = renderPage(<ProductGallery images={images} name="Lame Boréal" />);
    const thumb = await screen.findByRole('link', { name: 'Photo 3 sur 3' });
    expect(clickKept(thumb)).toBe(true);
    expect(mainImage(container)).toHaveAttribute('src', images[2]?.url);
    expect(thumb).toHaveAttribute('aria-current', 'true');
    const zoom = screen.getByRole('link', { name: 'Agrandir la photo' });
    expect(zoom).toHaveAttribute('href', '/api/v1/images/terrasse-1-sable-1x1.0123456789/1280');
    expect(clickKept(zoom)).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Lame sable' })).toBeInTheDocument();
  });

  it('leaves a ctrl-click to the browser (a new tab), in place of the dialog or the choice', async () => {
    const { container } = renderPage(<ProductGallery images={images} name="Lame Boréal" />);
    const thumb = await screen.findByRole('link', { name: 'Photo 2 sur 3' });
    expect(clickKept(thumb, { ctrlKey: true })).toBe(false);
    expect(mainImage(container)).toHaveAttribute('src', images[0]?.url);
    expect(clickKept(screen.getByRole('link', { name: 'Agrandir la photo' }), { ctrlKey: true })).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('follows a swipe and opens a zoomed view', async () => {
    const { container } = renderPage(<ProductGallery images={images} name="Lame Boréal" />);
    const main = (await screen.findByRole('link', { name: 'Agrandir la photo' })).parentElement as HTMLElement;
    fireEvent.touchStart(main, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(main, { changedTouches: [{ clientX: 100 }] });
    expect(mainImage(container)).toHaveAttribute('src', images[1]?.url);
    await userEvent.click(screen.getByRole('link', { name: 'Agrandir la photo' }));
    expect(screen.getByRole('dialog', { name: 'Lame ipe' })).toBeInTheDocument();
  });

  it('shows the main photo by width for its column, eager, and the zoom at the full resolution the page never loads', async () => {
    const { container } = renderPage(<ProductGallery images={images} name="Lame Boréal" />);
    await screen.findByRole('link', { name: 'Photo 1 sur 3' });
    const main = mainImage(container);
    expect(main?.getAttribute('srcset')).toContain('/api/v1/images/terrasse-1-teck-1x1.0123456789/640 640w');
    expect(main?.getAttribute('sizes')).toMatch(/100vw$/);
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(screen.queryByTestId('photo-zoom')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Agrandir la photo' }));
    const zoom = screen.getByTestId('photo-zoom');
    // The largest width served for this 1333 px square, shown at its own size (panned by scrolling).
    expect(zoom).toHaveAttribute('src', '/api/v1/images/terrasse-1-teck-1x1.0123456789/1280');
    expect(zoom).toHaveAttribute('width', '1280');
    expect(zoom).toHaveAttribute('height', '1280');
  });

  it('keeps one copy of each image', () => {
    expect(uniqueImages([images[0], images[1], images[0]] as never)).toHaveLength(2);
  });
});
