import { act, render, screen } from '@testing-library/react';
import {
  LANGUAGE_STORAGE_KEY,
  addTexts,
  currentLanguage,
  translateMessage,
  useTexts,
} from './texts';

addTexts('texts-test', {
  'Tabs agree': 'ट्याबहरू मिल्छन्',
  '{{label}} is too long': '{{label}} धेरै लामो छ',
  Remarks: 'कैफियत',
});

function Shown() {
  const t = useTexts('texts-test');
  return <p>{t('Tabs agree')}</p>;
}

describe('the language of a visit', () => {
  it('follows a switch made in another tab of the browser, and marks the page', () => {
    render(<Shown />);
    expect(screen.getByText('Tabs agree')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: LANGUAGE_STORAGE_KEY, newValue: 'ne' }),
      );
    });
    expect(currentLanguage()).toBe('ne');
    expect(document.documentElement.lang).toBe('ne');
    expect(screen.getByText('ट्याबहरू मिल्छन्')).toBeInTheDocument();
  });

  it('ignores what another tab stores that is not a language', () => {
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: LANGUAGE_STORAGE_KEY, newValue: 'fr' }),
      );
    });
    expect(currentLanguage()).toBe('en');
  });

  it('writes a finished message from its template, its label translated, in Nepali only', () => {
    expect(translateMessage('Remarks is too long')).toBe('Remarks is too long');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: LANGUAGE_STORAGE_KEY, newValue: 'ne' }),
      );
    });
    expect(translateMessage('Remarks is too long')).toBe('कैफियत धेरै लामो छ');
    expect(translateMessage('A message no catalogue holds')).toBe('A message no catalogue holds');
  });
});
