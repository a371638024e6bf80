import { distanceKm, positionOfPostcode } from './geo';

describe('postcode positions (one table for every area)', () => {
  it('places a postcode by its département, and nothing else', () => {
    expect(positionOfPostcode('13001')).toEqual({ lat: 43.3, lng: 5.37 });
    expect(positionOfPostcode(' 75011 ')).not.toBeNull();
    expect(positionOfPostcode('97400')).toBeNull();
    expect(positionOfPostcode('7501')).toBeNull();
  });

  it('measures great-circle distances in km', () => {
    const paris = positionOfPostcode('75001')!;
    const marseille = positionOfPostcode('13001')!;
    expect(Math.round(distanceKm(paris, marseille))).toBeGreaterThan(600);
    expect(Math.round(distanceKm(paris, marseille))).toBeLessThan(700);
    expect(distanceKm(paris, paris)).toBe(0);
  });
});
