/** @jest-environment node */
import { accountFr } from './account/account-fr';
import { AREA_CATALOGUES, CORE_MESSAGE_KEYS } from './core-fr';
import { catalogueFr } from './catalogue/catalogue-fr';
import { checkoutFr } from './checkout/checkout-fr';
import { configuratorFr } from './configurator/configurator-fr';
import { formsFr } from './forms/forms-fr';
import { fr, frenchTypography, interpolate, isMessageKey, messageText, t, type MessageKey } from './index';

/** The areas with their own subpath (`@arbora/shared/messages/<area>`), outside the core catalogue. */
const LAZY_AREAS = {
  account: accountFr,
  catalogue: catalogueFr,
  checkout: checkoutFr,
  configurator: configuratorFr,
  forms: formsFr,
};

// The keys the spec names (SPEC 4, 5, 8): listed again here so that a key dropped from both the
// union and the catalogue still fails a test, not only the type check.
const SPEC_KEYS: MessageKey[] = [
  'field_required',
  'valid_email',
  'valid_password',
  'passwords_not_matching',
  'valid_siret',
  'valid_phone_number',
  'login_success',
  'logout_success',
  'default_form_error_message',
  'cart_not_authorised',
  'cart_rule_invalid_code',
  'cart_rule_already_have_another_code',
  'cart_rule_invalid_date',
  'cart_rule_invalid_cart',
  'modification_successfully_delayed',
  'incorrect_credentials',
];

describe('French catalogue', () => {
  it.each(
    Object.entries(LAZY_AREAS).flatMap(([area, texts]) =>
      Object.entries(texts).map(([key, text]) => [area, key, text]),
    ),
  )('%s: %s has non-empty French text, not the key itself', (_area, key, text) => {
    expect(text.trim()).not.toBe('');
    expect(text).not.toBe(key);
    expect(text).not.toMatch(/^[a-z_]+$/);
    expect(text).toBe(text.trim());
  });

  it.each(SPEC_KEYS)('has the spec key %s', (key) => {
    expect(Object.keys(fr)).toContain(key);
  });

  it.each(Object.entries(fr))('%s has non-empty French text, not the key itself', (key, text) => {
    expect(text.trim()).not.toBe('');
    expect(text).not.toBe(key);
    expect(text).not.toMatch(/^[a-z_]+$/); // an untranslated key looks like snake_case
    expect(text).toBe(text.trim());
  });

  it('gives the shell texts the brief fixes verbatim', () => {
    expect(t('remote_unavailable_title')).toBe('Cette partie du site est momentanément indisponible');
    expect(t('retry')).toBe('Réessayer');
    expect(t('coming_soon_title')).toBe('Bientôt disponible');
    expect(t('update_available')).toBe('Une nouvelle version du site est disponible');
    expect(t('loading')).toBe('Chargement\u2026');
    expect(t('back_to_home')).toBe('Retour à l’accueil');
  });
});

describe('t and interpolation', () => {
  it('returns the text of a key', () => {
    expect(t('field_required')).toBe('Ce champ est obligatoire.');
  });

  it('fills {name} placeholders', () => {
    expect(t('eco_participation', { amount: '12,00\u00a0€' })).toBe('dont éco-participation\u00a0: 12,00\u00a0€');
    expect(interpolate('{a} et {b} et {a}', { a: 1, b: 'deux' })).toBe('1 et deux et 1');
  });

  it('types parameters: required for a literal key with placeholders, optional for a runtime key', () => {
    // @ts-expect-error eco_participation needs { amount }
    expect(t('eco_participation')).toBe('dont éco-participation\u00a0: {amount}');
    // @ts-expect-error the parameter is named amount
    t('eco_participation', { montant: 1 });
    // @ts-expect-error a key missing from the catalogue fails the type check
    t('no_such_key');
    const fromServer: MessageKey = 'retry';
    expect(t(fromServer)).toBe('Réessayer');
  });

  it('leaves an unfilled placeholder visible', () => {
    expect(interpolate('Bonjour {name}', {})).toBe('Bonjour {name}');
    expect(interpolate('Bonjour {name}')).toBe('Bonjour {name}');
  });

  it('does not read inherited properties as parameters', () => {
    expect(interpolate('{toString}', {})).toBe('{toString}');
  });

  it('recognises message keys', () => {
    expect(isMessageKey('valid_siret')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey('unknown_key')).toBe(false);
    expect(isMessageKey(42)).toBe(false);
  });
});

describe('area catalogues', () => {
  it('define each key once site-wide (a spread would silently keep only the last text)', () => {
    const seen = new Map<string, string>(CORE_MESSAGE_KEYS.map((key) => [key, 'core']));
    const clashes: string[] = [];
    for (const [area, texts] of Object.entries({ ...AREA_CATALOGUES, ...LAZY_AREAS })) {
      for (const key of Object.keys(texts)) {
        if (seen.has(key)) clashes.push(`${key}: ${seen.get(key)} and ${area}`);
        seen.set(key, area);
      }
    }
    expect(clashes).toEqual([]);
  });
});

describe('the texts’ typography', () => {
  it('keep a number with its unit or noun on one line (a no-break space between them)', () => {
    const unit =
      /(?:\d|\{\w+\}) (?:Mo|Ko|Go|chiffres?|caractères?|km|cm|mm|m²|m|€|%|jours?|heures?|h|min|mois|ans?)(?![\p{L}\d])/u;
    const split: string[] = [];
    for (const texts of [fr, ...Object.values({ ...AREA_CATALOGUES, ...LAZY_AREAS })]) {
      for (const [key, text] of Object.entries(texts as Record<string, string>)) if (unit.test(text)) split.push(key);
    }
    expect(split).toEqual([]);
  });
});

describe('area subpaths', () => {
  it('type their t on the core keys and their own, not on another area', async () => {
    const checkout = await import('./checkout');
    expect(checkout.t('cart_outage_banner')).toBe(frenchTypography(checkoutFr.cart_outage_banner));
    expect(checkout.t('retry')).toBe('Réessayer');
    expect(checkout.isMessageKey('cart_outage_banner')).toBe(true);
    expect(checkout.isMessageKey('account_rate_limited')).toBe(false);
    // @ts-expect-error a key of another area fails the type check (its catalogue is not loaded)
    checkout.t('account_rate_limited');
    // @ts-expect-error the core t does not know an area's keys: import the area's t
    t('cart_outage_banner');
    expect(isMessageKey('cart_outage_banner')).toBe(false);
    expect(Object.keys(fr)).not.toContain('cart_outage_banner');
  });

  it('type the parameters of an area key like the core t does', async () => {
    const catalogue = await import('./catalogue');
    expect(catalogue.t('catalogue_low_stock', { count: 2 })).toBe('Plus que 2 en stock');
    // @ts-expect-error catalogue_low_stock needs { count }
    catalogue.t('catalogue_low_stock');
  });

  it('make their texts known to messageText once loaded (toasts and form errors travel as strings)', async () => {
    expect(messageText('retry')).toBe('Réessayer');
    expect(messageText('Un texte prêt')).toBe('Un texte prêt');
    expect(messageText('form_rate_limited')).toBe('form_rate_limited');
    await import('./forms');
    expect(messageText('form_rate_limited')).toBe(formsFr.form_rate_limited);
  });
});
