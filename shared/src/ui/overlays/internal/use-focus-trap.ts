import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableWithin(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden], [inert]'));
}

interface FocusTrapOptions {
  onEscape: () => void;
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * While `container` is set (the dialog panel, mounted): moves focus into it, keeps Tab and
 * Shift+Tab inside, calls onEscape on Escape, locks page scroll, and when the panel goes away gives
 * focus back to the element that had it. Takes the element, not a ref, because a portal mounts the
 * panel one render after `open` turns true and the trap must start then.
 */
export function useFocusTrap(container: HTMLElement | null, { onEscape, initialFocusRef }: FocusTrapOptions): void {
  // The last onEscape, without re-running the trap's effect when the caller passes a new one.
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  });

  useEffect(() => {
    if (!container) return undefined;

    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = initialFocusRef?.current ?? focusableWithin(container)[0] ?? container;
    first.focus();

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableWithin(container);
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) {
        event.preventDefault();
        container.focus();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === firstItem || current === container)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && current === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    container.addEventListener('keydown', onKeyDown);

    return () => {
      container.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      // the opener may have been removed meanwhile; focusing a detached node is a no-op
      previouslyFocused?.focus();
    };
  }, [container, initialFocusRef, onEscapeRef]);
}
