import { ACCREDITATION_PATHS, FACT_SHEET_PATHS } from './accreditation-paths';
import { GRANT_PATHS } from './grant-paths';
import { EXAM_PATHS, MARKS_PATHS, RESULT_PATHS } from './exam-paths';
import { paramPath, type ParamPath } from './path-params';
import { EARLIER_CLIENT_PATHS } from './earlier-client-paths';
import {
  DASHBOARD_CHARTS_PATH,
  DASHBOARD_FIGURES_PATH,
  OPEN_DATA_PATHS,
  REPORT_PATHS,
  RETURN_PATHS,
} from './report-paths';
import { isKnownRole, type KnownRole, type Role } from './roles';

export * from './earlier-client-paths';
export * from './exam-paths';
export * from './path-params';

/** A record kind's documents (lib/documents.ts in the API): the list and one document. */
const documentPaths = <E extends string>(entity: E) => ({
  documents: paramPath(`/${entity}/:id/Documents`),
  document: paramPath(`/${entity}/:id/Documents/:documentId`),
});

/** The student routes beyond the kit's /Student resource routes (relative to the API base). */
export const STUDENT_PATHS = {
  self: '/Student/Me',
  /** The signed-in student's own identity card (PDF; verified and active only). */
  selfCard: '/Student/Me/Card',
  verification: paramPath('/Student/:id/Verification'),
  duplicateCheck: '/Student/DuplicateCheck',
  ...documentPaths('Student'),
  upgradeClass: '/StudentUpgrade/Class',
  upgrade: '/StudentUpgrade',
  attendance: '/StudentAttendance',
  attendanceSummary: '/StudentAttendance/Summary',
  attendanceSummaryExport: '/StudentAttendance/Summary/Export',
  byDistrict: '/Student/Report/ByDistrict',
  byDistrictExport: '/Student/Report/ByDistrict/Export',
  summary: '/Student/Summary',
  summaryExport: '/Student/Summary/Export',
  /** One student's identity card (PDF); `?reissue=true` replaces a valid card with a new one. */
  card: paramPath('/Student/:id/Card'),
  /** The cards of a filtered list (the /Student list's filters), one PDF. */
  cards: '/Student/Cards',
  /** A filtered list as a printable PDF table (exportToPdf). */
  listPdf: '/Student/Export/Pdf',
  /** Public: whether a card is valid (JSON). */
  importTemplate: '/Student/Import/Template',
  importDryRun: '/Student/Import/DryRun',
  import: '/Student/Import',
  importJob: paramPath('/Student/Import/:jobId'),
} as const;

/** The employee routes beyond the kit's /Employee resource routes. */
export const EMPLOYEE_PATHS = {
  summary: '/Employee/Summary',
  summaryExport: '/Employee/Summary/Export',
  ...documentPaths('Employee'),
  attendance: '/StaffAttendance',
  attendanceSummary: '/StaffAttendance/Summary',
  attendanceSummaryExport: '/StaffAttendance/Summary/Export',
} as const;

/** The infrastructure registers' routes beyond the kit's: documents per register, the home's figures. */
export const INFRASTRUCTURE_PATHS = {
  figures: '/Infrastructure/Figures',
  land: documentPaths('Land'),
  building: documentPaths('Building'),
  lab: documentPaths('Lab'),
  hostel: documentPaths('Hostel'),
  facility: documentPaths('Facility'),
  library: documentPaths('Library'),
  equipment: documentPaths('Equipment'),
} as const;

/** A campus's research and publications: the documents kept against each activity. */
export const RESEARCH_PATHS = documentPaths('Research');

/** Accounts, modules and permissions (user management). */
export const USER_PATHS = {
  accounts: '/User/Accounts',
  accountsExport: '/User/Accounts/Export',
  add: '/User/AddUser',
  /** One account: read, edit. */
  one: paramPath('/User/:id'),
  status: paramPath('/User/:id/Status'),
  resetPassword: paramPath('/User/:id/ResetPassword'),
  history: paramPath('/User/:id/History'),
  /** A user's own permission exceptions. */
  permissions: paramPath('/User/:id/Permissions'),
  /** The signed-in user's effective permissions. */
  myPermissions: '/User/Permissions',
  modules: '/Module',
  module: paramPath('/Module/:code'),
  /** The modules the caller may use (home tiles); `?campusId=`: a campus's, for user managers. */
  moduleAccess: '/ModuleCollegeAccess',
  /** PUT: the modules a campus may use. */
  campusModules: paramPath('/ModuleCollegeAccess/:campusId'),
  rolePermissions: '/RolePermission',
  rolePermission: paramPath('/RolePermission/:role'),
} as const;

