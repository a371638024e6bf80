import { redirectTarget, sitePath } from './redirect-target';

describe('redirectTarget (one rule set for the shell server and the browser)', () => {
  it.each([
    ['//evil.example'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['/\\/evil.example'],
    ['/%2F%2Fevil.example'],
    ['/%2f%2Fevil.example/x'],
    ['/%5Cevil.example'],
    ['/a/../..//evil.example'],
    ['/./..//evil.example/x'],
    ['/\t/evil.example/x'],
    ['/\n/evil.example/x'],
    ['/\r\n/evil.example'],
    ['https://evil.example/x'],
    ['http:evil.example'],
    ['javascript:alert(1)'],
    ['data:text/html,x'],
    ['evil.example'],
    [''],
  ])('refuses the site target %j', (target) => {
    expect(redirectTarget({ target, external: false }, '/ancien')).toBeNull();
    expect(sitePath(target)).toBeNull();
  });

  it.each([
    ['/realisations', '', '/realisations'],
    ['/realisations', '?utm_source=lettre', '/realisations?utm_source=lettre'],
    ['/realisations?tri=date', '?a=1', '/realisations?tri=date'],
    ['/a/../conseils', '', '/conseils'],
    ['  /qui-sommes-nous  ', '', '/qui-sommes-nous'],
    ['/produit/évier', '', '/produit/%C3%A9vier'],
    ['/segment/evil.example/x', '', '/segment/evil.example/x'],
  ])('follows the site target %j with %j → %j', (target, search, href) => {
    expect(redirectTarget({ target }, '/ancien', search)).toEqual({ external: false, href });
  });

  it('leaves the site only when the rule says external, to http(s), without the visit query', () => {
    expect(redirectTarget({ target: 'https://pro.arbora.example', external: true }, '/espace-pro', '?email=a')).toEqual(
      { external: true, href: 'https://pro.arbora.example/' },
    );
    expect(redirectTarget({ target: 'https://pro.arbora.example' }, '/espace-pro')).toBeNull();
    for (const target of ['javascript:alert(1)', 'ftp://files.example', '//evil.example', '/local', 'https://\tx'])
      expect(redirectTarget({ target, external: true }, '/x')).toBeNull();
  });

  it('refuses a target equal to the visited path (a loop)', () => {
    expect(redirectTarget({ target: '/faq' }, '/faq')).toBeNull();
    expect(redirectTarget({ target: '/faq?x=1' }, '/faq')).toBeNull();
    expect(redirectTarget({ target: '/faq' }, '/faq/')).toEqual({ external: false, href: '/faq' });
  });
});
