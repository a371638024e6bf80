import { orderSummaryText } from '@arbora/shared/format';
import type { Order } from '@arbora/shared/schemas';
import { transferInstructions } from '../payments/bank-account';
import { CONTACT } from '../seed/site-facts';
import { shopIdentity } from './shop';
import { FORM_NAMES, FORM_SCHEMAS } from '@arbora/shared/schemas';
import { SAMPLE_FORMS } from '../../test/forms';
import { formSubmissionFacts } from './form-submission';
import type { TeamForm } from './form-submission';
import {
  accountExistsMail,
  activationMail,
  formSubmissionMail,
  installerRequestMail,
  orderConfirmationMail,
  resetMail,
  withdrawalMail,
} from './templates';
import type { MailContent } from './templates';

const shop = shopIdentity(
  new Map([
    ['contact_phone', '01 23 45 67 89'],
    ['contact_email', 'service@arbora.example'],
    ['company_siret', '12345678900011'],
  ]),
  'https://www.arbora.example',
);

const HOSTILE = '<script>alert(1)</script>';

/** Wire money: 10 000 per euro. */
const eur = (n: number) => Math.round(n * 10_000);

const line = (over: Partial<Order['cart']['list'][number]>) => ({
  id: 1,
  element_id: 1,
  element_type: 'product_variant' as const,
  type: 'product' as const,
  quantity: 1,
  is_recup_chute: false,
  product_id: 1,
  name: 'Lame',
  reference: 'REF',
  slug: 'lame',
  cover: null,
  unit_ht: 0,
  unit_ttc: 0,
  unit_ecotax: 0,
  unit_ecotax_ttc: 0,
  total_ht: 0,
  total_ttc: 0,
  total_ecotax: 0,
  total_ecotax_ttc: 0,
  stock: 10,
  weight_g: 1000,
  ...over,
});

const address = {
  civility: 'Mme' as const,
  firstname: 'Alice',
  lastname: `Martin ${HOSTILE}`,
  company: '',
  street: '3 rue des Lilas',
  street_complement: '',
  postcode: '44000',
  city: 'Nantes',
  country: 'FR',
  phone: '0612345678',
};

// Lines 100,00 € + 2 × 25,00 € (éco 0,60 €), delivery 19,90 €, discount 10,00 € → 160,50 € TTC.
const order = {
  reference: 'CMD-2026-000042',
  carrier: 'transporteur',
  pickup: null,
  delivery_address: address,
  billing_address: { ...address, street: '8 place du Marché', city: 'Rezé', postcode: '44400' },
  cart: {
    list: [
      line({ name: 'Lame de terrasse Chêne clair', reference: 'LAM-CHE-240', quantity: 4, total_ttc: eur(100) }),
      line({
        id: 2,
        name: 'Plot réglable <b>PRO</b>',
        reference: 'PLT-REG',
        quantity: 2,
        total_ttc: eur(50),
        total_ecotax_ttc: eur(0.6),
      }),
    ],
    shipping_ttc: eur(19.9),
    remise: [{ name: 'BIENVENUE', amount: eur(8.33), amount_ttc: eur(10) }],
    total_ttc: eur(160.5),
    total_ecotax_ttc: eur(0.6),
    tva: eur(26.75),
    carriers: [{ technical_name: 'transporteur', name: 'Transporteur', selected: true }],
  },
} as unknown as Pick<Order, 'reference' | 'cart' | 'carrier' | 'pickup' | 'delivery_address' | 'billing_address'>;

const url = 'https://www.arbora.example/mes-commandes/CMD-2026-000042';

function expectWellFormed(mail: MailContent) {
  expect(mail.html).toMatch(/^<!doctype html>/i);
  expect(mail.html).toContain('lang="fr"');
  expect(mail.text.length).toBeGreaterThan(50);
  // The footer: the shop's contact details from its settings and the legal mentions, in both parts.
  for (const part of [mail.html, mail.text]) {
    expect(part).toContain('01 23 45 67 89');
    expect(part).toContain('service@arbora.example');
    expect(part).toContain('SIRET 12345678900011');
  }
  // User input never reaches the HTML as markup.
  expect(mail.html).not.toContain('<script>alert');
  expect(mail.html).not.toContain('<b>PRO</b>');
}

