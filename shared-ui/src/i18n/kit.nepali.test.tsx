import '@hemis/shared-auth/src/testing-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import {
  choice,
  date,
  decimal,
  defineResourceContract,
  reportChartOption,
  reportSection,
  status,
  text,
} from '@hemis/shared-contracts';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import { defineResource } from '../resource/defineResource';
import { listReply, pathOf, renderResourceScreen } from '../resource/testing';
import { GenderCountTable } from '../reports/GenderCountTable';
import { localizedChartOption } from '../reports/ReportChart';
import { KIT_NE } from './ne';
import { addTexts, changeDigits, changeLanguage } from './index';
import { bsDateWords } from './format';

// The screen's own labels and messages (a remote's, in a real screen) with their Nepali.
addTexts('test-fixtures', {
  Book: 'पुस्तक',
  'Library Books': 'पुस्तकालयका पुस्तकहरू',
  'Book Title': 'पुस्तकको नाम',
  'Book Title is required': 'पुस्तकको नाम आवश्यक छ',
  Shelf: 'दराज',
  'Reference shelf': 'सन्दर्भ दराज',
  'Lending shelf': 'सापटी दराज',
  'Bought On (AD)': 'खरिद मिति (ई.सं.)',
  'Bought On': 'खरिद मिति',
  'Price (NPR)': 'मूल्य (रु.)',
});

const bookContract = defineResourceContract({
  name: 'Book',
  title: 'Book',
  module: 'setup',
  ownership: 'institution',
  fields: {
    bookTitle: text('Book Title', { required: 'Book Title is required' }),
    shelf: choice('Shelf', [
      { value: 'reference', label: 'Reference shelf' },
      { value: 'lending', label: 'Lending shelf' },
    ]),
    boughtOn: date('Bought On (AD)'),
    price: decimal('Price (NPR)'),
    status: status(),
  },
});
const Books = defineResource({ contract: bookContract, title: 'Library Books' });

const rows = [
  {
    id: 1,
    bookTitle: 'Muna Madan',
    shelf: 'reference',
    boughtOn: '2024-07-16',
    price: 350.5,
    status: true,
    universityId: 5,
    campusId: 49,
  },
  {
    id: 2,
    bookTitle: 'Seto Dharti',
    shelf: 'lending',
    boughtOn: null,
    price: 1200,
    status: false,
    universityId: 5,
    campusId: 49,
  },
];

mockApiForEachTest((call) => {
  if (pathOf(call) === '/book' && call.method === 'GET') return listReply(rows, 2);
  return undefined;
});

/** The kit's Nepali of an English text. */
const ne = (english: string): string => {
  const nepali = KIT_NE[english];
  if (!nepali) throw new Error(`No Nepali for "${english}" in KIT_NE`);
  return nepali;
};

/** The kit's English texts that must not stay on a Nepali screen. */
const KIT_ENGLISH = ['Submit', 'Reset', 'Export', 'Edit', 'Delete', 'Action', 'S.N.', 'Active'];

afterEach(() => {
  // jest.setup puts the language back; the digits are this test's to put back.
  changeDigits('latin');
  window.localStorage.removeItem('hemis.digits');
});