/**
 * Setup, programs and organizations beyond the kit's resource routes; most are the spec's own
 * calls (section 7), spelled as it spells them.
 */
export const SETUP_PATHS = {
  faculties: '/Faculty/GetAllFaculties',
  facultiesOfUniversity: paramPath('/Faculty/GetAllFaculties/:universityId'),
  levels: '/Level/GetAllLevels',
  levelsOfUniversity: paramPath('/Level/GetAllLebel/:universityId'),
  programs: '/ProgramMgmt/GetAllPrograms',
  programsOfUniversity: paramPath('/ProgramMgmt/GetAllPrograms/:id'),
  /** `?collegeid=`: the programs a campus runs. */
  programsOfCollege: '/ProgramMgmt/GetProgramByCOllegeId',
  collegePrograms: '/ProgramMgmt/GetCollegePrograms',
  subjects: '/Subject/GetAllSubjects',
  semesters: '/StudentUpgrade/Semesters',
  years: '/StudentUpgrade/Years',
  universities: '/University/GetAllUniversities',
  campuses: '/Campus/GetAllCampuses',
  /** A campus's GPS location. */
  campusLocation: paramPath('/Campus/:id/Location'),
  /** Moves a campus to another university (nation roles, confirmed, audited). */
  campusMove: paramPath('/Campus/:id/Move'),
  campusTypeCounts: '/CampusTypeNumber/Actual',
  /** Public: the nation's fiscal years, newest first. */
  fiscalYears: '/FiscalYear/GetFiscalYearsForSelection',
  provinces: '/Province',
  /** `?provinceId=` */
  districts: '/District',
  /** `?districtId=`: the local levels of a district. */
  localLevels: '/LocalLevel',
} as const;

/** The accounts routes: vouchers and their steps, the chart, the home's figures, reports. */
const accountReport = <P extends string>(name: P) =>
  ({
    json: `/AccountReport/${name}`,
    xlsx: `/AccountReport/${name}/Export`,
    pdf: `/AccountReport/${name}/Pdf`,
  }) as const;

export const ACCOUNT_PATHS = {
  vouchers: '/AccountVoucher',
  voucher: paramPath('/AccountVoucher/:id'),
  check: paramPath('/AccountVoucher/:id/Check'),
  approve: paramPath('/AccountVoucher/:id/Approve'),
  cancel: paramPath('/AccountVoucher/:id/Cancel'),
  reverse: paramPath('/AccountVoucher/:id/Reverse'),
  summary: '/AccountSummary',
  /** The home tile's figures (`SectionFigures`). */
  figures: '/AccountSummary/Figures',
  chart: '/AccountChart',
  trialBalance: accountReport('TrialBalance'),
  ledgerStatement: accountReport('LedgerStatement'),
  incomeExpenditure: accountReport('IncomeExpenditure'),
  balanceSheet: accountReport('BalanceSheet'),
} as const;

/**
 * Every API path but the resource kit's (see resourcePaths), relative to the API base `/api`,
 * written once here: the API registers its routes with these, the screens call them.
 */
export const API_BASE = '/api';
/** Public finance, budgets and teaching load, beside their kit resources. */
export const FINANCE_PATHS = {
  statement: '/PublicFinance/Statement',
  statementExport: '/PublicFinance/Statement/Export',
  teachers: '/TeachingLoad/Teachers',
  teachingLoadSummary: '/TeachingLoad/Summary',
} as const;

/** What section homes show above their cards (navigation.json `figures`): `SectionFigures`. */
export const SECTION_FIGURE_PATHS = {
  setup: '/OtherSetup/Figures',
  program: '/ProgramMgmt/Figures',
  publicFinance: '/PublicFinance/Figures',
  exam: '/ExamManagement/Figures',
} as const;

