import { openingHoursSpecification } from './opening-hours';

describe('openingHoursSpecification', () => {
  test('reads the stores’ French hours: day ranges, two slots, closed days left out', () => {
    expect(
      openingHoursSpecification([
        'Lundi : 14h00 – 18h30',
        'Mardi au vendredi : 9h00 – 12h30, 14h00 – 18h30',
        'Samedi : 9h00 – 17h00',
        'Dimanche : fermé',
      ]),
    ).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday'], opens: '14:00', closes: '18:30' },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '12:30',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '14:00',
        closes: '18:30',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '17:00' },
    ]);
  });

  test('lists of days, « 9h » without minutes and « à »', () => {
    expect(openingHoursSpecification(['Lundi et jeudi : 9h à 12h', 'Mercredi, samedi : 8h30 - 19h'])).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Thursday'], opens: '09:00', closes: '12:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Wednesday', 'Saturday'], opens: '08:30', closes: '19:00' },
    ]);
  });

  // The seed's hours since French typography: « 9 h – 12 h 30 », no-break spaces (U+00A0 or U+202F).
  test.each([
    ['U+00A0', '\u00a0'],
    ['U+202F', '\u202f'],
    ['a space', ' '],
  ])('reads « 9 h – 12 h 30 » written with %s around the « h »', (_name, space) => {
    const t = (text: string) => text.replace(/_/g, space);
    expect(
      openingHoursSpecification([
        t('Lundi\u00a0: 14_h – 18_h_30'),
        t('Mardi au vendredi\u00a0: 9_h – 12_h_30, 14_h – 18_h_30'),
        t('Samedi\u202f: 9_h à 17_h'),
        'Dimanche\u00a0: fermé',
      ]),
    ).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday'], opens: '14:00', closes: '18:30' },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '12:30',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '14:00',
        closes: '18:30',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '17:00' },
    ]);
  });

  test('a line it cannot read is left out, not guessed', () => {
    expect(
      openingHoursSpecification(['Sur rendez-vous', 'Vendredi au lundi : 9h – 12h', 'Lundi : midi – 14h']),
    ).toEqual([]);
  });
});