describe('the kit in Nepali', () => {
  it('shows its buttons, headings and list texts in Nepali, and a BS date by its month name', async () => {
    await act(() => changeLanguage('ne'));
    const { user } = renderResourceScreen(Books);
    const table = await screen.findByRole('table');
    await within(table).findByText('Muna Madan');

    // The kit's own texts, around the screen's declared ones.
    expect(screen.getByText('पुस्तकालयका पुस्तकहरू')).toBeInTheDocument();
    expect(screen.getByText('पुस्तक थप्नुहोस्')).toBeInTheDocument();
    expect(screen.getByText('पुस्तक सूची')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ne('Submit') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ne('Reset') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ne('Export') })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: ne('Edit') })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: ne('Delete') })).toHaveLength(2);
    expect(screen.getByPlaceholderText(ne('Search'))).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: ne('S.N.') })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: ne('Action') })).toBeInTheDocument();
    expect(within(table).getByText(ne('Active'))).toBeInTheDocument();
    expect(within(table).getByText(ne('Inactive'))).toBeInTheDocument();
    expect(within(table).getByText('सन्दर्भ दराज')).toBeInTheDocument();
    expect(screen.getByText('जम्मा 2')).toBeInTheDocument();
    for (const english of KIT_ENGLISH) expect(screen.queryByText(english)).toBeNull();

    // A date: BS written with its month's Nepali name, AD beside it.
    expect(within(table).getByText('1 साउन 2081 वि.सं. (2024-07-16 ई.सं.)')).toBeInTheDocument();
    // The BS input names the typed day's month too; AD pickers (dayjs) speak Nepali.
    const form = screen.getByTestId('resource-form-create');
    await user.type(within(form).getByLabelText('खरिद मिति (वि.सं.)'), '2081-08-14');
    expect(within(form).getByTestId('bs-date-in-words')).toHaveTextContent('14 मंसिर 2081');
    expect(within(form).getByLabelText('खरिद मिति (ई.सं.)')).toHaveValue('2024-11-29');
    expect(dayjs.locale()).toBe('ne');

    // A rule's message in Nepali, the field named by its Nepali label.
    await user.click(within(form).getByRole('button', { name: ne('Submit') }));
    expect(await within(form).findByText('पुस्तकको नाम आवश्यक छ')).toBeInTheDocument();
  });

  it('writes the figures in Devanagari digits when the user chose them', async () => {
    await act(() => changeLanguage('ne'));
    act(() => changeDigits('devanagari'));
    renderResourceScreen(Books);
    const table = await screen.findByRole('table');
    await within(table).findByText('Muna Madan');
    // The running numbers, the amounts, the date and the list's total.
    const firstRow = within(table).getByText('Muna Madan').closest('tr') as HTMLElement;
    expect(within(firstRow).getByText('१')).toBeInTheDocument();
    expect(within(firstRow).getByText('३५०.५')).toBeInTheDocument();
    expect(within(firstRow).getByText('१ साउन २०८१ वि.सं. (२०२४-०७-१६ ई.सं.)')).toBeInTheDocument();
    expect(within(table).getByText('१२००')).toBeInTheDocument();
    expect(screen.getByText('जम्मा २')).toBeInTheDocument();
    expect(within(table).queryByText('350.5')).toBeNull();
  });

  it('names BS months in English in English, and keeps its English screens as they were', async () => {
    expect(bsDateWords('2083-08-14', 'en')).toBe('14 Mangsir 2083');
    expect(bsDateWords('2083-08-14', 'ne')).toBe('14 मंसिर 2083');
    renderResourceScreen(Books);
    const table = await screen.findByRole('table');
    await within(table).findByText('Muna Madan');
    expect(within(table).getByText('2081-04-01 BS (2024-07-16 AD)')).toBeInTheDocument();
    expect(screen.getByText('Add Book')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    await waitFor(() => expect(dayjs.locale()).toBe('en'));
  });

  it('writes a report’s breakdown and its chart in Nepali, figures in the user’s digits', async () => {
    await act(() => changeLanguage('ne'));
    act(() => changeDigits('devanagari'));
    const rows = [
      { group: 'Kathmandu', male: 10, female: 25, other: 0, total: 35 },
      { group: 'Other', male: 1200, female: 3, other: 1, total: 1204 },
    ];
    render(<GenderCountTable title="Students" groupTitle="Group" rows={rows} />);
    const table = screen.getByRole('table');
    for (const heading of ['Group', 'Male', 'Female', 'Other', 'Total']) {
      expect(within(table).getByRole('columnheader', { name: ne(heading) })).toBeInTheDocument();
    }
    expect(screen.getByText(ne('Students'))).toBeInTheDocument();
    const cells = within(table)
      .getAllByRole('row')
      .map((line) => [...line.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(cells.slice(-3)).toEqual([
      // A group is data (a district's name), unless a catalogue names it ("Other").
      ['Kathmandu', '१०', '२५', '०', '३५'],
      [ne('Other'), '१२००', '३', '१', '१२०४'],
      [ne('Total'), '१२१०', '२८', '१', '१२३९'],
    ]);

    // The chart: its series named in Nepali, its value axis and tooltip in Devanagari digits.
    const section = reportSection('studentsByFaculty');
    const option = localizedChartOption(
      reportChartOption(section, [{ key: 1, ...rows[0]! }]),
      'ne',
      'devanagari',
    ) as unknown as {
      series: { name: string }[];
      xAxis: { axisLabel?: { formatter: (value: number) => string } };
      tooltip: { valueFormatter: (value: number) => string };
    };
    expect(option.series.map((series) => series.name)).toEqual(
      expect.arrayContaining([ne('Male'), ne('Female')]),
    );
    expect(option.tooltip.valueFormatter(1204)).toBe('१२०४');
    expect(option.xAxis.axisLabel?.formatter(1204)).toBe('१२०४');
    const english = reportChartOption(section, [{ key: 1, ...rows[0]! }]);
    expect(localizedChartOption(english, 'en', 'latin')).toBe(english);
  });
});
