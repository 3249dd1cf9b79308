import { Tag } from 'antd';
import { GRADUATION_STATUSES, choiceLabel } from '@hemis/shared-contracts';
import type { FieldOverride } from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';

const COLORS: Readonly<Record<string, string>> = { pending: 'gold', approved: 'green' };

/** A graduation form's status as a coloured tag: pending approval or approved. */
export function GraduationStatusTag({ value }: { value: unknown }) {
  const t = studentsTexts.useTexts();
  if (typeof value !== 'string' || !value) return null;
  return <Tag color={COLORS[value]}>{t(choiceLabel(GRADUATION_STATUSES, value))}</Tag>;
}

/** The Status column of the graduation form lists. */
export const statusColumn: FieldOverride = {
  render: (value) => <GraduationStatusTag value={value} />,
};
