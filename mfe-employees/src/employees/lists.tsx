import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import {
  EMPLOYEE_DOCUMENT_TYPES,
  EMPLOYEE_LISTS,
  EMPLOYEE_LIST_COLUMNS,
  EMPLOYEE_LIST_READS,
  departmentContract,
  employeeContract,
  type DataScope,
  type EmployeeListName,
} from '@hemis/shared-contracts';
import {
  defineScopedResource,
  stepSections,
  type FieldOverride,
  type ResourceDeclaration,
} from '@hemis/shared-ui';
import { employeesTexts } from '../i18n/texts';
import { documentsPath } from './EmployeeDocuments';
import { REGISTER_STEPS, postFitsStaff, type EmployeeField } from './registerSteps';

type EmployeeFields = typeof employeeContract.fields;

export const REGISTER_PATH = '/employee-management/employee-register';
export const REGISTER_LINK = 'Register employee';

/** The link to the register above each list. */
function RegisterLink() {
  const t = employeesTexts.useTexts();
  return <Link to={REGISTER_PATH}>{t(REGISTER_LINK)}</Link>;
}

/** Lists whose rows are the detailed, read-only report form of the same list. */
export const DETAIL_LISTS: readonly EmployeeListName[] = ['teacher-detail', 'non-teaching-details'];

/** The employee's full name as the lists show it. */
export function employeeName(row: Record<string, unknown>): string {
  return [row.firstName, row.middleName, row.lastName]
    .filter((part) => typeof part === 'string' && part.trim() !== '')
    .join(' ');
}

/** The dependent behaviour of the employee record, in the edit dialog and the register form. */
export const EMPLOYEE_FIELD_OVERRIDES: { [K in EmployeeField]?: FieldOverride } = {
  staffCategory: {
    enabled: (view) => view.values.employeeType === 'nonTeaching',
  },
  positionId: { choiceFilter: (post, view) => postFitsStaff(post, view.values) },
  departmentId: {
    dependsOn: {
      field: 'facultyId',
      path: (facultyId) => `${departmentContract.path}?facultyId=${facultyId}`,
      hint: 'Choose the faculty first',
    },
  },
};

const LIST_COLUMNS: readonly EmployeeField[] = EMPLOYEE_LIST_COLUMNS;

const DETAIL_COLUMNS: readonly EmployeeField[] = [
  'employeeCode',
  'firstName',
  'middleName',
  'lastName',
  'gender',
  'dateOfBirth',
  'citizenshipNo',
  'email',
  'phoneNumber',
  'positionId',
  'staffCategory',
  'joiningType',
  'joiningDate',
  'facultyId',
  'departmentId',
  'qualification',
  'qualificationSubject',
  'qualificationInstitution',
  'universityId',
  'campusId',
  'permanentDistrictId',
  'bankName',
  'bankAccountNo',
  'panNo',
  'status',
];

/** The fields of the Edit dialog: the whole record but where the employee works. */
const EDIT_FORM: readonly EmployeeField[] =
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.keys is typed string[]; these are the contract's own field names
  (Object.keys(employeeContract.fields) as EmployeeField[]).filter(
    (name) => name !== 'universityId' && name !== 'campusId' && name !== 'workplace',
  );

const COMMON_FILTERS: readonly EmployeeField[] = [
  'employeeType',
  'staffCategory',
  'positionId',
  'gender',
  'joiningType',
  'qualification',
  'facultyId',
  'status',
];

/** Filters by reach: a campus user's list is their campus; wider users pick the campus. */
export const FILTERS_BY_SCOPE: Record<DataScope, readonly EmployeeField[]> = {
  own: COMMON_FILTERS,
  campus: COMMON_FILTERS,
  university: [...COMMON_FILTERS, 'workplace', 'campusId'],
  nation: [...COMMON_FILTERS, 'workplace', 'universityId', 'campusId'],
};

function declaration(
  name: EmployeeListName,
  scope: DataScope,
): ResourceDeclaration<EmployeeFields> {
  const { title, fixed } = EMPLOYEE_LISTS[name];
  const detailed = DETAIL_LISTS.includes(name);
  return {
    contract: employeeContract,
    title,
    show: 'list',
    fixed,
    form: EDIT_FORM,
    // The register's steps head the same fields in the Edit dialog.
    sections: stepSections(REGISTER_STEPS, EDIT_FORM, employeeContract.fields),
    columns: detailed ? DETAIL_COLUMNS : LIST_COLUMNS,
    rowFields: EMPLOYEE_LIST_READS,
    keyColumns: ['employeeCode', 'firstName', 'lastName', 'positionId', 'status', 'documents'],
    filters: FILTERS_BY_SCOPE[scope],
    fields: EMPLOYEE_FIELD_OVERRIDES,
    defaultSort: { field: 'firstName', order: 'asc' },
    actions: detailed ? { edit: false, delete: false, export: true } : undefined,
    documents: detailed
      ? undefined
      : {
          path: documentsPath,
          types: EMPLOYEE_DOCUMENT_TYPES,
          title: (row) =>
            employeesTexts.translate('Documents: {{name}}', { name: employeeName(row) }),
        },
    description: <RegisterLink />,
  };
}

/**
 * One employee list of EMPLOYEE_LISTS: the Employee list with the entry's fixed filters, the
 * filters the user's reach allows, Export, Edit and a documents drawer per row.
 */
export function employeeListScreen(name: EmployeeListName): ComponentType {
  const EmployeeListScreen = defineScopedResource((scope) => declaration(name, scope));
  EmployeeListScreen.displayName = `EmployeeList(${name})`;
  return EmployeeListScreen;
}
