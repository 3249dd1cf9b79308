import '@hemis/shared-auth/src/testing-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { choice, date, defineResourceContract, text } from '@hemis/shared-contracts';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import { defineResource } from './defineResource';
import { listReply, pathOf, renderResourceScreen } from './testing';
import { addTexts } from '../i18n';

// The Nepali of this test's own fixtures (labels and messages no package declares): the kit
// renders them through the catalogue, and a screen test fails on a text without its Nepali.
addTexts('test-fixtures', {
  Audience: 'लक्षित समूह',
  Heading: 'शीर्षक',
  Notice: 'सूचना',
  Notices: 'सूचनाहरू',
  'Published On': 'प्रकाशित मिति',
  'Published On (AD)': 'प्रकाशित मिति (ई.सं.)',
});

const noticeContract = defineResourceContract({
  name: 'Notice',
  title: 'Notice',
  module: 'setup',
  ownership: 'institution',
  fields: {
    heading: text('Heading', { required: 'Heading is required' }),
    audience: choice('Audience', [
      { value: 'nonTeaching', label: 'Non-Teaching' },
      { value: 'teaching', label: 'Teaching' },
    ]),
    publishedOn: date('Published On (AD)'),
  },
});
const Notices = defineResource({ contract: noticeContract, title: 'Notices' });
const rows = [
  {
    id: 1,
    heading: 'Exam routine',
    audience: 'nonTeaching',
    publishedOn: '2024-07-16',
    campusId: 49,
    universityId: 5,
  },
];
const mocked = mockApiForEachTest((call) => {
  if (pathOf(call) === '/notice' && call.method === 'GET') return listReply(rows);
  if (call.method === 'POST') return { status: 201, data: { id: 2 } };
  return undefined;
});

describe('dates and enumerations in the kit', () => {
  it('shows a date in BS with AD beside it, and a choice by its label', async () => {
    renderResourceScreen(Notices);
    const cell = await screen.findByText('2081-04-01 BS (2024-07-16 AD)');
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).getByText('Non-Teaching')).toBeInTheDocument();
    expect(within(row).queryByText('nonTeaching')).toBeNull();
    expect(
      within(screen.getByRole('table')).getAllByRole('columnheader', { name: 'Published On' }),
    ).not.toHaveLength(0);
  });

  it('enters a date in BS and sends the AD day', async () => {
    const { user } = renderResourceScreen(Notices);
    await screen.findByText('Exam routine');
    const form = screen.getByTestId('resource-form-create');
    await user.type(within(form).getByLabelText('Heading'), 'Holiday');
    await user.type(within(form).getByLabelText('Published On (BS)'), '2081-04-01');
    expect(within(form).getByLabelText('Published On (AD)')).toHaveValue('2024-07-16');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(mocked.api.calls.find((call) => call.method === 'POST')?.data).toEqual({
        heading: 'Holiday',
        publishedOn: '2024-07-16',
      }),
    );
  });
});
