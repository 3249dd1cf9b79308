import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { Button, Space } from 'antd';
import { apiClient } from '@hemis/shared-auth';
import {
  STUDENT_LISTS,
  STUDENT_LIST_COLUMNS,
  STUDENT_LIST_READS,
  STUDENT_PATHS,
  studentContract,
  type DataScope,
  type StudentListName,
} from '@hemis/shared-contracts';
import {
  defineScopedResource,
  listQuery,
  mayAct,
  useDownload,
  useRowUser,
  type BannerProps,
  type ResourceDeclaration,
  type ResourceRow,
} from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';
import type { StudentField } from './registerSteps';
import { VerificationTag, birthDate } from './studentRecord';

type StudentFields = typeof studentContract.fields;

export const REGISTER_PATH = '/student-management/student-register';
export const IMPORT_PATH = '/student-management/student-import';
export const LIST_TEXTS = {
  add: 'Add student',
  import: 'Import from Excel',
  academicInfo: 'Academic info',
  enrollment: 'Enrollment',
  documents: 'Documents',
  verify: 'Verify',
  card: 'Identity card',
  pdf: 'Download PDF',
  pdfFailed: 'The PDF could not be made.',
} as const;

/** Where a row's pages are (the routes of ./routes.tsx). */
export const studentLinks = {
  academicInfo: (id: number) => `/academic-info/${id}`,
  enrollment: (id: number) => `/enrollment/${id}`,
  documents: (id: number) => `/student-management/documents?studentId=${id}`,
  verify: (id: number) => `/student-management/student-verification/${id}`,
  card: (id: number) => `/student-management/student-card/${id}`,
};

const COLUMNS: readonly StudentField[] = STUDENT_LIST_COLUMNS;

/** The detailed list: more of the record (the columns the contract lists). */
const DETAIL_COLUMNS: readonly StudentField[] = [
  ...COLUMNS,
  'email',
  'permanentProvinceId',
  'permanentDistrictId',
  'graduationEligible',
];

const COMMON_FILTERS: readonly StudentField[] = [
  'programId',
  'levelId',
  'facultyId',
  'batchId',
  'yearOrSemester',
  'status',
  'gender',
  'ethnicGroupId',
  'permanentDistrictId',
  'verificationStatus',
];

/** Filters by reach: a campus user's list is their campus; wider users pick the campus. */
export const FILTERS_BY_SCOPE: Record<DataScope, readonly StudentField[]> = {
  own: COMMON_FILTERS,
  campus: COMMON_FILTERS,
  university: [...COMMON_FILTERS, 'campusId'],
  nation: [...COMMON_FILTERS, 'campusId'],
};

/** A record the campus has still to decide on: pending, or rejected and maybe corrected. */
const awaitsVerification = (row: ResourceRow): boolean =>
  row.verificationStatus === 'pending' || row.verificationStatus === 'rejected';

/** The links of one row: its pages, Verify while it awaits a decision, the identity card. */
function RowLinks({ row, list }: { row: ResourceRow; list: StudentListName }) {
  const user = useRowUser();
  const canEdit = mayAct(user, 'student', 'edit');
  // Verifying is its own permission (Student: Approve), as the API checks it.
  const canApprove = mayAct(user, 'student', 'approve');
  const t = studentsTexts.useTexts();
  return (
    <Space size={4} wrap>
      {canEdit ? (
        <>
          <Link to={studentLinks.academicInfo(row.id)}>{t(LIST_TEXTS.academicInfo)}</Link>
          <Link to={studentLinks.enrollment(row.id)}>{t(LIST_TEXTS.enrollment)}</Link>
        </>
      ) : null}
      <Link to={studentLinks.documents(row.id)}>{t(LIST_TEXTS.documents)}</Link>
      {canApprove && awaitsVerification(row) ? (
        <Link to={studentLinks.verify(row.id)}>{t(LIST_TEXTS.verify)}</Link>
      ) : null}
      {list === 'student-list-for-id' ? (
        <Link to={studentLinks.card(row.id)}>{t(LIST_TEXTS.card)}</Link>
      ) : null}
    </Space>
  );
}

/** Add and import, for users who may add students. */
function ListLinks() {
  const user = useRowUser();
  const t = studentsTexts.useTexts();
  if (!mayAct(user, 'student', 'add')) return null;
  return (
    <Space size="middle">
      <Link to={REGISTER_PATH}>{t(LIST_TEXTS.add)}</Link>
      <Link to={IMPORT_PATH}>{t(LIST_TEXTS.import)}</Link>
    </Space>
  );
}

/** exportToPdf: the list as it is filtered, as a printable PDF table. */
function PdfDownload({ query }: BannerProps) {
  const t = studentsTexts.useTexts();
  const pdf = useDownload(
    async () => {
      const params = listQuery(
        { q: query?.q, filters: { ...query?.filters }, sort: query?.sort, order: query?.order },
        { paging: false },
      );
      return (await apiClient.get<Blob>(STUDENT_PATHS.listPdf, { params, responseType: 'blob' }))
        .data;
    },
    'Students.pdf',
    { log: 'Downloading the student PDF failed', failedText: LIST_TEXTS.pdfFailed },
  );
  return (
    <Button type="primary" loading={pdf.busy} style={{ marginBottom: 16 }} onClick={pdf.run}>
      {t(LIST_TEXTS.pdf)}
    </Button>
  );
}

export function declaration(
  name: StudentListName,
  scope: DataScope,
): ResourceDeclaration<StudentFields> {
  const { title, fixed } = STUDENT_LISTS[name];
  return {
    contract: studentContract,
    title,
    show: 'list',
    fixed,
    columns: name === 'student-information-detail' ? DETAIL_COLUMNS : COLUMNS,
    rowFields: STUDENT_LIST_READS,
    // What a clerk looks for on a laptop's width; the rest opens under the row.
    keyColumns: [
      'registrationNo',
      'firstName',
      'lastName',
      'programId',
      'status',
      'verificationStatus',
      'pages',
    ],
    // On a phone a row is a card named by the student, with its statuses and its pages' links.
    card: {
      title: ['firstName', 'lastName'],
      status: ['status', 'verificationStatus'],
      actions: ['pages'],
    },
    filters: FILTERS_BY_SCOPE[scope],
    defaultSort: { field: 'firstName', order: 'asc' },
    // Records are changed on their own pages (academic info, enrollment), not in a dialog.
    actions: { edit: false, delete: name === 'student-list', export: true },
    extraColumns: [
      {
        key: 'dateOfBirth',
        title: 'Date of Birth',
        render: (_value: unknown, row: ResourceRow) => birthDate(row),
      },
      {
        key: 'verificationStatus',
        title: 'Verification',
        render: (_value: unknown, row: ResourceRow) => (
          <VerificationTag value={row.verificationStatus} />
        ),
      },
      {
        key: 'pages',
        title: 'Pages',
        // The links wrap within the column instead of widening the table.
        width: 200,
        render: (_value: unknown, row: ResourceRow) => <RowLinks row={row} list={name} />,
      },
    ],
    description: <ListLinks />,
    banner: name === 'exportToPdf' ? PdfDownload : undefined,
  };
}

/**
 * One student list of STUDENT_LISTS: the Student list with the entry's fixed filters, the
 * filters the user's reach allows, Export, and links to each student's pages.
 */
export function studentListScreen(name: StudentListName): ComponentType {
  const StudentListScreen = defineScopedResource((scope) => declaration(name, scope));
  StudentListScreen.displayName = `StudentList(${name})`;
  return StudentListScreen;
}
