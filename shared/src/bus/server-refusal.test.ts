/** @jest-environment node */
import type * as Refusal from './server-refusal';

/** server-refusal.ts read with NODE_ENV set as a build would set it. */
function refusalIn(nodeEnv: string): (what: string) => void {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = nodeEnv;
  let refuse: (what: string) => void = () => undefined;
  jest.isolateModules(() => {
    ({ refuseOnServer: refuse } = jest.requireActual<typeof Refusal>('./server-refusal'));
  });
  process.env.NODE_ENV = previous;
  return refuse;
}

describe('refuseOnServer (a write to shared state on the server)', () => {
  it('throws outside production, so a page that writes while rendering is caught', () => {
    expect(() => refusalIn('test')('cartStore.setState')).toThrow(
      'cartStore.setState refused on the server: shared state is browser-only',
    );
  });

  it('drops the write and logs it in production: the page still renders', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => refusalIn('production')('sessionStore.setState')).not.toThrow();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('sessionStore.setState refused on the server'));
    error.mockRestore();
  });
});
