import {
  BS_MONTH_NAMES,
  bsDateInWords,
  fromDevanagariDigits,
  preferredLanguage,
  toDevanagariDigits,
} from './language';

describe('languages', () => {
  it('picks Nepali or English from what the browser accepts, English otherwise', () => {
    expect(preferredLanguage('ne-NP,ne;q=0.9,en;q=0.8')).toBe('ne');
    expect(preferredLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(preferredLanguage('hi-IN,ne;q=0.5,en;q=0.4')).toBe('ne');
    expect(preferredLanguage('fr, en;q=0')).toBe('en');
    expect(preferredLanguage(['ne', 'en'])).toBe('ne');
    expect(preferredLanguage(undefined)).toBe('en');
    expect(preferredLanguage('de;q=1, en;q=0.2, ne;q=0.3')).toBe('ne');
  });

  it('writes BS dates with the month in each language, Devanagari digits in Nepali', () => {
    expect(bsDateInWords('2083-08-14', 'en')).toBe('14 Mangsir 2083');
    expect(bsDateInWords('2083-08-14', 'ne')).toBe('१४ मंसिर २०८३');
    expect(bsDateInWords('2083-13-01', 'ne')).toBe('');
    expect(bsDateInWords('14 Mangsir', 'en')).toBe('');
    expect(BS_MONTH_NAMES.ne).toHaveLength(12);
    expect(toDevanagariDigits('Rs. 1,250.50')).toBe('Rs. १,२५०.५०');
    expect(fromDevanagariDigits('२०८३-०८-१४')).toBe('2083-08-14');
  });
});
