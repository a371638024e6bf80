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

  test('a line it cannot read is left out, not guessed', () => {
    expect(
      openingHoursSpecification(['Sur rendez-vous', 'Vendredi au lundi : 9h – 12h', 'Lundi : midi – 14h']),
    ).toEqual([]);
  });
});
