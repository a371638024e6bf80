import { act, renderHook } from '@testing-library/react';
import { DEVICE_RESIZE_DEBOUNCE_MS } from '../app/constants';
import { deviceForWidth, useDevice } from './use-device';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('deviceForWidth', () => {
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1920, 'desktop'],
  ])('%i px is a %s', (width, device) => {
    expect(deviceForWidth(width)).toBe(device);
  });
});

describe('useDevice (SPEC 9)', () => {
  it('reads the width after mount', () => {
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    const { result } = renderHook(() => useDevice());
    expect(result.current).toBe('mobile');
  });

  it('refreshes 50 ms after the last resize', () => {
    const { result } = renderHook(() => useDevice());
    expect(result.current).toBe('desktop');
    act(() => {
      resizeTo(800);
      jest.advanceTimersByTime(30);
      resizeTo(500);
      jest.advanceTimersByTime(DEVICE_RESIZE_DEBOUNCE_MS - 1);
    });
    expect(result.current).toBe('desktop');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('mobile');
    expect(DEVICE_RESIZE_DEBOUNCE_MS).toBe(50);
  });

  it('does not follow resizes when disabled', () => {
    const { result } = renderHook(() => useDevice({ refreshOnResize: false }));
    act(() => {
      resizeTo(800);
      jest.advanceTimersByTime(1000);
    });
    expect(result.current).toBe('desktop');
  });
});