describe('order confirmation', () => {
  test('its lines, the summary the site shows, both addresses and the transfer details', async () => {
    const mail = await orderConfirmationMail(
      shop,
      'alice@example.com',
      `Alice ${HOSTILE}`,
      order,
      { transfer: transferInstructions(order.reference, eur(160.5), new Date('2026-12-01T10:00:00Z')) },
      url,
    );
    expectWellFormed(mail);
    expect(mail.subject).toBe('Confirmation de votre commande CMD-2026-000042');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Lame de terrasse Chêne clair');
      expect(part).toContain('LAM-CHE-240');
      expect(part).toContain('100,00\u00a0€');
      expect(part).toContain('50,60\u00a0€'); // line TTC with its éco-participation
      expect(part).toContain('dont éco-participation');
      expect(part).toContain('Remise BIENVENUE');
      expect(part).toContain('Livraison (Transporteur)');
      expect(part).toContain('160,50\u00a0€');
      expect(part).toContain('8 place du Marché'); // billing
      expect(part).toContain('3 rue des Lilas'); // delivery
      expect(part).toContain('FR76 3000 6000 0112 3456 7890 189');
      expect(part).toContain('AGRIFRPPXXX');
      expect(part).toContain('avant le 8\u00a0décembre 2026');
    }
    // The text part holds the very summary lines the order pages print.
    expect(mail.text).toContain(orderSummaryText(order.cart).join('\n'));
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail.html).toContain(`href="${url}"`);
  });

  test('a professional reads HT first: the lines HT (TTC beside), the amounts HT, then « Total HT », the VAT and « Total TTC »', async () => {
    // HT: 100,00 + 50,00 (éco 0,50) + delivery 20,00 − discount 10,00 = 160,50; VAT 32,10; TTC 192,60.
    const [first, second] = order.cart.list;
    const proOrder = {
      ...order,
      cart: {
        ...order.cart,
        list: [
          { ...first!, total_ht: eur(100), total_ttc: eur(120) },
          { ...second!, total_ht: eur(50), total_ttc: eur(60), total_ecotax: eur(0.5), total_ecotax_ttc: eur(0.6) },
        ],
        shipping: eur(20),
        shipping_ttc: eur(24),
        remise: [{ name: 'BIENVENUE', amount: eur(10), amount_ttc: eur(12) }],
        total: eur(160.5),
        tva: eur(32.1),
        total_ttc: eur(192.6),
        total_ecotax: eur(0.5),
        total_ecotax_ttc: eur(0.6),
      },
    };
    const mail = await orderConfirmationMail(shop, 'pro@example.com', 'Paul', proOrder, 'Payée par carte.', url, {
      pro: true,
    });
    expectWellFormed(mail);
    const nb = '\u00a0';
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(`d’un montant de 160,50${nb}€ HT (192,60${nb}€ TTC)`);
      expect(part).toContain(`100,00${nb}€${nb}HT (120,00${nb}€${nb}TTC)`);
      expect(part).toContain(`50,50${nb}€${nb}HT (60,60${nb}€${nb}TTC)`);
    }
    // The summary in the text part, line by line, the amount charged last.
    expect(mail.text).toContain(
      [
        `Articles${nb}: 150,50${nb}€${nb}HT`,
        `  dont éco-participation${nb}: 0,50${nb}€${nb}HT`,
        `Livraison (Transporteur)${nb}: 20,00${nb}€${nb}HT`,
        `Remise BIENVENUE${nb}: −${nb}10,00${nb}€${nb}HT`,
        `Total HT${nb}: 160,50${nb}€`,
        `TVA (20${nb}%)${nb}: 32,10${nb}€`,
        `Total TTC${nb}: 192,60${nb}€`,
      ].join('\n'),
    );
    expect(mail.text).not.toContain('dont TVA');
    // The HTML: « Total HT » and the VAT as rows before « Total TTC », the total in bold.
    const html = mail.html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(html).toMatch(/Total HT 160,50.€ TVA \(20.%\) 32,10.€ Total TTC 192,60.€/);
    // The lines' column is « Montant »: each amount says HT and TTC.
    expect(html).toMatch(/ Article Montant Lame de terrasse/);
    expect(html).not.toContain('Montant TTC');
  });

  test('prints the addresses’ phone numbers in pairs, as a French reader writes them', async () => {
    const typed = {
      ...order,
      delivery_address: { ...order.delivery_address, phone: '0240000000' },
      billing_address: { ...order.billing_address, phone: '+33612345678' },
    };
    const mail = await orderConfirmationMail(shop, 'alice@example.com', 'Alice', typed, 'Payée par carte.', url);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Tél. 02 40 00 00 00');
      expect(part).toContain('Tél. +33 6 12 34 56 78');
      expect(part).not.toMatch(/0240000000|\+33612345678/);
    }
  });

  test('prints the civility as a letter writes it (« M. », « Mme »), not as stored', async () => {
    const named = {
      ...order,
      delivery_address: { ...order.delivery_address, civility: 'M' as const, firstname: 'Paul', lastname: 'Durand' },
      billing_address: { ...order.billing_address, civility: 'Mme' as const, firstname: 'Jeanne', lastname: 'Martin' },
    };
    const mail = await orderConfirmationMail(shop, 'alice@example.com', 'Alice', named, 'Payée par carte.', url);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('M. Paul Durand');
      expect(part).toContain('Mme Jeanne Martin');
    }
  });

  test('a pickup order names its store instead of a delivery address', async () => {
    const mail = await orderConfirmationMail(
      shop,
      'alice@example.com',
      'Alice',
      {
        ...order,
        carrier: 'retrait_magasin',
        pickup: {
          kind: 'store',
          id: 3,
          name: 'Arbora Nantes',
          address: '5 boulevard du Bois',
          postcode: '44300',
          city: 'Nantes',
          opening_hours: 'Lundi au samedi, 9h00 – 18h30',
        },
      },
      'Votre commande sera préparée dès la confirmation de votre paiement par carte.',
      url,
    );
    expectWellFormed(mail);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Retrait en magasin');
      expect(part).toContain('Arbora Nantes');
      expect(part).toContain('5 boulevard du Bois');
      expect(part).not.toContain('3 rue des Lilas');
      expect(part).toContain('paiement par carte');
      expect(part).not.toContain('IBAN');
    }
  });
});

