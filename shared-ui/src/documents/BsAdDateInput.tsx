import { useState } from 'react';
import { Input, Space, Typography } from 'antd';
import { adToBs, bsToAd, fromDevanagariDigits } from '@hemis/shared-contracts';
import { inDigits, kitTexts } from '../i18n';
import { bsDateWords, useFormatting } from '../i18n/format';

export interface BsAdDateInputProps {
  /** The AD date, YYYY-MM-DD (what the form keeps and the API stores). */
  value?: string | null;
  onChange?: (ad: string | null) => void;
  /** Told the BS date as typed or filled in, when the form keeps it too (dateOfBirthBs). */
  onBsChange?: (bs: string | null) => void;
  id?: string;
  disabled?: boolean;
  /** Accessible names of the two inputs. */
  bsLabel?: string;
  adLabel?: string;
  /** The last AD day allowed (YYYY-MM-DD): a later one is refused and the inputs keep `value`. */
  max?: string;
  /** Told a refused day after `max`. */
  onAfterMax?: (ad: string) => void;
}

const BS_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date entered in BS or AD (DESIGN.md section 4): typing a whole BS date fills the AD one and
 * choosing an AD date fills the BS one, so both always name the same day. The BS day is written
 * out beside them with its month's name in the current language ("1 Shrawan 2081", "१ साउन
 * २०८१"); BS digits follow the user's setting, and ०-९ may be typed.
 */
export function BsAdDateInput({
  value,
  onChange,
  onBsChange,
  id,
  disabled,
  bsLabel,
  adLabel,
  max,
  onAfterMax,
}: BsAdDateInputProps) {
  const t = kitTexts.useTexts();
  const { language } = useFormatting();
  // "वि.सं." and "ई.सं." take more room than "BS" and "AD".
  const suffixWidth = language === 'ne' ? 64 : 48;
  const ad = value ?? '';
  // The BS text as typed (a half-typed date has no AD yet); it follows the AD value whenever
  // that changes from outside (a restored draft, a chosen AD date), adjusted while rendering.
  const [bs, setBs] = useState<string>(ad ? (adToBs(ad) ?? '') : '');
  const [seenAd, setSeenAd] = useState(ad);
  if (ad !== seenAd) {
    setSeenAd(ad);
    if (ad && bsToAd(bs) !== ad) setBs(adToBs(ad) ?? '');
  }

  /** A day after `max` is refused: the BS text goes back to the kept day. */
  function refused(day: string): boolean {
    if (!max || day <= max) return false;
    setBs(ad ? (adToBs(ad) ?? '') : '');
    onAfterMax?.(day);
    return true;
  }

  function typeBs(typed: string) {
    // Devanagari digits typed (or shown) are read as numbers are.
    const text = fromDevanagariDigits(typed);
    const whole = BS_SHAPE.test(text.trim()) ? bsToAd(text.trim()) : null;
    if (whole && refused(whole)) return;
    setBs(text);
    onBsChange?.(text.trim() === '' ? null : text.trim());
    if (text.trim() === '') {
      onChange?.(null);
      return;
    }
    if (whole) onChange?.(whole);
  }

  function chooseAd(text: string) {
    if (text && refused(text)) return;
    const converted = text ? adToBs(text) : null;
    setBs(converted ?? '');
    onBsChange?.(converted);
    onChange?.(text || null);
  }

  return (
    <Space wrap size={8}>
      <Space.Compact>
        <Input
          id={id}
          aria-label={bsLabel ?? t('Date (BS)')}
          placeholder={t('YYYY-MM-DD')}
          value={inDigits(bs)}
          disabled={disabled}
          maxLength={10}
          style={{ width: 130 }}
          onChange={(event) => typeBs(event.target.value)}
        />
        <Input value={t('BS')} disabled style={{ width: suffixWidth }} tabIndex={-1} aria-hidden />
      </Space.Compact>
      <Space.Compact>
        <Input
          type="date"
          aria-label={adLabel ?? t('Date (AD)')}
          value={ad}
          max={max}
          disabled={disabled}
          style={{ width: 160 }}
          onChange={(event) => chooseAd(event.target.value)}
        />
        <Input value={t('AD')} disabled style={{ width: suffixWidth }} tabIndex={-1} aria-hidden />
      </Space.Compact>
      {bs && BS_SHAPE.test(bs) && !bsToAd(bs) ? (
        <Typography.Text type="danger">{t('Not a BS date')}</Typography.Text>
      ) : null}
      {bs && BS_SHAPE.test(bs) && bsToAd(bs) ? (
        <Typography.Text type="secondary" data-testid="bs-date-in-words">
          {bsDateWords(bs, language)}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