/** Receipts of a campus (receipt-management) and the student's fee ledger. */
export const RECEIPT_PATHS = {
  receipts: '/Receipt',
  export: '/Receipt/Export',
  receipt: paramPath('/Receipt/:id'),
  pdf: paramPath('/Receipt/:id/Pdf'),
  /** The signed-in student's own receipt as its PDF (Student accounts only). */
  ownPdf: paramPath('/Student/Me/Receipts/:id/Pdf'),
  cancel: paramPath('/Receipt/:id/Cancel'),
  /** Spec section 7: the number the campus's next receipt takes. */
  nextNo: '/Receipt/GetReceiptNo',
  dailyCollection: '/Receipt/DailyCollection',
  studentLedger: paramPath('/Receipt/Student/:id/Ledger'),
  figures: '/Receipt/Figures',
  /** The clerks who issued receipts the caller reads (the list's clerk filter). */
  clerks: '/Receipt/Clerks',
} as const;

/** Online fee payment through eSewa (the pages /esewa, /success and /failed use them). */
export const ESEWA_PATHS = {
  /** The signed-in student's own fee ledger (what they may pay online). */
  myFees: '/Student/Me/Fees',
  pay: '/Esewa/Pay',
  payment: paramPath('/Esewa/Payment/:uuid'),
  form: paramPath('/Esewa/Payment/:uuid/Form'),
  confirm: '/Esewa/Confirm',
} as const;

/**
 * Dropouts beside the kit's /DropOut routes: the home's figures and the letters (the spec's
 * report reads are the earlier client's: EARLIER_CLIENT_PATHS).
 */
export const DROPOUT_PATHS = {
  figures: '/DropOut/Figures',
  /** A recommendation or transfer letter as printed (A4 PDF with its QR verification code). */
  letterPdf: paramPath('/RecommendationLetter/:id/Pdf'),
} as const;

/**
 * Graduation beside the kit's /Graduation and /GraduationSetup routes (the forms and their
 * messages: resources/graduation.ts).
 */
export const GRADUATION_PATHS = {
  /** POST: approves a pending graduation form; the student graduates. */
  approve: paramPath('/Graduation/:id/Approve'),
  /** Spec section 7 (college dashboard): graduates by level and gender. */
  byGender: '/Dashboard/College/GetGraduationByGender',
  figures: '/Graduation/Figures',
} as const;

/**
 * Character certificates beside the kit's /CharacterCertificate routes (the contract is
 * resources/character.ts; its paths live here, where every API path is listed once).
 */
export const CHARACTER_CERTIFICATE_PATHS = {
  /** The signed-in student applies for their own certificate (Student accounts only). */
  selfApply: '/Student/Me/CharacterCertificate',
  /** The signed-in student prints their own issued certificate. */
  selfPdf: paramPath('/Student/Me/CharacterCertificate/:id/Pdf'),
  approve: paramPath('/CharacterCertificate/:id/Approve'),
  reject: paramPath('/CharacterCertificate/:id/Reject'),
  reissue: paramPath('/CharacterCertificate/:id/Reissue'),
  pdf: paramPath('/CharacterCertificate/:id/Pdf'),
  /** What the verification page says of the certificate now (its screen shows it). */
  verification: paramPath('/CharacterCertificate/:id/Verification'),
} as const;

/** Online enrolment (the public page /open-enroll). */
export const OPEN_ENROLMENT_PATHS = {
  /** Public: the programs open for enrolment and the choices the application form offers. */
  form: '/OpenEnrolment/Form',
  /** Public (multipart): a new application; answers the eSewa payment to make next. */
  apply: '/OpenEnrolment',
} as const;

/** Public: whether a printed document is genuine (what its QR code's page asks). */
export const VERIFY_PATHS = { document: paramPath('/Verify/:kind/:token') } as const;

/**
 * Board-exam pass rates beside the kit's /BoardExamSitting and /BoardExamStudent routes (the
 * contracts: resources/passRate.ts): rows of { group, appeared, passed, passRate }, scoped.
 */
export const PASS_RATE_PATHS = {
  byProgram: '/PassRate/ByProgram',
  byFiscalYear: '/PassRate/ByFiscalYear',
  byGender: '/PassRate/ByGender',
  byLevel: '/PassRate/ByLevel',
  /** The section home: this fiscal year by program and the last five fiscal years. */
  home: '/PassRate/Home',
  /** The home tile's figures (`SectionFigures`): this fiscal year's appeared, passed and rate. */
  figures: '/PassRate/Figures',
} as const;

