import { createContext, useContext, useEffect, useState } from 'react';
import { DEVICE_BREAKPOINTS, DEVICE_RESIZE_DEBOUNCE_MS } from '../app/constants';

export type Device = 'mobile' | 'tablet' | 'desktop';

export function deviceForWidth(width: number): Device {
  if (width < DEVICE_BREAKPOINTS.tablet) return 'mobile';
  if (width < DEVICE_BREAKPOINTS.desktop) return 'tablet';
  return 'desktop';
}

/**
 * The kind of device from the window width (SPEC 9): read after mount (a server render has no
 * window, so the first render says 'desktop'), then again 50 ms after the last resize when enabled.
 */
export function useDevice({ refreshOnResize = true }: { refreshOnResize?: boolean } = {}): Device {
  const [device, setDevice] = useState<Device>('desktop');
  useEffect(() => {
    setDevice(deviceForWidth(window.innerWidth));
    if (!refreshOnResize) return undefined;
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setDevice(deviceForWidth(window.innerWidth)), DEVICE_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(timer);
    };
  }, [refreshOnResize]);
  return device;
}

/** The device the shell detected, for the layouts (one listener for the whole page). */
export const DeviceContext = createContext<Device>('desktop');

export const useShellDevice = () => useContext(DeviceContext);
