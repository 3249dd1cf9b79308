import '@hemis/shared-auth/src/testing-dom';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import { ATTENDANCE_MESSAGES, bsToAd } from '@hemis/shared-contracts';
import { renderResourceScreen } from '../resource/testing';
import {
  AttendanceRegister,
  REGISTER_TEXTS,
  RegisterDateInput,
  type RegisterEntry,
} from './AttendanceRegister';
import { addTexts } from '../i18n';

// The Nepali of this test's own fixtures (labels and messages no package declares): the kit
// renders them through the catalogue, and a screen test fails on a text without its Nepali.
addTexts('test-fixtures', {
  Nobody: 'कोही छैन',
});

interface Person {
  id: number;
  name: string;
  status: 'present' | 'absent' | 'leave' | null;
}
const people: Person[] = [
  { id: 1, name: 'Asha Rai', status: null },
  { id: 2, name: 'Bina Tamang', status: 'leave' },
];

mockApiForEachTest(() => undefined);

const checked = (name: string, person: string) =>
  within(screen.getByRole('radiogroup', { name: `Attendance of ${person}` }))
    .getByRole('radio', { name })
    .closest('label')
    ?.classList.contains('ant-radio-wrapper-checked') ?? false;

function renderRegister(onSave: (entries: RegisterEntry[]) => Promise<boolean>) {
  return renderResourceScreen(() => (
    <AttendanceRegister<Person>
      rows={people}
      idOf={(row) => row.id}
      nameOf={(row) => row.name}
      markOf={(row) => ({ status: row.status, remarks: '' })}
      columns={[{ key: 'name', title: 'Name', dataIndex: 'name' }]}
      loading={false}
      emptyText="Nobody"
      onSave={onSave}
    />
  ));
}

describe('AttendanceRegister', () => {
  it('starts from the saved marks, marks everyone present and saves the marked entries', async () => {
    const saved: RegisterEntry[][] = [];
    const { user } = renderRegister(async (entries) => {
      saved.push(entries);
      return true;
    });
    expect(checked('Leave', 'Bina Tamang')).toBe(true);
    await user.type(screen.getByLabelText('Remarks for Bina Tamang'), '  Wedding  ');
    await user.click(screen.getByRole('button', { name: REGISTER_TEXTS.save }));
    expect(saved).toEqual([[{ id: 2, status: 'leave', remarks: 'Wedding' }]]);

    await user.click(screen.getByRole('button', { name: REGISTER_TEXTS.markAllPresent }));
    await waitFor(() => expect(checked('Present', 'Asha Rai')).toBe(true));
    await user.click(screen.getByRole('button', { name: REGISTER_TEXTS.save }));
    expect(saved[1]).toEqual([
      { id: 1, status: 'present', remarks: null },
      { id: 2, status: 'present', remarks: null },
    ]);
  });

  it('keeps the marks on screen when saving fails', async () => {
    const { user } = renderRegister(async () => false);
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Attendance of Asha Rai' })).getByRole(
        'radio',
        { name: 'Absent' },
      ),
    );
    await user.click(screen.getByRole('button', { name: REGISTER_TEXTS.save }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: REGISTER_TEXTS.save })).toBeEnabled(),
    );
    expect(checked('Absent', 'Asha Rai')).toBe(true);
  });
});

describe('RegisterDateInput', () => {
  it('refuses a day after today', async () => {
    const chosen: string[] = [];
    function Day() {
      const [date, setDate] = useState('2025-01-01');
      return (
        <RegisterDateInput
          value={date}
          onChange={(value) => {
            chosen.push(value);
            setDate(value);
          }}
        />
      );
    }
    const { user } = renderResourceScreen(Day);
    // The day is entered in BS, with its AD date beside it.
    const bs = screen.getByLabelText(`${REGISTER_TEXTS.date} (BS)`);
    const ad = screen.getByLabelText(`${REGISTER_TEXTS.date} (AD)`);
    await user.clear(bs);
    await user.type(bs, '2081-04-01');
    expect(ad).toHaveValue('2024-07-16');
    expect(chosen).toContain('2024-07-16');
    await user.tripleClick(bs);
    await user.keyboard('2090-01-01');
    expect(await screen.findByText(ATTENDANCE_MESSAGES.futureDate)).toBeInTheDocument();
    expect(chosen).not.toContain(bsToAd('2090-01-01'));
    // A refused day leaves the register's day as it was, in both calendars.
    expect(bs).toHaveValue('2081-04-01');
    expect(ad).toHaveValue('2024-07-16');
  });
});
