import { parseReplyTo, replyToMailbox } from './reply-to';

describe('the Reply-To of the team’s e-mails (mail/reply-to.ts)', () => {
  test('the visitor’s address, their name quoted as its display name', () => {
    expect(replyToMailbox('Léa Martin', 'lea.martin@exemple.fr')).toBe('"Léa Martin" <lea.martin@exemple.fr>');
    expect(replyToMailbox('O\'Brien "Bob" \\ Jr', 'bob@exemple.fr')).toBe(
      '"O\'Brien \\"Bob\\" \\\\ Jr" <bob@exemple.fr>',
    );
    expect(replyToMailbox('  ', 'lea@exemple.fr')).toBe('lea@exemple.fr');
    // A name on several lines is one line: never a header of its own.
    expect(replyToMailbox('Léa\r\nBcc: victim@exemple.fr', 'lea@exemple.fr')).toBe(
      '"Léa Bcc: victim@exemple.fr" <lea@exemple.fr>',
    );
  });

  test('no Reply-To unless the address is one plain address', () => {
    for (const address of [
      'lea@exemple.fr\r\nBcc: victim@exemple.fr',
      'lea@exemple.fr\n',
      ' lea@exemple.fr',
      'lea@exemple.fr, victim@exemple.fr',
      'Léa <lea@exemple.fr>',
      '"lea"@exemple.fr',
      'lea@exemple',
      '',
    ])
      expect([address, replyToMailbox('Léa Martin', address)]).toEqual([address, null]);
  });

  test('read back on delivery as nodemailer takes it; anything else is left out', () => {
    expect(parseReplyTo('"O\'Brien \\"Bob\\" \\\\ Jr" <bob@exemple.fr>')).toEqual({
      name: 'O\'Brien "Bob" \\ Jr',
      address: 'bob@exemple.fr',
    });
    expect(parseReplyTo('lea@exemple.fr')).toEqual({ name: '', address: 'lea@exemple.fr' });
    for (const value of [
      null,
      '',
      'lea@exemple.fr\r\nBcc: victim@exemple.fr',
      '"Léa" <lea@exemple.fr>\r\nBcc: victim@exemple.fr',
      '"Léa\r\nBcc: victim@exemple.fr" <lea@exemple.fr>',
      '"Léa" <lea@exemple.fr\r\nBcc: victim@exemple.fr>',
      '"Léa" <lea@exemple.fr>, victim@exemple.fr',
      'Léa <lea@exemple.fr>',
    ])
      expect([value, parseReplyTo(value)]).toEqual([value, null]);
  });
});
