import { Segmented } from 'antd';
import {
  LANGUAGES,
  LANGUAGE_NAMES,
  LANGUAGE_SWITCH_NAME,
  type Language,
} from '@hemis/shared-contracts/src/language';
import { changeLanguage, useLanguage } from './texts';

export interface LanguageSwitchProps {
  /** Called after the switch (the shell keeps a signed-in user's choice on the server). */
  onChange?: (language: Language) => void;
  size?: 'small' | 'middle';
}

/**
 * English | नेपाली, each named in itself (a reader of either finds their own). Switching redraws
 * every screen at once; the browser remembers the choice.
 */
export function LanguageSwitch({ onChange, size = 'small' }: LanguageSwitchProps) {
  const language = useLanguage();
  return (
    <Segmented<Language>
      size={size}
      aria-label={LANGUAGE_SWITCH_NAME[language]}
      value={language}
      options={LANGUAGES.map((value) => ({
        value,
        label: <span lang={value}>{LANGUAGE_NAMES[value]}</span>,
      }))}
      onChange={(value) => {
        void changeLanguage(value).then(() => onChange?.(value));
      }}
    />
  );
}
