import '@hemis/shared-auth/src/testing-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApiForEachTest, type ApiReply } from '@hemis/shared-auth/src/testing';
import {
  choose,
  listReply,
  pathOf,
  renderResourceScreen,
} from '@hemis/shared-ui/src/resource/testing';
import SubjectScreen, { SUBJECT_PROGRAMS_PATH } from './subject';

// The form's many selects take long to fill on a loaded machine.
jest.setTimeout(60_000);

const programs = [
  { id: 1, programName: 'BSc CSIT', programType: 'semester' },
  { id: 2, programName: 'BBS', programType: 'annual' },
];
const subjects = [
  {
    id: 20,
    programId: 1,
    subjectName: 'Digital Logic',
    shortName: 'DL',
    code: 'CSC116',
    subjectType: 'regular',
    semester: 1,
    year: null,
    alias: null,
    remarks: null,
    program: programs[0],
  },
  {
    id: 21,
    programId: 2,
    subjectName: 'Business Statistics',
    shortName: 'BS',
    code: 'MGT201',
    subjectType: 'optional',
    semester: null,
    year: 2,
    alias: null,
    remarks: null,
    program: programs[1],
  },
];

const mocked = mockApiForEachTest((call) => {
  // The programs the campus runs; the register of every program in reach holds one more.
  if (pathOf(call) === SUBJECT_PROGRAMS_PATH.toLowerCase()) return { status: 200, data: programs };
  if (pathOf(call) === '/programmgmt') {
    return listReply([...programs, { id: 3, programName: 'MBS', programType: 'semester' }]);
  }
  return listReply(subjects, 80);
});

const subjectLists = () =>
  mocked.api.calls.filter((call) => call.method === 'GET' && pathOf(call) === '/subject');

