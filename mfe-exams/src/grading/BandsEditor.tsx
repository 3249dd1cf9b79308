import { useEffect } from 'react';
import { Button, Form, Input, InputNumber, Table, Typography } from 'antd';
import type { FieldControlProps } from '@hemis/shared-ui';
import { GRADE_POINT_SCALE } from '@hemis/shared-contracts';
import { examsTexts } from '../i18n/texts';
import { BANDS_TEXTS } from './texts';

/** A band as it is being typed: any part may still be empty. */
interface DraftBand {
  label: string;
  minPercentage: number | null;
  maxPercentage: number | null;
  gradePoint: number | null;
}

const EMPTY_BAND: DraftBand = {
  label: '',
  minPercentage: null,
  maxPercentage: null,
  gradePoint: null,
};

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** The bands of the field's JSON text, loosely: a half-typed band still shows as it is. */
function draftBands(value: unknown): DraftBand[] {
  if (typeof value !== 'string' || value.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed.map((item: unknown) => {
      const band: Readonly<Record<string, unknown>> =
        typeof item === 'object' && item !== null ? Object.fromEntries(Object.entries(item)) : {};
      return {
        label: typeof band.label === 'string' ? band.label : '',
        minPercentage: numberOrNull(band.minPercentage),
        maxPercentage: numberOrNull(band.maxPercentage),
        gradePoint: numberOrNull(band.gradePoint),
      };
    });
  } catch {
    return [];
  }
}

/** The JSON the API validates: grade points only in a GPA scheme. */
function bandsText(bands: readonly DraftBand[], withPoints: boolean): string {
  return JSON.stringify(
    bands.map(({ gradePoint, ...band }) => (withPoints ? { ...band, gradePoint } : band)),
  );
}

/**
 * A grading scheme's bands as an editable table, highest band first: the grade or division, its
 * lowest and highest percentage and, in a GPA scheme, its grade point. The form keeps the JSON
 * text; the API checks the whole (no gap or overlap) and names the band at fault.
 */
export function BandsEditor({ value, onChange, id, disabled }: FieldControlProps) {
  const t = examsTexts.useTexts();
  const kind: unknown = Form.useWatch('kind');
  const withPoints = kind === 'gpa';
  const bands = draftBands(value);
  const save = (next: readonly DraftBand[]) => onChange?.(bandsText(next, withPoints));
  const change = (index: number, patch: Partial<DraftBand>) =>
    save(bands.map((band, at) => (at === index ? { ...band, ...patch } : band)));

  // A division scheme has no grade points: switching kind drops them from the stored text.
  const text = typeof value === 'string' ? value : '';
  useEffect(() => {
    if (text === '' || withPoints) return;
    const withoutPoints = bandsText(draftBands(text), false);
    if (withoutPoints !== text) onChange?.(withoutPoints);
  }, [text, withPoints, onChange]);

  return (
    <div id={id}>
      <Table<DraftBand & { index: number }>
        size="small"
        pagination={false}
        rowKey="index"
        dataSource={bands.map((band, index) => ({ ...band, index }))}
        locale={{ emptyText: t(BANDS_TEXTS.empty) }}
        columns={[
          {
            title: t(withPoints ? BANDS_TEXTS.grade : BANDS_TEXTS.division),
            render: (_, band) => (
              <Input
                aria-label={`${t(BANDS_TEXTS.label)} ${band.index + 1}`}
                value={band.label}
                maxLength={40}
                disabled={disabled}
                onChange={(event) => change(band.index, { label: event.target.value })}
              />
            ),
          },
          ...(['minPercentage', 'maxPercentage'] as const).map((part) => ({
            title: t(BANDS_TEXTS[part]),
            width: 140,
            render: (_: unknown, band: DraftBand & { index: number }) => (
              <InputNumber
                aria-label={`${t(BANDS_TEXTS[part])} ${band.index + 1}`}
                value={band[part]}
                min={0}
                max={100}
                step={0.01}
                precision={2}
                disabled={disabled}
                style={{ width: '100%' }}
                onChange={(next) => change(band.index, { [part]: numberOrNull(next) })}
              />
            ),
          })),
          ...(withPoints
            ? [
                {
                  title: t(BANDS_TEXTS.gradePoint),
                  width: 120,
                  render: (_: unknown, band: DraftBand & { index: number }) => (
                    <InputNumber
                      aria-label={`${t(BANDS_TEXTS.gradePoint)} ${band.index + 1}`}
                      value={band.gradePoint}
                      min={0}
                      max={GRADE_POINT_SCALE}
                      step={0.1}
                      precision={2}
                      disabled={disabled}
                      style={{ width: '100%' }}
                      onChange={(next) => change(band.index, { gradePoint: numberOrNull(next) })}
                    />
                  ),
                },
              ]
            : []),
          {
            width: 90,
            render: (_, band) => (
              <Button
                type="link"
                danger
                disabled={disabled}
                aria-label={`${t(BANDS_TEXTS.remove)} ${band.index + 1}`}
                onClick={() => save(bands.filter((__, at) => at !== band.index))}
              >
                {t(BANDS_TEXTS.remove)}
              </Button>
            ),
          },
        ]}
      />
      <Button
        style={{ marginTop: 8 }}
        disabled={disabled}
        onClick={() => save([...bands, EMPTY_BAND])}
      >
        {t(BANDS_TEXTS.add)}
      </Button>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {t(BANDS_TEXTS.hint)}
      </Typography.Paragraph>
    </div>
  );
}
