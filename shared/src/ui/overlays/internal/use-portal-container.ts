import { useEffect, useState } from 'react';

/**
 * document.body once mounted, null during render on a server and on the first client render
 * (ARCHITECTURE 7: no document access during render).
 */
export function usePortalContainer(): HTMLElement | null {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => {
    setContainer(document.body);
  }, []);
  return container;
}