describe('Subject Management', () => {
  it("offers the campus's own programs only", async () => {
    const { user } = renderResourceScreen(SubjectScreen);
    await screen.findByText('Digital Logic');
    const bar = screen.getByTestId('filter-programId').parentElement ?? undefined;
    await user.click(within(bar!).getByRole('combobox'));
    expect(await screen.findByRole('option', { name: 'BSc CSIT' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'BBS' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'MBS' })).not.toBeInTheDocument();
    expect(
      mocked.api.calls.some((call) => pathOf(call) === SUBJECT_PROGRAMS_PATH.toLowerCase()),
    ).toBe(true);
  });

  it('shows regular as Compulsory and optional as Elective, with program names', async () => {
    renderResourceScreen(SubjectScreen);
    expect(screen.getByRole('heading', { name: 'Subject Management' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(await within(table).findByText('Digital Logic')).toBeInTheDocument();
    expect(within(table).getByText('Compulsory')).toBeInTheDocument();
    expect(within(table).getByText('Elective')).toBeInTheDocument();
    expect(within(table).queryByText('regular')).not.toBeInTheDocument();
    expect(within(table).getByText('BSc CSIT')).toBeInTheDocument();
    expect(within(table).getByText('BBS')).toBeInTheDocument();
    expect(within(table).getByText('First Semester')).toBeInTheDocument();
    expect(within(table).getByText('Second Year')).toBeInTheDocument();
  });

  it('filters the table by program, semester and year, 25 a page by default', async () => {
    const { user } = renderResourceScreen(SubjectScreen);
    await screen.findByText('Digital Logic');
    expect(subjectLists()[0]?.params).toEqual({ page: 1, pageSize: 25 });
    const bar = (name: string) => screen.getByTestId(`filter-${name}`).parentElement ?? undefined;
    await choose(user, 'Program', 'BSc CSIT', bar('programId'));
    await choose(user, 'Semester', 'Third Semester', bar('semester'));
    await choose(user, 'Year', 'Second Year', bar('year'));
    await waitFor(() =>
      expect(subjectLists().at(-1)?.params).toEqual({
        page: 1,
        pageSize: 25,
        programId: 1,
        semester: 3,
        year: 2,
      }),
    );
    const sizeChanger = document.querySelector<HTMLElement>('.ant-pagination-options .ant-select');
    if (!sizeChanger) throw new Error('no page size changer');
    await user.click(within(sizeChanger).getByRole('combobox'));
    expect(
      [
        ...document.querySelectorAll(
          '.ant-pagination-options ~ * .ant-select-item-option, .ant-select-item-option',
        ),
      ]
        .map((option) => option.textContent)
        .filter((text) => text?.endsWith('/ page')),
    ).toEqual(['25 / page', '50 / page', '75 / page']);
  });

  it('enables Year only for annual programs and Semester only for semester programs, clearing the other', async () => {
    const { user } = renderResourceScreen(SubjectScreen);
    await screen.findByText('Digital Logic');
    const form = screen.getByTestId('resource-form-create');
    const semester = () => within(form).getByLabelText('Semester');
    const year = () => within(form).getByLabelText('Year');
    expect(semester()).toBeDisabled();
    expect(year()).toBeDisabled();
    await choose(user, 'Program', 'BSc CSIT', form);
    await waitFor(() => expect(semester()).toBeEnabled());
    expect(year()).toBeDisabled();
    await choose(user, 'Semester', 'Fourth Semester', form);
    expect(within(form).getByTitle('Fourth Semester')).toBeInTheDocument();
    await choose(user, 'Program', 'BBS', form);
    await waitFor(() => expect(year()).toBeEnabled());
    expect(semester()).toBeDisabled();
    expect(within(form).queryByTitle('Fourth Semester')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Subject Name'), 'Accounting');
    await user.type(within(form).getByLabelText('Short Name'), 'ACC');
    await user.type(within(form).getByLabelText('Code'), 'MGT101');
    await choose(user, 'Subject Type', 'Compulsory', form);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(
      await within(form).findByText('Year is required for annual programs'),
    ).toBeInTheDocument();
    expect(mocked.api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('requires program, name, short name, code and type', async () => {
    const { user } = renderResourceScreen(SubjectScreen);
    await screen.findByText('Digital Logic');
    const form = screen.getByTestId('resource-form-create');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    for (const text of [
      'Program is required',
      'Subject Name is required',
      'Short Name is required',
      'Code is required',
      'Subject Type is required',
    ]) {
      expect(await within(form).findByText(text)).toBeInTheDocument();
    }
  });

  it('adds a subject: "Subject Added Successfully!!"; a failure says "Error adding subject: " and the cause', async () => {
    let reply: ApiReply = { status: 201, data: { id: 30 } };
    mocked.answer = (call) => (call.method === 'POST' ? reply : undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderResourceScreen(SubjectScreen);
    await screen.findByText('Digital Logic');
    const form = screen.getByTestId('resource-form-create');
    await choose(user, 'Program', 'BSc CSIT', form);
    await user.type(within(form).getByLabelText('Subject Name'), ' C Programming ');
    await user.type(within(form).getByLabelText('Short Name'), 'C');
    await user.type(within(form).getByLabelText('Code'), 'CSC110');
    await choose(user, 'Subject Type', 'Elective', form);
    await choose(user, 'Semester', 'First Semester', form);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Subject Added Successfully!!')).toBeInTheDocument();
    expect(mocked.api.calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/Subject',
      data: {
        programId: 1,
        subjectName: 'C Programming',
        shortName: 'C',
        code: 'CSC110',
        subjectType: 'optional',
        semester: 1,
      },
    });

    reply = {
      status: 500,
      data: { statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable' },
    };
    await choose(user, 'Program', 'BSc CSIT', form);
    await user.type(within(form).getByLabelText('Subject Name'), 'Maths');
    await user.type(within(form).getByLabelText('Short Name'), 'M');
    await user.type(within(form).getByLabelText('Code'), 'MTH112');
    await choose(user, 'Subject Type', 'Compulsory', form);
    await choose(user, 'Semester', 'First Semester', form);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Error adding subject: Database unavailable'),
    ).toBeInTheDocument();

    reply = {
      status: 409,
      data: { statusCode: 409, error: 'Conflict', message: 'This record already exists.' },
    };
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Error adding subject: This record already exists.'),
    ).toBeInTheDocument();
    error.mockRestore();
  });

  it('locks the program in the Edit Subject dialog and keeps year/semester per its type', async () => {
    mocked.answer = (call) =>
      call.method === 'PATCH' ? { status: 200, data: subjects[1] } : undefined;
    const { user } = renderResourceScreen(SubjectScreen);
    await screen.findByText('Business Statistics');
    await user.click(screen.getAllByRole('button', { name: 'Edit' })[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit Subject')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Program')).toBeDisabled();
    expect(within(dialog).getByLabelText('Year')).toBeEnabled();
    expect(within(dialog).getByLabelText('Semester')).toBeDisabled();
    await choose(user, 'Year', 'Third Year', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(mocked.api.calls.some((call) => call.method === 'PATCH')).toBe(true),
    );
    const patch = mocked.api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe('/Subject/21');
    expect(patch?.data).toMatchObject({ year: 3, semester: null, subjectType: 'optional' });
    expect(patch?.data).not.toHaveProperty('programId');
    expect(await screen.findByText('Data updated Successfully')).toBeInTheDocument();
  });
});
