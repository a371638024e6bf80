import type { SsrState } from '../core/ssr-state';
import { sameBuild } from './build-id';
import type { InitialPage } from './initial-page';

const page = (buildId?: string): NonNullable<SsrState['page']> => ({
  pathname: '/',
  remote: 'content',
  module: 'HomePage',
  rendered: true,
  ...(buildId ? { buildId } : {}),
});
const loaded = (buildId?: string): InitialPage => ({
  pathname: '/',
  remote: 'content',
  module: 'HomePage',
  page: { default: () => null },
  ...(buildId ? { buildId } : {}),
});

describe('sameBuild: hydrate only with the code that rendered the page', () => {
  let info: jest.SpyInstance;
  beforeEach(() => {
    info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => info.mockRestore());

  it('hydrates when the browser loaded the build the server rendered with', () => {
    expect(sameBuild(page('a'), loaded('a'))).toBe(true);
    expect(info).not.toHaveBeenCalled();
  });

  it('renders in the browser, saying why, when the remote was redeployed in between', () => {
    expect(sameBuild(page('a'), loaded('b'))).toBe(false);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('content was redeployed'));
  });

  it('hydrates when either id is unknown, or the server did not render the page', () => {
    expect(sameBuild(page(), loaded('b'))).toBe(true);
    expect(sameBuild(page('a'), loaded())).toBe(true);
    expect(sameBuild(page('a'), null)).toBe(true);
    expect(sameBuild({ ...page('a'), rendered: false }, loaded('b'))).toBe(true);
    expect(sameBuild(page('a'), { ...loaded('b'), page: undefined })).toBe(true);
    expect(sameBuild(null, loaded('b'))).toBe(true);
  });
});
