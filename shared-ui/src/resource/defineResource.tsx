import type { ComponentType } from 'react';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  scopeOfRole,
  type AnyResourceContract,
  type DataScope,
  type FieldSpec,
} from '@hemis/shared-contracts';
import { ResourceScreen } from './ResourceScreen';
import { ACTIONS_COLUMN, DOCUMENTS_COLUMN, PANEL_COLUMN, SERIAL_COLUMN } from './resourceColumns';
import { useRowUser } from './rowUser';
import { dependentOptionsOf } from './dependent';
import type { CardLayout } from '../list/ListTable';
import type { FieldOverride, ResolvedField, ResolvedResource, ResourceDeclaration } from './types';

/** Field columns a list keeps on narrower screens when its declaration names none. */
const DEFAULT_KEY_COLUMNS = 4;

export type ResourceScreenComponent = ComponentType & { resource: ResolvedResource };

/** The fields in their contract order, but long text (remarks, details) after the others. */
function longTextLast(fields: readonly ResolvedField[]): ResolvedField[] {
  const isLong = (field: ResolvedField) => field.spec.kind === 'longText';
  return [...fields.filter((field) => !isLong(field)), ...fields.filter(isLong)];
}

/**
 * A row's card on a phone: the declared heading, tags and buttons, else the first key column, the
 * status fields and the row's Action and Documents; the other key columns under the heading.
 */
function cardLayout(
  declared: ResourceDeclaration<Record<string, FieldSpec>>['card'],
  columns: readonly ResolvedField[],
  extraColumns: ResolvedResource['extraColumns'],
  keyColumns: ReadonlySet<string>,
): CardLayout {
  const status =
    declared?.status ??
    columns.filter((field) => field.spec.kind === 'status').map((field) => field.name);
  // The first key column names the row (the first column when no field is a key column).
  const first =
    [...keyColumns].find(
      (key) => !status.includes(key) && key !== DOCUMENTS_COLUMN && key !== PANEL_COLUMN,
    ) ??
    columns.find((field) => !status.includes(field.name))?.name ??
    extraColumns.map((column) => String(column.key))[0];
  const title = declared?.title ?? (first ? [first] : []);
  const actions = [...(declared?.actions ?? []), ACTIONS_COLUMN, DOCUMENTS_COLUMN, PANEL_COLUMN];
  const named = new Set([SERIAL_COLUMN, ...title, ...status, ...actions]);
  return { title, status, actions, body: [...keyColumns].filter((key) => !named.has(key)) };
}