describe('every e-mail in the layout', () => {
  test.each([
    ['activation', () => activationMail(shop, 'a@example.com', HOSTILE, 'https://www.arbora.example/a?token=x&y=1')],
    [
      'account_exists',
      () => accountExistsMail(shop, 'a@example.com', 'https://www.arbora.example/mot-de-passe-oublie'),
    ],
    ['password_reset', () => resetMail(shop, 'a@example.com', HOSTILE, 'https://www.arbora.example/r?token=x')],
    [
      'withdrawal_acknowledgement',
      () =>
        withdrawalMail(
          shop,
          'a@example.com',
          HOSTILE,
          'CMD-1',
          [{ name: 'Plot réglable <b>PRO</b>', reference: 'PLT', quantity: 2 }],
          new Date('2026-12-01T10:00:00Z'),
          'https://www.arbora.example/mes-commandes/CMD-1',
        ),
    ],
    [
      'installer_request',
      () =>
        installerRequestMail(shop, {
          installer: { name: 'Jardins & Terrasses', city: 'Angers', url: 'https://www.arbora.example/poseur' },
          project: 'Terrasse',
          name: `Léa ${HOSTILE}`,
          email: 'a@example.com',
          phone: '',
          postcode: '44000',
          message: 'Plot réglable <b>PRO</b>',
        }),
    ],
    [
      'form_submission',
      () =>
        formSubmissionMail(shop, {
          subject: `Nouvelle candidature – ${HOSTILE}`,
          intro: `Léa ${HOSTILE} a envoyé une candidature sur le site.`,
          fields: [{ label: 'Nom', value: `Léa ${HOSTILE}` }],
          files: [{ label: 'CV', names: ['Plot réglable <b>PRO</b>.pdf'] }],
        }),
    ],
  ])('%s: HTML and text parts, footer, escaped input', async (kind, render) => {
    const mail = await render();
    expect(mail.kind).toBe(kind);
    expectWellFormed(mail);
  });

  test('French typography: a number keeps its unit, « : ; ? ! » keep their words, with no-break spaces', async () => {
    const mails = await Promise.all([
      activationMail(shop, 'a@example.com', 'Alice', 'https://www.arbora.example/a?token=x'),
      accountExistsMail(shop, 'a@example.com', 'https://www.arbora.example/mot-de-passe-oublie'),
      resetMail(shop, 'a@example.com', 'Alice', 'https://www.arbora.example/r?token=x'),
      withdrawalMail(
        shop,
        'a@example.com',
        'Alice',
        'CMD-1',
        [{ name: 'Plot réglable', reference: 'PLT', quantity: 2 }],
        new Date('2026-12-01T10:00:00Z'),
        'https://www.arbora.example/mes-commandes/CMD-1',
      ),
      orderConfirmationMail(
        shop,
        'alice@example.com',
        'Alice',
        order,
        { transfer: transferInstructions(order.reference, eur(160.5), new Date('2026-12-01T10:00:00Z')) },
        url,
      ),
      installerRequestMail(shop, {
        installer: null,
        project: 'Clôture',
        name: 'Léa Martin',
        email: 'a@example.com',
        phone: '06 12 34 56 78',
        postcode: '44000',
        message: 'Une clôture autour du jardin.',
      }),
      // Every form the team is told of, as the API parses it (numbers, choices, dates, files).
      ...FORM_NAMES.filter((form): form is TeamForm => form !== 'trouvez-un-poseur').map((form) =>
        formSubmissionMail(
          shop,
          formSubmissionFacts(
            form,
            FORM_SCHEMAS[form].parse({
              ...SAMPLE_FORMS[form],
              civility: 'Mme',
              message: 'Une terrasse autour de la piscine.',
            }),
            [{ field: 'photos', originalName: 'jardin.png' }],
          ),
        ),
      ),
    ]);
    const UNIT = '(?:jours?|heures?|h|min|minutes?|mois|ans?|semaines?|km|kg|m²|m|cm|mm|€|%|Mo)';
    const rules: [string, RegExp][] = [
      ['a number whose unit may wrap to the next line', new RegExp(`\\d[ \\t]+${UNIT}(?![\\p{L}\\d])`, 'u')],
      ['a « : ; ? ! » that may wrap away from its words', /[^\s] +[:;?!](?=\s|$)/],
    ];
    const offenders: string[] = [];
    for (const mail of mails) {
      // What a reader sees: the text part, and the HTML part's text (tags and URLs left out).
      const html = mail.html
        .replace(/<(style|head)\b[\s\S]*?<\/\1>/gi, ' ')
        .replace(/<[^>]+>/g, '\n')
        .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
      for (const part of [mail.text, html])
        for (const [name, re] of rules)
          for (const line of part.split('\n')) {
            const seen = line.replace(/https?:\/\/\S+/g, '');
            const m = re.exec(seen);
            if (m) offenders.push(`${mail.kind}, ${name}: …${seen.slice(Math.max(0, m.index - 25), m.index + 25)}…`);
          }
    }
    expect([...new Set(offenders)]).toEqual([]);
  });

  test('the link is escaped in its attribute', async () => {
    const mail = await activationMail(shop, 'a@example.com', 'Alice', 'https://www.arbora.example/a?token=x&y=1');
    expect(mail.html).toContain('href="https://www.arbora.example/a?token=x&#38;y=1"');
    expect(mail.text).toContain('Activer mon compte\u00a0: https://www.arbora.example/a?token=x&y=1');
  });
});

test('a site without the settings still signs with the legal notice’s identity', () => {
  expect(shopIdentity(new Map([['contact_phone', '  ']]), 'https://x.example')).toMatchObject({
    phone: '02 40 00 00 00',
    name: 'Arbora SAS',
  });
});

test('a site without hours in its settings signs with the site’s hours, « 8 h 30 à 18 h » (seed site-facts)', () => {
  const hours = shopIdentity(new Map(), 'https://x.example').hours;
  expect(hours).toBe(CONTACT.hours);
  expect(hours).toContain('8\u00a0h\u00a030 à 18\u00a0h');
  expect(hours).not.toMatch(/\dh\d/);
});
