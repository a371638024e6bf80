import type { PageContext } from '@arbora/shared/platform';
import { renderPage } from '@arbora/shared/testing';
import { PrivacyNotice } from '../features/form-engine/components/privacy-notice';
import { formRoute } from '../pages/form-routes';
import { personFields } from './person';
import { QUOTE_PHOTOS } from './quotes';
import { SAMPLES } from './samples';

/** A plain space before « : ; ! ? » » or after « « »: the sign may start or end a line alone. */
const BREAKABLE = / [:;!?»]|« /;

describe('French typography of the forms’ texts (a non-breaking space, never a plain one, by : ; ! ? « »)', () => {
  it('hints of the fields, the photo upload and the samples', () => {
    const texts = [
      ...personFields.map((field) => field.hint ?? ''),
      QUOTE_PHOTOS.hint ?? '',
      ...SAMPLES.map((sample) => sample.line),
    ];
    for (const text of texts) expect(text).not.toMatch(BREAKABLE);
    expect(personFields.find((field) => field.name === 'email')?.hint).toBe('Exemple\u00a0: nom@domaine.fr');
  });

  it('the contact page’s introduction and the privacy notice', () => {
    const contact = formRoute({}, { pathname: '/contactez-nous' } as PageContext);
    expect(contact?.type === 'form' && contact.intro).toContain('chantier\u00a0? Notre');
    const { container } = renderPage(<PrivacyNotice purpose="répondre à votre demande" />);
    expect(container.textContent).not.toMatch(BREAKABLE);
    expect(container.textContent).toContain('à tout moment\u00a0: voir notre politique de confidentialité.');
  });
});