/** Fills in a declaration's defaults from its contract. */
export function resolveResource<F extends Record<string, FieldSpec>>(
  declaration: ResourceDeclaration<F>,
): ResolvedResource {
  // A contract of given fields stands for any contract here (its field types only narrow the rows).
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- ResourceContract<F> is invariant in F (its zod schemas take F's values in and give them out), so TypeScript cannot widen it to AnyResourceContract
  const contract = declaration.contract as unknown as AnyResourceContract;
  const overrides: Record<string, FieldOverride | undefined> = declaration.fields ?? {};
  const fields: Record<string, ResolvedField> = {};
  for (const [name, spec] of Object.entries(contract.fields)) {
    const declared = overrides[name] ?? {};
    // The contract's dependent choices (an address's district and local level) unless the screen
    // says otherwise.
    const dependsOn = dependentOptionsOf(spec, declared);
    const override = dependsOn ? { ...declared, dependsOn } : declared;
    fields[name] = { name, spec, label: override.label ?? spec.label, override };
  }
  const pick = (
    names: readonly string[] | undefined,
    fallback: (field: ResolvedField) => boolean,
  ) =>
    names
      ? names.map((name) => {
          const field = fields[name];
          if (!field) throw new Error(`${contract.name}: no field "${name}" in the contract`);
          return field;
        })
      : Object.values(fields).filter(fallback);

  const fixed = declaration.fixed ?? {};
  const omitted = new Set<string>(declaration.omit ?? []);
  const free = (field: ResolvedField) => !(field.name in fixed) && !omitted.has(field.name);
  // Fields the server sets (readOnly) are shown in tables but never entered; long text takes a
  // whole form row, so by default it comes after the other inputs.
  const formFields = (
    declaration.form ? pick(declaration.form, () => true) : longTextLast(Object.values(fields))
  ).filter((field) => free(field) && !field.spec.readOnly);
  const columns = pick(declaration.columns, (field) => field.spec.column !== false).filter(free);
  const filters = pick(declaration.filters, (field) => field.spec.filter === true).filter(free);
  const contractUploads = contract.uploads ?? {};
  const uploads = (declaration.uploads ?? Object.keys(contractUploads)).map((name) => {
    const spec = contractUploads[name];
    if (!spec) throw new Error(`${contract.name}: no upload "${name}" in the contract`);
    return { name, label: spec.label, spec };
  });
  const references: Record<string, string> = {};
  for (const field of [...formFields, ...columns, ...filters]) {
    // A searched reference asks for its rows as the user types.
    if (
      field.spec.kind === 'reference' &&
      !field.override.dependsOn &&
      !field.override.searchPath
    ) {
      references[field.name] = field.override.optionsPath ?? `/${field.spec.resource}`;
    }
  }
  const pageSizes = declaration.pageSizes ?? PAGE_SIZES;
  const extraColumns = declaration.extraColumns ?? [];
  const keyColumns = new Set(
    declaration.keyColumns ?? [
      ...columns.slice(0, DEFAULT_KEY_COLUMNS).map((field) => field.name),
      ...extraColumns.map((column) => String(column.key)),
      ...(declaration.documents ? [DOCUMENTS_COLUMN] : []),
      ...(declaration.rowPanel ? [PANEL_COLUMN] : []),
    ],
  );
  // A narrowed list reads what its table shows and what its declaration names besides.
  const listFields = declaration.rowFields && [
    ...new Set([
      ...columns.map((field) => field.name),
      ...extraColumns.map((column) => String(column.key)).filter((key) => key in fields),
      ...declaration.rowFields,
    ]),
  ];
  return {
    contract,
    title: declaration.title,
    fields,
    formFields,
    formColumns: declaration.formColumns ?? 3,
    // The contract's headings (an address's "Permanent Address"), then the screen's own.
    sections: {
      ...Object.fromEntries(
        formFields.flatMap((field) =>
          field.spec.section ? [[field.name, field.spec.section]] : [],
        ),
      ),
      ...Object.fromEntries(
        Object.entries(declaration.sections ?? {}).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      ),
    },
    uploads,
    columns,
    extraColumns,
    keyColumns,
    card: cardLayout(declaration.card, columns, extraColumns, keyColumns),
    listFields,
    filters,
    search: declaration.search ?? true,
    pageSizes,
    defaultPageSize: declaration.defaultPageSize ?? pageSizes[0] ?? DEFAULT_PAGE_SIZE,
    closeDelayMs: declaration.closeDelayMs ?? 0,
    multipart: declaration.multipart ?? false,
    messages: { ...contract.messages, ...declaration.messages },
    actions: { edit: true, delete: true, export: true, ...declaration.actions },
    description: declaration.description,
    fixed,
    show: declaration.show ?? 'both',
    defaultSort: declaration.defaultSort,
    rowActions: declaration.rowActions ?? [],
    canEdit: declaration.canEdit,
    canDelete: declaration.canDelete,
    banner: declaration.banner,
    uploadMessages: declaration.uploadMessages ?? {},
    documents: declaration.documents,
    rowPanel: declaration.rowPanel,
    references,
  };
}

/**
 * One CRUD screen from a resource contract and what is particular to the screen: returns the
 * screen component (use it as a route's default export), with its resolved declaration on
 * `.resource`.
 */
export function defineResource<F extends Record<string, FieldSpec>>(
  declaration: ResourceDeclaration<F>,
): ResourceScreenComponent {
  const resource = resolveResource(declaration);
  function Screen() {
    return <ResourceScreen resource={resource} />;
  }
  Screen.displayName = `ResourceScreen(${resource.contract.name})`;
  return Object.assign(Screen, { resource });
}

/**
 * One CRUD screen whose declaration follows the signed-in user's reach (a campus user's list has
 * no campus filter; wider users pick the campus): a screen per reach, the user's one shown, the
 * widest outside a session.
 */
export function defineScopedResource<F extends Record<string, FieldSpec>>(
  declarationOf: (scope: DataScope) => ResourceDeclaration<F>,
): ComponentType {
  const screenOf = (scope: DataScope) => defineResource(declarationOf(scope));
  const screens: Record<DataScope, ResourceScreenComponent> = {
    own: screenOf('own'),
    campus: screenOf('campus'),
    university: screenOf('university'),
    nation: screenOf('nation'),
  };
  function ScopedScreen() {
    const user = useRowUser();
    const Screen = screens[user ? scopeOfRole(user.role) : 'nation'];
    return <Screen />;
  }
  ScopedScreen.displayName = `ScopedResourceScreen(${screens.nation.resource.contract.name})`;
  return ScopedScreen;
}