export const API_PATHS = {
  login: '/User/Login',
  signUp: '/User',
  forgotPassword: '/User/GetCodeUser',
  resetPassword: '/User/ResetPassword',
  changePassword: '/User/ChangePassword',
  profile: '/User/Profile',
  /** The signed-in user's language and digits (GET, PATCH). */
  preferences: '/User/Preferences',
  logout: '/User/Logout',
  /** The signed-in user of the bearer token (a module embedded with a token the host passes). */
  session: '/User/Session',
  /** Public: a campus record (branding). */
  campus: paramPath('/Campus/:id'),
  dashboardCounts: '/Dashboard/Counts',
  /** Public: the nation's fiscal years, newest first. */
  fiscalYears: SETUP_PATHS.fiscalYears,
  /** Alive: the process answers (load balancers, benchmarks). */
  health: '/health',
  /** Ready: the database answers and every migration of this build is applied (200 or 503). */
  ready: '/ready',
  /** Prometheus metrics, behind HEMIS_METRICS_TOKEN / HEMIS_METRICS_ALLOW. */
  metrics: '/metrics',
  /** Drafts of multi-step forms, per signed-in user. */
  draft: paramPath('/Draft/:form'),
  users: USER_PATHS,
  setup: SETUP_PATHS,
  students: STUDENT_PATHS,
  employees: EMPLOYEE_PATHS,
  finance: FINANCE_PATHS,
  grants: GRANT_PATHS,
  sectionFigures: SECTION_FIGURE_PATHS,
  infrastructure: INFRASTRUCTURE_PATHS,
  research: RESEARCH_PATHS,
  accounts: ACCOUNT_PATHS,
  receipts: RECEIPT_PATHS,
  esewa: ESEWA_PATHS,
  openEnrolment: OPEN_ENROLMENT_PATHS,
  dropouts: DROPOUT_PATHS,
  graduation: GRADUATION_PATHS,
  exams: EXAM_PATHS,
  characterCertificates: CHARACTER_CERTIFICATE_PATHS,
  marks: MARKS_PATHS,
  results: RESULT_PATHS,
  verify: VERIFY_PATHS,
  passRate: PASS_RATE_PATHS,
  reports: {
    ...REPORT_PATHS,
    dashboardFigures: DASHBOARD_FIGURES_PATH,
    dashboardCharts: DASHBOARD_CHARTS_PATH,
  },
  statisticalReturns: RETURN_PATHS,
  accreditation: ACCREDITATION_PATHS,
  factSheets: FACT_SHEET_PATHS,
  openData: OPEN_DATA_PATHS,
  earlierClient: EARLIER_CLIENT_PATHS,
} as const;

type PathTree = { readonly [key: string]: string | ParamPath | PathTree };
/** Every route template of API_PATHS (each once): what the API may register beside resources. */
export function apiRoutes(paths: PathTree = API_PATHS): string[] {
  const found = new Set<string>();
  const walk = (tree: PathTree) => {
    for (const value of Object.values(tree)) {
      if (typeof value === 'string') found.add(value);
      else if (typeof value === 'function') found.add(value.route);
      else walk(value);
    }
  };
  walk(paths);
  return [...found];
}
export const UPLOADS_BASE = '/uploads';

/**
 * Where the browser reads an uploaded file a row carries: a public file's stored name is under
 * UPLOADS_BASE; a personal file comes as a signed link (a path starting with "/"), used as it is.
 */
export function uploadedFileUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  return value.startsWith('/') ? value : `${UPLOADS_BASE}/${encodeURIComponent(value)}`;
}
export const REMOTE_MANIFEST_PATH = '/remotes.json';
export const CLIENT_CONFIG_PATH = '/config.json';
/** Fiscal Year Setup: a public page (read-only) for visitors, the setup screen when signed in. */
export const FISCAL_YEAR_SETUP_PATH = '/other-setup/arthikBarsa';

/** The user manual (Markdown in docs/user-manual, served as HTML): an index and a page per role. */
export const USER_MANUAL_PATH = '/user-manual';
export const userManualPathFor = (role: KnownRole): string =>
  `${USER_MANUAL_PATH}/${role.toLowerCase()}`;
/**
 * The Links menu's User Manual: the built-in manual opens at the signed-in role's page; a
 * deployment's own manual (USER_MANUAL_URL) opens as configured.
 */
export function userManualLink(url: string, role: Role): string {
  return url === USER_MANUAL_PATH && isKnownRole(role) ? userManualPathFor(role) : url;
}
