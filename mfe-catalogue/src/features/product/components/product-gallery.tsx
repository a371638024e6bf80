import { imageCandidates } from '@arbora/shared/format';
import type { Image } from '@arbora/shared/schemas';
import { Button, Picture, VisuallyHidden } from '@arbora/shared/ui';
import { Modal } from '@arbora/shared/ui/overlays';
import { useRef, useState, type KeyboardEvent, type MouseEvent, type TouchEvent } from 'react';
import styled from 'styled-components';

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Main = styled.div`
  position: relative;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  touch-action: pan-y;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: contain;
  }
`;

const Zoom = styled(Button)`
  position: absolute;
  right: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
`;

const Thumbs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  padding: ${({ theme }) => theme.space.xxs};
`;

const Thumb = styled.a<{ $current: boolean }>`
  display: block;
  flex: 0 0 4.5rem;
  padding: 0;
  border: 2px solid ${({ theme, $current }) => ($current ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
  img {
    display: block;
    width: 100%;
    height: auto;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;

/** The zoom: the photo at its full resolution, panned by scrolling when it is larger than the dialog. */
const Large = styled.div`
  max-height: 75vh;
  overflow: auto;
  img {
    display: block;
    max-width: none;
  }
`;

/** The main view: the page's left column from 48em (at most half the 75rem container), else the screen. */
const MAIN_SIZES = '(min-width: 75rem) 37rem, (min-width: 48em) 50vw, 100vw';
const THUMB_SIZES = '4.5rem';

/** A plain click (main button, no modifier): once the script runs, handled in place; others are the browser's (new tab…). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The photo at its full resolution: the largest width served (a picture without variants: its one URL). */
const fullOf = (image: Image) => imageCandidates(image).at(-1) ?? { url: image.url, width: image.width };

/** Keeps the first image of each URL: a variant's cover is often the product's own. */
export function uniqueImages(images: readonly Image[]): Image[] {
  const seen = new Set<string>();
  return images.filter((image) => (seen.has(image.url) ? false : (seen.add(image.url), true)));
}

/**
 * The product's images: one large view, thumbnails (arrow keys move between them), a swipe on touch
 * screens, and « Agrandir la photo » for the photo at its full resolution in a dialog (downloaded
 * only when asked for). Before JavaScript, « Agrandir » and each thumbnail are links to their photo
 * at full resolution; once it runs, a plain click opens the dialog or shows the photo in place.
 */
export function ProductGallery({ images, name }: { images: readonly Image[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const touchX = useRef<number | null>(null);
  const thumbs = useRef<(HTMLAnchorElement | null)[]>([]);
  const current = images[Math.min(index, images.length - 1)];
  if (!current) return null;
  const full = fullOf(current);

  const go = (next: number, focus = false) => {
    const wrapped = (next + images.length) % images.length;
    setIndex(wrapped);
    if (focus) thumbs.current[wrapped]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1, true);
    else if (event.key === 'ArrowLeft') go(index - 1, true);
    else return;
    event.preventDefault();
  };
  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < 40) return;
    go(end < start ? index + 1 : index - 1);
  };

  return (
    <Root aria-label={`Photos de ${name}`}>
      <Main onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <Picture image={current} sizes={MAIN_SIZES} priority={index === 0} />
        <Zoom
          variant="secondary"
          to={full.url}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            setZoomed(true);
          }}
        >
          Agrandir<VisuallyHidden> la photo</VisuallyHidden>
        </Zoom>
      </Main>
      {images.length > 1 ? (
        <Thumbs role="group" aria-label="Choisir une photo" onKeyDown={onKeyDown}>
          {images.map((image, i) => (
            <Thumb
              key={image.url}
              href={fullOf(image).url}
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              $current={i === index}
              aria-current={i === index ? 'true' : undefined}
              aria-label={`Photo ${i + 1} sur ${images.length}`}
              tabIndex={i === index ? 0 : -1}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                setIndex(i);
              }}
            >
              <Picture image={image} sizes={THUMB_SIZES} alt="" />
            </Thumb>
          ))}
        </Thumbs>
      ) : null}
      <Modal open={zoomed} onClose={() => setZoomed(false)} title={current.alt || name} size="lg">
        <Large>
          {zoomed ? (
            <img
              src={full.url}
              alt={current.alt}
              width={full.width}
              height={Math.round((full.width * current.height) / current.width)}
              data-testid="photo-zoom"
            />
          ) : null}
        </Large>
      </Modal>
    </Root>
  );
}
