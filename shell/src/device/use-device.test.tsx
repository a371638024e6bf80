import { act, render } from '@testing-library/react';
import { DEVICE_RESIZE_DEBOUNCE_MS } from '../core/constants';
import { deviceForWidth, useDeviceAttribute } from './use-device';

let renders = 0;
function Probe({ refreshOnResize }: { refreshOnResize?: boolean }) {
  renders += 1;
  const ref = useDeviceAttribute<HTMLDivElement>({ refreshOnResize });
  return <div ref={ref} data-testid="probe" />;
}
const device = (container: HTMLElement) => container.querySelector('div')?.dataset.device;

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => {
  jest.useFakeTimers();
  renders = 0;
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

describe('useDeviceAttribute (SPEC 9)', () => {
  it('writes the width after mount, without re-rendering', () => {
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    const { container } = render(<Probe />);
    expect(device(container)).toBe('mobile');
    expect(renders).toBe(1);
  });

  it('refreshes 50 ms after the last resize', () => {
    const { container } = render(<Probe />);
    expect(device(container)).toBe('desktop');
    act(() => {
      resizeTo(800);
      jest.advanceTimersByTime(30);
      resizeTo(500);
      jest.advanceTimersByTime(DEVICE_RESIZE_DEBOUNCE_MS - 1);
    });
    expect(device(container)).toBe('desktop');
    act(() => jest.advanceTimersByTime(1));
    expect(device(container)).toBe('mobile');
    expect(DEVICE_RESIZE_DEBOUNCE_MS).toBe(50);
    expect(renders).toBe(1);
  });

  it('does not follow resizes when disabled', () => {
    const { container } = render(<Probe refreshOnResize={false} />);
    act(() => {
      resizeTo(800);
      jest.advanceTimersByTime(1000);
    });
    expect(device(container)).toBe('desktop');
  });
});
