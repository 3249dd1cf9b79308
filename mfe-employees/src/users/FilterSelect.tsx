import { Select } from 'antd';
import { employeesTexts } from '../i18n/texts';

/**
 * One clearable filter above the accounts list ("Filter by role"): `name` ("role") and
 * `placeholder` ("Role") are English texts of the catalogue; the options' labels come shown.
 */
export function FilterSelect<V extends string>({
  name,
  placeholder,
  width,
  value,
  onChange,
  options,
}: {
  name: string;
  placeholder: string;
  width: number | '100%';
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  options: { value: V; label: string }[];
}) {
  const t = employeesTexts.useTexts();
  return (
    <Select<V>
      allowClear
      placeholder={t(placeholder)}
      aria-label={t('Filter by {{name}}', { name: t(name) })}
      style={{ minWidth: width }}
      value={value}
      onChange={(chosen) => onChange(chosen ?? undefined)}
      options={options}
    />
  );
}
