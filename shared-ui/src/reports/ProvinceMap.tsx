import { useId, useState } from 'react';
import { Typography } from 'antd';
import type { ReportRow, ReportSectionDeclaration } from '@hemis/shared-contracts';
import { MAP_VIEW_BOX, PROVINCE_SHAPES, type ProvinceShape } from './provinceShapes';
import { kitTexts } from '../i18n';
import { formatCount, useCallerTexts, useFormatting } from '../i18n/format';

/** A row the map reads: a report row (`key` the province id, `group` its name). */
export type ProvinceRow = Pick<ReportRow, 'key' | 'group' | 'total'>;

export interface ProvinceMapProps {
  /** What the map shows ("Enrolment by Province"): its accessible name. */
  title: string;
  rows: readonly ProvinceRow[];
  /** What a figure counts ("students"), written after it. */
  unit?: string;
}

/** Light to dark: the shades of the five classes (the theme's blue at the top). */
export const MAP_SHADES = ['#e3ecf7', '#b4cbe8', '#7fa6d4', '#4a7fbd', '#1d4f91'] as const;
export const NO_FIGURES_SHADE = '#f2f2f2';

const format = formatCount;

/** Province names as the data may spell them ("Sudurpaschim Province") to the map's. */
function plainName(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s*province$/, '')
    .replace('paschim', 'pashchim')
    .replace(/[^a-z]/g, '');
}

function rowOf(shape: ProvinceShape, rows: readonly ProvinceRow[]): ProvinceRow | undefined {
  return (
    rows.find((row) => row.key !== null && Number(row.key) === shape.id) ??
    rows.find((row) => plainName(row.group) === plainName(shape.name))
  );
}

export interface ShadeClass {
  from: number;
  to: number;
  shade: string;
}

/** Five equal classes from 0 to the largest figure (one class when every figure is 0). */
export function shadeClasses(values: readonly number[]): ShadeClass[] {
  const top = Math.max(0, ...values);
  if (top === 0) return [{ from: 0, to: 0, shade: MAP_SHADES[0] }];
  const step = Math.max(1, Math.ceil(top / MAP_SHADES.length));
  return MAP_SHADES.map((shade, index) => ({
    from: index === 0 ? 0 : index * step + 1,
    to: index === MAP_SHADES.length - 1 ? top : (index + 1) * step,
    shade,
  })).filter((entry) => entry.from <= entry.to);
}

function shadeOf(value: number, classes: readonly ShadeClass[]): string {
  return (
    classes.find((entry) => value <= entry.to)?.shade ?? classes.at(-1)?.shade ?? MAP_SHADES[0]
  );
}

/**
 * Nepal's seven provinces shaded by a figure, with a legend. Each province is focusable and
 * named with its figure (its `<title>` and accessible name), so a keyboard or a screen reader
 * walks the provinces west to east; the figure of the province pointed at or focused is written
 * under the map. A province without a row is drawn pale and said to have no figures.
 */
export function ProvinceMap({ title, rows, unit = '' }: ProvinceMapProps) {
  const captionId = useId();
  const [pointed, setPointed] = useState<string | null>(null);
  const t = kitTexts.useTexts();
  const shown = useCallerTexts();
  useFormatting();
  const provinces = PROVINCE_SHAPES.map((shape) => {
    const row = rowOf(shape, rows);
    const name = shown(shape.name);
    const said =
      row === undefined
        ? `${name}: ${t('no figures')}`
        : `${name}: ${format(row.total)}${unit ? ` ${shown(unit)}` : ''}`;
    return { shape, name, value: row?.total, said };
  });
  const classes = shadeClasses(provinces.flatMap((entry) => entry.value ?? []));
  const anyMissing = provinces.some((entry) => entry.value === undefined);
  return (
    <figure style={{ margin: 0 }} data-testid="province-map">
      <svg
        viewBox={MAP_VIEW_BOX}
        role="group"
        aria-label={shown(title)}
        aria-describedby={captionId}
        style={{ width: '100%', height: 'auto', display: 'block' }}
      >
        {provinces.map(({ shape, value, said }) => {
          const fill = value === undefined ? NO_FIGURES_SHADE : shadeOf(value, classes);
          const active = pointed === said;
          return (
            <path
              key={shape.id}
              d={shape.path}
              fill={fill}
              stroke={active ? '#faad14' : '#ffffff'}
              strokeWidth={active ? 4 : 1.5}
              strokeDasharray={value === undefined ? '4 3' : undefined}
              tabIndex={0}
              role="img"
              aria-label={said}
              data-province={shape.name}
              data-shade={fill}
              style={{ outline: 'none', cursor: 'default' }}
              onFocus={() => setPointed(said)}
              onBlur={() => setPointed(null)}
              onMouseEnter={() => setPointed(said)}
              onMouseLeave={() => setPointed(null)}
            >
              <title>{said}</title>
            </path>
          );
        })}
        {provinces.map(({ shape, name, value }) => (
          <text
            key={shape.id}
            x={shape.label[0]}
            y={shape.label[1]}
            textAnchor="middle"
            aria-hidden="true"
            fontSize={16}
            fill={
              value !== undefined && shadeOf(value, classes) === MAP_SHADES[4] ? '#fff' : '#1f1f1f'
            }
            style={{ pointerEvents: 'none' }}
          >
            {name}
          </text>
        ))}
      </svg>
      <figcaption id={captionId}>
        <Typography.Text type="secondary" aria-live="polite">
          {pointed ?? t('Point at or focus a province for its figure.')}
        </Typography.Text>
        <ul
          aria-label={t('Legend')}
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: '4px 12px',
            padding: 0,
            margin: '6px 0 0',
          }}
        >
          {classes.map((entry) => (
            <Legend
              key={entry.shade}
              shade={entry.shade}
              text={
                entry.from === entry.to
                  ? format(entry.to)
                  : `${format(entry.from)}–${format(entry.to)}`
              }
            />
          ))}
          {anyMissing ? <Legend shade={NO_FIGURES_SHADE} text={t('No figures')} /> : null}
        </ul>
      </figcaption>
    </figure>
  );
}

function Legend({ shade, text }: { shade: string; text: string }) {
  return (
    <li style={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 4 }}>
      <span
        aria-hidden="true"
        style={{
          width: 14,
          height: 14,
          background: shade,
          border: '1px solid #bfbfbf',
          display: 'inline-block',
        }}
      />
      <Typography.Text style={{ fontSize: 12 }}>{text}</Typography.Text>
    </li>
  );
}

/**
 * A report section of chart kind 'map' drawn as the province map (a `ReportChart` map renderer):
 * titled by the section, each figure followed by what it counts.
 */
export function provinceMapOf({
  section,
  rows,
}: {
  section: ReportSectionDeclaration;
  rows: readonly ReportRow[];
}) {
  const unit = section.measure === 'campuses' ? 'campuses' : section.dataOf;
  return <ProvinceMap title={section.title} rows={rows} unit={unit} />;
}
