/** @jest-environment node */
import { errorScreenText, notFoundMessage, routeValidationMessage, t } from './index';

describe('errorScreenText', () => {
  it.each([400, 401, 403, 404, 503])('gives status %i a title and a description', (status) => {
    const text = errorScreenText(status);
    expect(text.title).toBe(t(`error_title_${status}` as 'error_title_404'));
    expect(text.description).toBe(t(`error_description_${status}` as 'error_description_404'));
  });

  it('gives status 500 a title and no description', () => {
    const text = errorScreenText(500);
    expect(text).toEqual({ title: 'Une erreur est survenue' });
    expect('description' in text).toBe(false);
  });

  it('gives each known status its own title', () => {
    const titles = [400, 401, 403, 404, 500, 503].map((s) => errorScreenText(s).title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(errorScreenText(404).title).toBe('Page introuvable');
  });

  it('falls back to the generic texts for other statuses', () => {
    expect(errorScreenText(418)).toEqual({
      title: t('error_title_default'),
      description: t('error_description_default'),
    });
    expect(errorScreenText(502).title).toBe('Une erreur inattendue est survenue');
  });
});

describe('technical not-found messages (SPEC 2.1)', () => {
  it('names an unmatched path', () => {
    expect(notFoundMessage('/nulle-part')).toBe('Page not found /nulle-part');
  });

  it('names a path whose route validation failed, with its own capitalisation', () => {
    expect(routeValidationMessage('/p-inconnu')).toBe('Page Not Found /p-inconnu');
  });
});
