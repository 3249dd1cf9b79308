import type { ComponentType } from 'react';
import {
  INFRASTRUCTURE_DOCUMENT_TYPES,
  type FieldSpec,
  type ParamPath,
} from '@hemis/shared-contracts';
import { defineScopedResource, type ResourceDeclaration, type ResourceRow } from '@hemis/shared-ui';
import { setupTexts } from '../../i18n/texts';

/**
 * One infrastructure register of a campus: the kit's screen over the register's contract, with
 * the documents kept against each row. A campus user's rows are their campus's (the API sets
 * it), so their screen has no campus column or filter; a university or the commission reads
 * several campuses and picks one.
 */
export function infrastructureRegister<
  F extends Record<string, FieldSpec> & { campusId: FieldSpec },
>(
  declaration: ResourceDeclaration<F>,
  documents: { path: ParamPath; title: (row: ResourceRow) => string },
): ComponentType {
  const { name } = declaration.contract;
  return defineScopedResource<F>((scope) => ({
    ...declaration,
    omit:
      scope === 'campus' || scope === 'own'
        ? ['campusId', ...(declaration.omit ?? [])]
        : declaration.omit,
    documents: {
      path: (id) => documents.path(id),
      types: INFRASTRUCTURE_DOCUMENT_TYPES[name] ?? [],
      title: (row) => setupTexts.translate('Documents: {{name}}', { name: documents.title(row) }),
    },
  }));
}

/** A row's text field as its drawer heading names it. */
export const textOf = (row: ResourceRow, field: string): string =>
  typeof row[field] === 'string' ? row[field] : '';
