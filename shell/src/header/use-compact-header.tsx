import { useEffect, useRef, useState, type ReactElement } from 'react';
import styled from 'styled-components';

// A class, not a style attribute: the page holds no inline style (html-validate, a strict style-src).
const Sentinel = styled.span`
  display: block;
  height: 0;
`;

/** How far the page scrolls before the header compacts (px). */
export const COMPACT_AFTER_PX = 96;

/**
 * The header compacts once the page has scrolled COMPACT_AFTER_PX: an IntersectionObserver
 * watches a zero-height sentinel placed just before the header, with the root's top edge pushed
 * up by that distance, so the browser says when the sentinel leaves it. No scroll listener, no
 * layout read, nothing during render: the server and the first client render say "not compact".
 * The sentinel has no height, so it changes nothing in the document flow.
 */
export function useCompactHeader(): { compact: boolean; sentinel: ReactElement } {
  const ref = useRef<HTMLSpanElement>(null);
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    const target = ref.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry) setCompact(!entry.isIntersecting);
      },
      { rootMargin: `${COMPACT_AFTER_PX}px 0px 0px 0px`, threshold: 0 },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  const sentinel = <Sentinel ref={ref} aria-hidden="true" data-header-sentinel="" />;
  return { compact, sentinel };
}
