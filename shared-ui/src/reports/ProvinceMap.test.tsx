import '@hemis/shared-auth/src/testing-dom';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { PROVINCES } from '@hemis/shared-contracts';
import { MAP_SHADES, NO_FIGURES_SHADE, ProvinceMap, shadeClasses } from './ProvinceMap';
import { PROVINCE_SHAPES } from './provinceShapes';

const row = (key: number | null, group: string, total: number) => ({ key, group, total });

describe('ProvinceMap', () => {
  it('draws the seven provinces west to east, each focusable and named with its figure', () => {
    render(
      <ProvinceMap
        title="Enrolment by Province"
        unit="students"
        rows={[
          row(1, 'Koshi', 12000),
          row(2, 'Madhesh', 8000),
          row(3, 'Bagmati', 50000),
          row(4, 'Gandaki', 9000),
          row(5, 'Lumbini', 15000),
          row(6, 'Karnali', 2000),
          row(7, 'Sudurpashchim', 4000),
        ]}
      />,
    );
    const map = screen.getByRole('group', { name: 'Enrolment by Province' });
    const provinces = within(map).getAllByRole('img');
    expect(provinces.map((province) => province.getAttribute('aria-label'))).toEqual([
      'Sudurpashchim: 4,000 students',
      'Karnali: 2,000 students',
      'Lumbini: 15,000 students',
      'Gandaki: 9,000 students',
      'Bagmati: 50,000 students',
      'Madhesh: 8,000 students',
      'Koshi: 12,000 students',
    ]);
    for (const province of provinces) {
      expect(province).toHaveAttribute('tabindex', '0');
      expect(province.querySelector('title')?.textContent).toBe(
        province.getAttribute('aria-label'),
      );
    }
    const bagmati = screen.getByRole('img', { name: 'Bagmati: 50,000 students' });
    fireEvent.focus(bagmati);
    expect(screen.getByText('Bagmati: 50,000 students', { selector: 'span' })).toBeVisible();
  });

  it('shades each province by its figure: the largest darkest, the smallest lightest', () => {
    render(
      <ProvinceMap
        title="Enrolment by Province"
        rows={[
          row(3, 'Bagmati Province', 100),
          row(7, 'Sudurpaschim Province', 0),
          row(null, 'Gandaki', 55),
          row(5, 'Lumbini', 21),
        ]}
      />,
    );
    const shade = (name: string) =>
      document.querySelector(`[data-province="${name}"]`)?.getAttribute('data-shade');
    expect(shade('Bagmati')).toBe(MAP_SHADES[4]);
    expect(shade('Gandaki')).toBe(MAP_SHADES[2]);
    expect(shade('Lumbini')).toBe(MAP_SHADES[1]);
    expect(shade('Sudurpashchim')).toBe(MAP_SHADES[0]);
    // Koshi, Madhesh and Karnali have no row: drawn pale and said so.
    expect(shade('Koshi')).toBe(NO_FIGURES_SHADE);
    expect(screen.getByRole('img', { name: 'Karnali: no figures' })).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['0–20', '21–40', '41–60', '61–80', '81–100', 'No figures']);
  });

  it('has one shape for each of the contracts’ provinces', () => {
    expect(PROVINCE_SHAPES.map((shape) => shape.id).sort()).toEqual(
      PROVINCES.map((province) => province.id).sort(),
    );
    expect(shadeClasses([0, 0])).toEqual([{ from: 0, to: 0, shade: MAP_SHADES[0] }]);
  });
});
