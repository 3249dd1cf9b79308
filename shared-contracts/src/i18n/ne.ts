/**
 * Nepali for the contracts' texts: field and option labels, resource titles and every message
 * (the API answers with them in the caller's language; the kit renders them). Each key is the
 * English text exactly as the contracts write it, `{{placeholders}}` where a message takes values.
 */
import { MESSAGES_NE } from './ne/messages';
import { FIELDS_NE } from './ne/fields';
import { SETUP_NE } from './ne/setup';
import { EMPLOYEES_NE } from './ne/employees';
import { STUDENTS_NE } from './ne/students';
import { ENROLMENT_NE } from './ne/enrolment';
import { INFRASTRUCTURE_NE } from './ne/infrastructure';
import { ACCOUNTS_NE } from './ne/accounts';
import { FEES_NE } from './ne/fees';
import { GRANTS_NE } from './ne/grants';
import { DROPOUTS_NE } from './ne/dropouts';
import { GRADUATION_NE } from './ne/graduation';
import { CHARACTER_NE } from './ne/character';
import { EXAMS_NE } from './ne/exams';
import { RESEARCH_NE } from './ne/research';
import { RETURNS_NE } from './ne/returns';
import { REPORTS_NE } from './ne/reports';
import { ACCREDITATION_NE } from './ne/accreditation';
import { USERS_NE } from './ne/users';
import { GENERAL_NE } from './ne/general';

/** The catalogue's parts, one per domain (ne/); no key stands in two of them (ne.test.ts). */
export const CONTRACTS_NE_PARTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  messages: MESSAGES_NE,
  fields: FIELDS_NE,
  setup: SETUP_NE,
  employees: EMPLOYEES_NE,
  students: STUDENTS_NE,
  enrolment: ENROLMENT_NE,
  infrastructure: INFRASTRUCTURE_NE,
  accounts: ACCOUNTS_NE,
  fees: FEES_NE,
  grants: GRANTS_NE,
  dropouts: DROPOUTS_NE,
  graduation: GRADUATION_NE,
  character: CHARACTER_NE,
  exams: EXAMS_NE,
  research: RESEARCH_NE,
  returns: RETURNS_NE,
  reports: REPORTS_NE,
  accreditation: ACCREDITATION_NE,
  users: USERS_NE,
  general: GENERAL_NE,
};

export const CONTRACTS_NE: Readonly<Record<string, string>> = {
  ...MESSAGES_NE,
  ...FIELDS_NE,
  ...SETUP_NE,
  ...EMPLOYEES_NE,
  ...STUDENTS_NE,
  ...ENROLMENT_NE,
  ...INFRASTRUCTURE_NE,
  ...ACCOUNTS_NE,
  ...FEES_NE,
  ...GRANTS_NE,
  ...DROPOUTS_NE,
  ...GRADUATION_NE,
  ...CHARACTER_NE,
  ...EXAMS_NE,
  ...RESEARCH_NE,
  ...RETURNS_NE,
  ...REPORTS_NE,
  ...ACCREDITATION_NE,
  ...USERS_NE,
  ...GENERAL_NE,
};
