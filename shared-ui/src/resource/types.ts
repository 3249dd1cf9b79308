import type { ComponentType, ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import type {
  Action,
  AnyResourceContract,
  Choice,
  FieldSpec,
  ResourceContract,
  ResourceMessages,
  SignedInUser,
  UploadSpec,
} from '@hemis/shared-contracts';
import type { CardLayout } from '../list/ListTable';
import type { ResourceApi } from './api';
import type { ResourceRow } from './row';

/** A choice shown in a select; numbers for integer fields (SEMESTERS, YEARS) work as they are. */
export interface OptionChoice {
  value: string | number;
  label: string;
}

export type { ResourceRow } from './row';

/** What a field's dependent behaviour can look at while the form is filled in. */
export interface FormView {
  mode: 'create' | 'edit';
  /** The form's current values. */
  values: Record<string, unknown>;
  /** The row chosen in a reference field (all its columns, e.g. a program's programType). */
  ref(field: string): ResourceRow | undefined;
}

/** What a declaration may change about one of the contract's fields on this screen. */
export interface FieldOverride {
  /** Label on this screen (default: the contract's label). */
  label?: string;
  /** Choices shown for a choice or integer field (default: the contract's options). */
  options?: readonly OptionChoice[];
  placeholder?: string;
  /** Grid columns the input spans in the form (default 1; long text takes the whole row). */
  span?: number;
  /** Dependent field: editable only while this returns true; otherwise disabled and cleared. */
  enabled?: (view: FormView) => boolean;
  /**
   * A field of one kind of record only (a research's sponsor, not a publication's): in the form
   * only while this returns true; otherwise hidden, cleared and not validated, like `enabled`.
   */
  shown?: (view: FormView) => boolean;
  /** Required (with this message) while enabled, for rules the contract cannot know alone. */
  required?: string;
  /**
   * A rule of the contracts that needs more than the form's own values, called here: the field's
   * message, or nothing (a date against the student's record it belongs to, an exam's dates
   * within the fiscal year chosen, `view.ref('fiscalYearId')`).
   */
  check?: (view: FormView) => string | null | undefined;
  /** Table cell for this field (default: labels for choices and references, Active/Inactive tags). */
  render?: (value: unknown, row: ResourceRow) => ReactNode;
  /**
   * Which of a choice list's rows to offer for the form's current values (posts of the chosen
   * staff type); the rows come from `optionsPath` or `dependsOn` as usual.
   */
  choiceFilter?: (row: ResourceRow, view: FormView) => boolean;
  /** Where a reference field's choices come from (default `/<Resource>?pageSize=500`). */
  optionsPath?: string;
  /** How a reference's rows are named in its select (default: the contract's label field). */
  optionLabel?: (row: ResourceRow) => string;
  /**
   * For a reference to rows too many to load at once (a campus's students): the select asks
   * this path as the user types and offers the first matches, instead of loading every row.
   */
  searchPath?: (text: string) => string;
  /**
   * Choices that depend on another field's value (districts of the chosen province): loaded from
   * `path(value)` whenever that field changes; this field is cleared on a change and disabled,
   * with `hint` under it, while the other field is empty.
   */
  dependsOn?: DependentOptions;
  /** Column width in the table. */
  width?: number;
  /** Words under the input that follow the form's values (a land area entered, in m²). */
  hint?: (view: FormView) => ReactNode;
  /**
   * The field's own input, for a value no kind's input edits well (a grading scheme's bands, JSON
   * text, as an editable table). It gets the form's value and onChange like any input.
   */
  input?: ComponentType<FieldControlProps>;
}

/** What a field's own input (FieldOverride.input) receives from the form. */
export interface FieldControlProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  disabled: boolean;
}

export interface DependentOptions {
  /** The field whose value the choices depend on. */
  field: string;
  /** Where the choices for that value come from, e.g. `(id) => `/District?provinceId=${id}``. */
  path: (value: string | number) => string;
  /** Shown under the field while the other one is empty. */
  hint?: string;
  /** For a text field: the column of the chosen row it stores (default `name`). */
  valueField?: string;
  /** For a text field: how a row is shown in the list (default: the stored value). */
  label?: (row: Readonly<Record<string, unknown>>) => string;
}

/** The signed-in user a row hook looks at (null when nobody is signed in, e.g. in tests). */
export type RowUser = SignedInUser | null;

/** A button of its own in a row's Action cell (fiscal year: Make active). */
export interface RowAction {
  /** Button text (also the confirmation's OK button). */
  label: string;
  /** The action on the screen's module the user needs for this button (default `edit`). */
  permission?: Action;
  /** Offered for this row only while this returns true (default: always). */
  visible?: (row: ResourceRow, user: RowUser) => boolean;
  /** A confirmation first: its question, built from the row and the rows on the page. */
  confirm?: (row: ResourceRow, rows: readonly ResourceRow[]) => string;
  /** The call, e.g. `(row, api) => api.update(row.id, { isActive: true })`. */
  run: (row: ResourceRow, api: ResourceApi) => Promise<unknown>;
  /** Success notice; the list (and the banner) reload afterwards. */
  success: (row: ResourceRow) => string;
  /** Error notice, followed by the cause. */
  failure: string;
}

