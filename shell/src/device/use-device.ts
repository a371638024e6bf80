import { useEffect, useRef, type RefObject } from 'react';
import { DEVICE_BREAKPOINTS, DEVICE_RESIZE_DEBOUNCE_MS } from '../core/constants';

export type Device = 'mobile' | 'tablet' | 'desktop';

export function deviceForWidth(width: number): Device {
  if (width < DEVICE_BREAKPOINTS.tablet) return 'mobile';
  if (width < DEVICE_BREAKPOINTS.desktop) return 'tablet';
  return 'desktop';
}

/**
 * The kind of device from the window width (SPEC 9), written on an element as `data-device`: read
 * after mount (a server render has no window), then again 50 ms after the last resize when enabled.
 * It is written on the DOM, not kept in React state: a phone's first change from the server's
 * guess would otherwise re-render the whole page right after hydration, in one long task.
 */
export function useDeviceAttribute<T extends HTMLElement>({
  refreshOnResize = true,
}: { refreshOnResize?: boolean } = {}): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const write = () => {
      if (ref.current) ref.current.dataset.device = deviceForWidth(window.innerWidth);
    };
    write();
    if (!refreshOnResize) return undefined;
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(write, DEVICE_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(timer);
    };
  }, [refreshOnResize]);
  return ref;
}
