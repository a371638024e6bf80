/** @jest-environment node */
import { formatCivility, formatPersonName } from './index';

describe('formatCivility', () => {
  it.each([
    ['M', 'M.'],
    ['Mme', 'Mme'],
    [null, ''],
    [undefined, ''],
  ] as const)('%p → %p', (stored, printed) => {
    expect(formatCivility(stored)).toBe(printed);
  });
});

describe('formatPersonName', () => {
  it('civility, first name and last name, the civility as a letter writes it', () => {
    expect(formatPersonName({ civility: 'M', firstname: 'Paul', lastname: 'Durand' })).toBe('M. Paul Durand');
    expect(formatPersonName({ civility: 'Mme', firstname: 'Jeanne', lastname: 'Martin' })).toBe('Mme Jeanne Martin');
  });

  it('leaves out the parts not given', () => {
    expect(formatPersonName({ civility: null, firstname: 'Paul', lastname: 'Durand' })).toBe('Paul Durand');
    expect(formatPersonName({ civility: 'Mme', firstname: '', lastname: 'Martin' })).toBe('Mme Martin');
    expect(formatPersonName({ firstname: 'Paul' })).toBe('Paul');
    expect(formatPersonName({})).toBe('');
  });
});