/**
 * Documents kept against each row (the API's documents routes of the record kind): a Documents
 * button per row opens them in a drawer, to read and download, and to upload, replace and
 * delete for users who may edit the row.
 */
export interface RowDocuments {
  /** The row's documents path (`INFRASTRUCTURE_PATHS.land.documents`: `/Land/{id}/Documents`). */
  path: (id: number) => string;
  types: readonly Choice[];
  /** The drawer's heading for a row (default "Documents"). */
  title?: (row: ResourceRow) => string;
}

/**
 * What one row holds beyond its fields, in a drawer behind a button in its row (a grant's
 * instalments): the screen's own component, told whether the user may change the row and to
 * call `onChanged` after a change so the list (its sums) reloads.
 */
export interface RowPanel {
  /** The button's text and the column's heading. */
  label: string;
  /** The drawer's heading for a row. */
  title: (row: ResourceRow) => string;
  render: ComponentType<RowPanelProps>;
  /** Offered only to the users this accepts (default: everyone); the column is left out for others. */
  shownTo?: (user: RowUser) => boolean;
}

export interface RowPanelProps {
  row: ResourceRow;
  readOnly: boolean;
  onChanged: () => void;
}

/** What the banner above the table gets: `version` grows after every save, delete or action. */
export interface BannerProps {
  version: number;
  rows: readonly ResourceRow[];
  /** The list's current search, filters (fixed ones included) and order, e.g. for a PDF of it. */
  query?: BannerQuery;
}

/** What the list is showing: the query of its Export, without paging. */
export interface BannerQuery {
  q: string;
  filters: Readonly<Record<string, string | number | boolean | undefined | null>>;
  sort?: string;
  order?: 'asc' | 'desc';
}

/** Texts of a refused file (default: "<Label>: this type of file is not accepted", "... at most"). */
export interface UploadMessages {
  type?: string;
  size?: string;
}

/**
 * A failure text: fixed, or built from the cause (the API's message or the error's) and whether
 * the add form or the edit dialog failed.
 */
export type FailureMessage = string | ((cause: string, mode: 'create' | 'edit') => string);

export interface DeclarationMessages extends Partial<
  Omit<ResourceMessages, 'addFailure' | 'updateFailure'>
> {
  addFailure?: FailureMessage;
  updateFailure?: FailureMessage;
  /** When given, the 409 text is built from the cause instead of being `conflict`. */
  conflictFailure?: FailureMessage;
}

type FieldName<F> = keyof F & string;

/**
 * One CRUD screen. The contract gives the fields, labels, validation and messages; this says
 * only what is particular to the screen.
 */
