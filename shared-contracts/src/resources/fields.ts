/**
 * Field builders the resource contracts share: the same label, length and message wherever a
 * master has a name, a code, an alias, remarks and a status, or refers to another master.
 */
import { ADDRESS_TEXTS, MESSAGES } from '../messages';
import { SETUP_PATHS } from '../paths';
import {
  choice,
  integer,
  longText,
  reference,
  status,
  text,
  type Choice,
  type NumberField,
  type ReferenceField,
  type TextField,
} from '../resource';

/** A required name-like text field: "<label> is required". */
export const requiredText = (label: string, max: number) =>
  text(label, { required: `${label} is required`, max });
/** A required choice, offered as a filter: "<label> is required". */
export const requiredChoice = (label: string, options: readonly Choice[]) =>
  choice(label, options, { required: `${label} is required`, filter: true });

export const shortNameField = (required?: string) =>
  text('Short Name', required ? { required, max: 30 } : { max: 30 });
export const codeField = () => text('Code', { max: 30 });
export const aliasField = () => text('Alias', { max: 100 });

/** The closing fields of most masters: free remarks and the Active/Inactive status. */
export const remarksAndStatus = () => ({ remarks: longText('Remarks'), status: status() });

/** "<what> already exists!" */
export const conflict = (what: string) => ({ conflict: `${what} already exists!` });

/** A reference offered as a filter; `required` names it in "<label> is required". */
const referenceTo =
  (label: string, resource: string, labelField: string) =>
  (required = false, createOnly = false) =>
    reference(label, resource, labelField, {
      ...(required ? { required: `${label} is required` } : {}),
      filter: true,
      ...(createOnly ? { createOnly: true } : {}),
    });
export const fiscalYearRef = referenceTo('Fiscal Year', 'FiscalYear', 'label');
export const headRef = referenceTo('Head', 'IncomeExpenseHead', 'headName');
export const programRef = referenceTo('Program', 'ProgramMgmt', 'programName');
export const levelRef = referenceTo('Level', 'Level', 'levelName');
export const facultyRef = referenceTo('Faculty', 'Faculty', 'facultyName');
export const universityRef = referenceTo('University', 'University', 'name');
export const campusRef = referenceTo('Campus', 'Campus', 'campusName');
export const provinceRef = referenceTo('Province', 'Province', 'name');
export const districtRef = referenceTo('District', 'District', 'name');

/** An e-mail address: the one pattern and message every contract uses. */
export const EMAIL_PATTERN = {
  regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  message: MESSAGES.signUp.emailInvalid,
};
/** A mobile number as sign-up takes it: exactly 10 digits (spec section 5). */
export const MOBILE_PATTERN = { regex: /^\d{10}$/, message: MESSAGES.signUp.phoneDigits };
export const emailField = (label = 'Email') => text(label, { max: 254, pattern: EMAIL_PATTERN });
export const mobileField = (label = 'Phone', column = true) =>
  text(label, { max: 10, pattern: MOBILE_PATTERN, ...(column ? {} : { column: false }) });

type AddressFields<P extends string> = {
  [K in `${P}ProvinceId` | `${P}DistrictId`]: ReferenceField;
} & { [K in `${P}LocalLevel`]: TextField } & { [K in `${P}Ward`]: NumberField };

/**
 * The most wards any local level of Nepal has. The local-level data carries no ward counts (and
 * no published source does), so every local level offers wards 1 to this.
 */
export const MAX_WARD = 33;

/** Where the local levels of a district are read: `GET /LocalLevel?districtId=`. */
export const LOCAL_LEVEL_PATH = SETUP_PATHS.localLevels;

/** A local level as a list shows it: "Kirtipur Municipality (कीर्तिपुर नगरपालिका)". */
export function localLevelLabel(row: Readonly<Record<string, unknown>>): string {
  const name = typeof row.name === 'string' ? row.name : '';
  return typeof row.nameNe === 'string' && row.nameNe ? `${name} (${row.nameNe})` : name;
}

/** The two addresses of a person's record. */
export type AddressKind = 'permanent' | 'temporary';
/** Every address a record may have: a person's two, a plot of land's location. */
export type AddressPrefix = AddressKind | 'location';

/**
 * An address (province, district, local level and ward) under a prefix, headed as ADDRESS_TEXTS
 * names it ("Permanent Address", "Location"): the district follows the province, the local level
 * (stored by its English name) the district, the ward is 1 to MAX_WARD. `listed`: its province
 * and district are columns and filters. `sameAs`: the address it may copy ("Same as permanent").
 */
export function addressFields<P extends AddressPrefix>(
  prefix: P,
  listed: boolean,
  sameAs?: AddressKind,
): AddressFields<P> {
  const hidden = listed ? {} : { column: false, filter: false };
  const copies = (part: string) =>
    sameAs ? { sameAs: { field: `${sameAs}${part}`, label: ADDRESS_TEXTS.sameAsPermanent } } : {};
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- computed keys from a template literal are typed as string; AddressFields<P> names them
  return {
    [`${prefix}ProvinceId`]: {
      ...provinceRef(),
      ...hidden,
      section: ADDRESS_TEXTS[prefix],
      ...copies('ProvinceId'),
    },
    [`${prefix}DistrictId`]: {
      ...districtRef(),
      ...hidden,
      choicesFrom: {
        path: SETUP_PATHS.districts,
        field: `${prefix}ProvinceId`,
        param: 'provinceId',
        hint: ADDRESS_TEXTS.provinceFirst,
      },
      ...copies('DistrictId'),
    },
    [`${prefix}LocalLevel`]: text('Local Level', {
      max: 120,
      column: false,
      choicesFrom: {
        path: LOCAL_LEVEL_PATH,
        field: `${prefix}DistrictId`,
        param: 'districtId',
        hint: ADDRESS_TEXTS.districtFirst,
        valueField: 'name',
        label: localLevelLabel,
      },
      ...copies('LocalLevel'),
    }),
    [`${prefix}Ward`]: integer('Ward No.', {
      min: 1,
      max: MAX_WARD,
      column: false,
      ...copies('Ward'),
    }),
  } as AddressFields<P>;
}

/** The address parts each address has, after its prefix. */
export const ADDRESS_PARTS = ['ProvinceId', 'DistrictId', 'LocalLevel', 'Ward'] as const;
