import {
  adToBs,
  bsToAd,
  fiscalYearOf,
  fiscalYearStartingIn,
  formatBsAd,
  formatBsAdTime,
  nepalToday,
} from './dates';

describe('nepalToday', () => {
  it('counts the date in Nepal: 18:15 UTC is already the next day there', () => {
    expect(nepalToday(new Date('2026-11-22T18:14:59Z'))).toBe('2026-11-22');
    expect(nepalToday(new Date('2026-11-22T18:15:00Z'))).toBe('2026-11-23');
    expect(nepalToday(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });
});

describe('Bikram Sambat dates', () => {
  it('converts known days both ways', () => {
    // 1 Shrawan 2081 (the first day of fiscal year 2081/82) fell on 16 July 2024.
    expect(adToBs('2024-07-16')).toBe('2081-04-01');
    expect(bsToAd('2081-04-01')).toBe('2024-07-16');
    // Nepali new year 2082: 1 Baisakh fell on 14 April 2025.
    expect(bsToAd('2082-01-01')).toBe('2025-04-14');
    expect(adToBs('2000-01-01')).toBe('2056-09-17');
  });
  it('refuses days that do not exist', () => {
    expect(bsToAd('2081-13-01')).toBeNull();
    expect(bsToAd('2081-04-33')).toBeNull();
    expect(bsToAd('2081-4-1')).toBeNull();
    expect(adToBs('2024-02-30')).toBeNull();
    expect(adToBs('not a date')).toBeNull();
    expect(bsToAd('1800-01-01')).toBeNull();
  });
  it('formats BS with AD alongside', () => {
    expect(formatBsAd('2024-07-16')).toBe('2081-04-01 BS (2024-07-16 AD)');
    expect(formatBsAd(null)).toBe('');
  });
  it('formats a moment on Nepal time, BS with AD alongside', () => {
    expect(formatBsAdTime('2024-07-15T20:00:00.000Z')).toBe('2081-04-01 BS (2024-07-16 AD) 01:45');
    expect(formatBsAdTime(new Date('2024-07-16T06:15:00Z'))).toBe(
      '2081-04-01 BS (2024-07-16 AD) 12:00',
    );
    expect(formatBsAdTime(null)).toBe('');
    expect(formatBsAdTime('not a time')).toBe('');
  });
});

describe('fiscal years', () => {
  it('run from Shrawan 1 to the end of Asar', () => {
    expect(fiscalYearStartingIn(2081)).toEqual({
      label: '2081/82',
      startDate: '2024-07-16',
      endDate: '2025-07-16',
    });
    expect(fiscalYearStartingIn(2089)?.label).toBe('2089/90');
  });
  it('holds every day between, and 2083/84 holds 24 November 2026', () => {
    expect(fiscalYearOf('2026-11-24')).toEqual({
      label: '2083/84',
      startDate: '2026-07-17',
      endDate: '2027-07-16',
    });
    expect(fiscalYearOf('2026-07-16')?.label).toBe('2082/83');
    expect(fiscalYearOf('2026-07-17')?.label).toBe('2083/84');
    expect(fiscalYearOf('not a date')).toBeNull();
  });
});