export interface ResourceDeclaration<F extends Record<string, FieldSpec>> {
  contract: ResourceContract<F>;
  /** Page heading, e.g. "Faculty Management". */
  title: string;
  /**
   * Fields in the add/edit form, in order (default: the contract's fields in their order, long
   * text last; never the ones the server sets).
   */
  form?: readonly FieldName<F>[];
  /** Inputs per form row on wide screens (default 3). */
  formColumns?: 1 | 2 | 3 | 4;
  /** Section headings in the form, each shown before the named field ({ provinceId: 'Address' }). */
  sections?: { [K in FieldName<F>]?: string };
  /** Table columns, in order (default: the contract's fields whose `column` is not false). */
  columns?: readonly FieldName<F>[];
  /**
   * The columns (fields or extra columns' keys) a list keeps on screens narrower than wide
   * (1600 px); a row opens to show the others. Default: the first four fields' and every extra
   * column.
   */
  keyColumns?: readonly string[];
  /**
   * How a row reads as a card on a phone (column keys): `title`, the heading (default: the first
   * column); `status`, tags beside it (default: the status fields); `actions`, more columns of
   * buttons or links at its foot besides Action and Documents. The other key columns are listed
   * under the heading, the rest behind More.
   */
  card?: { title?: readonly string[]; status?: readonly string[]; actions?: readonly string[] };
  /** File inputs (the contract's `uploads`, e.g. a logo) at the end of the form (default: all). */
  uploads?: readonly string[];
  /** More table columns after the fields' (e.g. a logo thumbnail), before Action. */
  extraColumns?: TableColumnsType<ResourceRow>;
  /**
   * Set it on lists of long records: the list then asks the API only for its columns' fields
   * (and extra columns named after fields) and these, the fields its cells, links and actions
   * read besides. A page is then a fraction of the bytes. The Edit dialog loads the whole record.
   */
  rowFields?: readonly FieldName<F>[];
  /**
   * Filters above the table (each a select or number), sent as query parameters (default: the
   * contract's fields marked `filter`, in their order; `[]` for none).
   */
  filters?: readonly FieldName<F>[];
  /**
   * Contract fields this screen leaves out of its form, columns and filters (a campus user's
   * rows, whose campus the API sets).
   */
  omit?: readonly FieldName<F>[];
  /** A search box above the table, sent as `q` (default true). */
  search?: boolean;
  fields?: { [K in FieldName<F>]?: FieldOverride };
  /** Page sizes offered (default 25/50/75) and the first one used (default 25). */
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  /** Milliseconds the edit dialog stays open after a save (faculty: DIALOG_CLOSE_DELAY_MS). */
  closeDelayMs?: number;
  /** Send POST bodies as multipart/form-data (the spec's POST /Faculty) instead of JSON. */
  multipart?: boolean;
  /** Texts that differ from the contract's messages. */
  messages?: DeclarationMessages;
  /**
   * Buttons shown (all by default). Each also needs the signed-in user's permission on the
   * contract's module: Add form `add`, Edit `edit`, Delete `delete`, Export `export`.
   */
  actions?: { edit?: boolean; delete?: boolean; export?: boolean };
  /** Words above the add form. */
  description?: ReactNode;
  /**
   * Values fixed by the route (a campus screen's campusType): sent as list filters, set on new
   * rows (unless the contract makes the field read-only: the server sets it), and left out of
   * the form, the columns and the filters.
   */
  fixed?: Readonly<Record<string, string | number | boolean>>;
  /** 'both' (default): add form and list; 'list': the list and its Edit dialog; 'form': the add form. */
  show?: ScreenParts;
  /** The list's first order (default: the API's). */
  defaultSort?: { field: FieldName<F>; order: 'asc' | 'desc' };
  /** Buttons of their own in each row's Action cell. */
  rowActions?: readonly RowAction[];
  /** Per row: may this user edit / delete it (default: yes; the API checks again). */
  canEdit?: (row: ResourceRow, user: RowUser) => boolean;
  canDelete?: (row: ResourceRow, user: RowUser) => boolean;
  /** Content between the heading and the add form (fiscal year: the active year). */
  banner?: ComponentType<BannerProps>;
  /** Texts of a refused file. */
  uploadMessages?: UploadMessages;
  /** Documents kept against each row, behind a Documents button in its row. */
  documents?: RowDocuments;
  /** More of each row in a drawer, behind a button in its row. */
  rowPanel?: RowPanel;
}

export type ScreenParts = 'both' | 'list' | 'form';

export interface ResolvedField {
  name: string;
  spec: FieldSpec;
  label: string;
  override: FieldOverride;
}

export interface ResolvedUpload {
  name: string;
  label: string;
  spec: UploadSpec;
}

export interface ResolvedMessages extends Omit<ResourceMessages, 'addFailure' | 'updateFailure'> {
  addFailure: FailureMessage;
  updateFailure: FailureMessage;
  conflictFailure?: FailureMessage;
}

/** A declaration with its defaults filled in: what the kit's components read. */
export interface ResolvedResource {
  contract: AnyResourceContract;
  title: string;
  fields: Record<string, ResolvedField>;
  formFields: readonly ResolvedField[];
  formColumns: number;
  sections: Readonly<Record<string, string>>;
  uploads: readonly ResolvedUpload[];
  columns: readonly ResolvedField[];
  extraColumns: TableColumnsType<ResourceRow>;
  /** The columns kept on screens narrower than wide: the rest open under each row. */
  keyColumns: ReadonlySet<string>;
  /** How a row reads as a card on a phone. */
  card: CardLayout;
  /** The fields list rows are read with (the declaration's rowFields); all when undefined. */
  listFields?: readonly string[];
  filters: readonly ResolvedField[];
  search: boolean;
  pageSizes: readonly number[];
  defaultPageSize: number;
  closeDelayMs: number;
  multipart: boolean;
  messages: ResolvedMessages;
  actions: { edit: boolean; delete: boolean; export: boolean };
  description?: ReactNode;
  fixed: Readonly<Record<string, string | number | boolean>>;
  show: ScreenParts;
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  rowActions: readonly RowAction[];
  canEdit?: (row: ResourceRow, user: RowUser) => boolean;
  canDelete?: (row: ResourceRow, user: RowUser) => boolean;
  banner?: ComponentType<BannerProps>;
  uploadMessages: UploadMessages;
  documents?: RowDocuments;
  rowPanel?: RowPanel;
  /** Reference fields used anywhere on the screen: field name -> where its choices come from. */
  references: Record<string, string>;
}
