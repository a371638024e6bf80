import type { Image } from '@arbora/shared/schemas';
import { Button, VisuallyHidden } from '@arbora/shared/ui';
import { Modal } from '@arbora/shared/ui/overlays';
import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import styled from 'styled-components';
import { Picture } from '../../../components/picture';

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

const Thumb = styled.button<{ $current: boolean }>`
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

const Large = styled.div`
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

/** Keeps the first image of each URL: a variant's cover is often the product's own. */
export function uniqueImages(images: readonly Image[]): Image[] {
  const seen = new Set<string>();
  return images.filter((image) => (seen.has(image.url) ? false : (seen.add(image.url), true)));
}

/**
 * The product's images: one large view, thumbnails as buttons (arrow keys move between them), a
 * swipe on touch screens, and « Agrandir » for a full-size view in a dialog.
 */
export function ProductGallery({ images, name }: { images: readonly Image[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const touchX = useRef<number | null>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[Math.min(index, images.length - 1)];
  if (!current) return null;

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
        <Picture image={current} priority={index === 0} />
        <Zoom variant="secondary" size="sm" onClick={() => setZoomed(true)}>
          Agrandir<VisuallyHidden> la photo</VisuallyHidden>
        </Zoom>
      </Main>
      {images.length > 1 ? (
        <Thumbs role="group" aria-label="Choisir une photo" onKeyDown={onKeyDown}>
          {images.map((image, i) => (
            <Thumb
              key={image.url}
              type="button"
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              $current={i === index}
              aria-pressed={i === index}
              aria-label={`Photo ${i + 1} sur ${images.length}`}
              tabIndex={i === index ? 0 : -1}
              onClick={() => setIndex(i)}
            >
              <Picture image={image} alt="" />
            </Thumb>
          ))}
        </Thumbs>
      ) : null}
      <Modal open={zoomed} onClose={() => setZoomed(false)} title={current.alt || name} size="lg">
        <Large>
          <Picture image={current} />
        </Large>
      </Modal>
    </Root>
  );
}
