import ExcelJS from 'exceljs';
import {
  choice,
  date,
  defineResourceContract,
  text,
  type AnyResourceContract,
} from '@hemis/shared-contracts';
import { workbookOf } from './export';

const contract = defineResourceContract({
  name: 'Notice',
  title: 'Notice',
  module: 'setup',
  ownership: 'institution',
  fields: {
    heading: text('Heading'),
    audience: choice('Audience', [{ value: 'nonTeaching', label: 'Non-Teaching' }]),
    publishedOn: date('Published On (AD)'),
  },
});

describe('a list as a workbook', () => {
  it('writes choices by their labels and dates in BS with AD beside them', async () => {
    const buffer = await workbookOf(contract as unknown as AnyResourceContract, [
      { id: 1, heading: 'Exam routine', audience: 'nonTeaching', publishedOn: '2024-07-16' },
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'S.N.',
      'Heading',
      'Audience',
      'Published On',
    ]);
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      1,
      'Exam routine',
      'Non-Teaching',
      '2081-04-01 BS (2024-07-16 AD)',
    ]);
  });
});
