import { nepalToday } from './dates';

describe('nepalToday', () => {
  it('counts the date in Nepal: 18:15 UTC is already the next day there', () => {
    expect(nepalToday(new Date('2026-11-22T18:14:59Z'))).toBe('2026-11-22');
    expect(nepalToday(new Date('2026-11-22T18:15:00Z'))).toBe('2026-11-23');
    expect(nepalToday(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });
});
