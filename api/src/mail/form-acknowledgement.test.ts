import { FORM_NAMES, FORM_SCHEMAS } from '@arbora/shared/schemas';
import { SAMPLE_FORMS } from '../../test/forms';
import { FORM_CONFIRMATIONS } from '@arbora/shared/messages/forms';
import { QUOTE_CALL_WITHOUT_PHONE, formAcknowledgementMail } from './form-acknowledgement';
import { shopIdentity } from './shop';

const shop = shopIdentity(
  new Map([
    ['company_name', 'Arbora SAS'],
    ['contact_phone', '01 23 45 67 89'],
    ['contact_email', 'service@arbora.example'],
  ]),
  'https://www.arbora.example',
);

describe('the acknowledgement of a form, to the visitor', () => {
  test('a form without an e-mail address (or not one plain address) sends none; every form of shared asks for one', async () => {
    // Every form of SPEC 2.5 asks for an e-mail today: each is acknowledged (forms.test.ts).
    expect(FORM_NAMES.filter((form) => !('email' in FORM_SCHEMAS[form].shape))).toEqual([]);
    const { email: _none, ...withoutEmail } = SAMPLE_FORMS.contact!;
    expect(await formAcknowledgementMail(shop, 'contact', withoutEmail, [])).toBeNull();
    expect(await formAcknowledgementMail(shop, 'contact', { ...withoutEmail, email: '' }, [])).toBeNull();
    const twoAddresses = 'lea@exemple.fr, victim@exemple.fr';
    expect(await formAcknowledgementMail(shop, 'contact', { ...withoutEmail, email: twoAddresses }, [])).toBeNull();
  });

  test('to the visitor, Reply-To the team’s contact address; the settings’ contact details; no consent nor secret echoed', async () => {
    const data = { ...SAMPLE_FORMS.contact!, password: 'Demo-Arbora-2025!', api_token: 'tok_123' };
    const mail = await formAcknowledgementMail(shop, 'contact', data, []);
    expect(mail).toMatchObject({
      kind: 'form_acknowledgement',
      to: 'lea.martin@exemple.fr',
      subject: 'Nous avons bien reçu votre message',
      replyTo: '"Arbora SAS" <service@arbora.example>',
    });
    expect(mail!.text).toContain('Bonjour Léa,');
    expect(mail!.text).toContain('01 23 45 67 89');
    expect(mail!.text).toContain('service@arbora.example');
    for (const secret of ['Demo-Arbora-2025!', 'tok_123', 'Accord pour le traitement'])
      expect([secret, mail!.text.includes(secret) || mail!.html.includes(secret)]).toEqual([secret, false]);
  });

  test('French typography in what the shop writes: no-break space before « : ; ! ? », typographic apostrophe', async () => {
    for (const form of FORM_NAMES) {
      // The visitor's own words aside (their text is theirs): plain values only.
      const data = { ...SAMPLE_FORMS[form]!, message: 'Rien', motivation: 'Rien' };
      const mail = await formAcknowledgementMail(shop, form, data, []);
      const ours = `${mail!.subject}\n${mail!.text}`.replace(/https?:\/\/\S+/g, '');
      expect([form, ours.match(/[^\u00a0\u202f][:;!?]/g)]).toEqual([form, null]);
      expect([form, ours.match(/'/g)]).toEqual([form, null]);
    }
  });

  test('a quote promises a call « au numéro indiqué » only when a number was given; without one, an e-mail', async () => {
    const { call, delay, validity } = FORM_CONFIRMATIONS['/devis/confirmation'].next;
    expect(call).toContain('au numéro indiqué');
    expect(QUOTE_CALL_WITHOUT_PHONE).not.toMatch(/numéro|appel/);
    /** The e-mail's « Et maintenant ? » steps. */
    const steps = async (form: 'devis-terrasse' | 'devis-cloture', data: Record<string, unknown>) => {
      const mail = await formAcknowledgementMail(shop, form, data, []);
      const panel = mail!.text.split('\n\n').find((part) => part.startsWith('Et maintenant\u00a0?\n'))!;
      expect(mail!.html.includes('numéro indiqué')).toBe(mail!.text.includes('numéro indiqué'));
      return panel
        .split('\n')
        .slice(1)
        .map((line) => line.replace(/^– /, ''));
    };
    for (const form of ['devis-terrasse', 'devis-cloture'] as const) {
      const { phone: _phone, ...withoutPhone } = SAMPLE_FORMS[form]!;
      expect([form, await steps(form, SAMPLE_FORMS[form]!)]).toEqual([form, [delay, call, validity]]);
      for (const data of [withoutPhone, { ...withoutPhone, phone: '' }, { ...withoutPhone, phone: '  ' }])
        expect([form, data.phone, await steps(form, data)]).toEqual([
          form,
          data.phone,
          [delay, QUOTE_CALL_WITHOUT_PHONE, validity],
        ]);
    }
    // The other forms' steps never depend on a phone (an appointment's store confirms by its own means).
    const { phone: _phone, ...contact } = SAMPLE_FORMS.contact!;
    expect((await formAcknowledgementMail(shop, 'contact', contact, []))!.text).toContain(
      FORM_CONFIRMATIONS['/form/confirmation'].next.delay,
    );
  });
});
