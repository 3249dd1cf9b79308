import { Select } from 'antd';

/** One clearable filter above the accounts list ("Filter by role"). */
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
  return (
    <Select<V>
      allowClear
      placeholder={placeholder}
      aria-label={`Filter by ${name}`}
      style={{ minWidth: width }}
      value={value}
      onChange={(chosen) => onChange(chosen ?? undefined)}
      options={options}
    />
  );
}
