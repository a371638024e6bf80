import * as format from '../format';
import * as geo from './index';

describe('@arbora/shared/geo public surface', () => {
  it('exports the postcode distances, which left @arbora/shared/format (eager in the shell)', () => {
    for (const name of ['distanceKm', 'positionOfPostcode']) {
      expect(geo).toHaveProperty(name);
      expect(format).not.toHaveProperty(name);
    }
  });
});
