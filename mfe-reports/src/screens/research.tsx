import {
  FINANCE_PATHS,
  RESEARCH_DOCUMENT_TYPES,
  RESEARCH_PATHS,
  formatAmount,
  researchContract,
  researchFieldApplies,
  type ResearchField,
} from '@hemis/shared-contracts';
import {
  defineScopedResource,
  formatDate,
  type FieldOverride,
  type FormView,
  type ResourceRow,
} from '@hemis/shared-ui';
// The module's catalogue, registered before the kit renders this declaration's texts.
import '../i18n/texts';

export const RESEARCH_TEXTS = {
  title: 'Research and Publications',
  description:
    "The campus's research, its teachers' publications, its own publications and the " +
    'fellowships its teachers receive, by fiscal year: what the annual return reports.',
  date: 'Date',
  documents: (row: ResourceRow) => `Documents: ${typeof row.title === 'string' ? row.title : ''}`,
} as const;

/** Each field in the form only for the activities that have it (RESEARCH_FIELDS). */
const shownFor = (field: ResearchField): FieldOverride => ({
  shown: (view: FormView) => researchFieldApplies(field, view.values.activityType),
});
// Object.keys and Object.fromEntries are typed with string keys; these are the contract's fields.
// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.fromEntries keys are typed string
const byActivity = Object.fromEntries(
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.keys is typed string[]
  (Object.keys(researchContract.fields) as ResearchField[]).map((field) => [
    field,
    shownFor(field),
  ]),
) as Record<ResearchField, FieldOverride>;

/** The activity's day or days as the list shows them: BS with AD, a research's from and to. */
function dateOf(row: ResourceRow): string {
  const day = (field: ResearchField) => {
    const value = row[field];
    return typeof value === 'string' && value !== '' ? formatDate(value) : '';
  };
  const from = day('startDate');
  const to = day('endDate');
  if (from || to) return [from, to].filter(Boolean).join(' – ');
  return day('publishedOn') || day('awardedOn');
}

/**
 * /research: a campus records its research, publications and fellowships, each with the fields
 * of its kind and its documents; its university and the commission read their campuses' (the
 * API keeps writes to the campus), with a campus filter.
 */
export default defineScopedResource<typeof researchContract.fields>((scope) => {
  const ownCampus = scope === 'campus' || scope === 'own';
  return {
    contract: researchContract,
    title: RESEARCH_TEXTS.title,
    description: RESEARCH_TEXTS.description,
    omit: ownCampus ? ['campusId'] : [],
    filters: [
      ...(ownCampus ? [] : (['campusId'] as const)),
      'activityType',
      'fiscalYearId',
      'researchStatus',
      'employeeId',
    ],
    fields: {
      ...byActivity,
      employeeId: { ...byActivity.employeeId, optionsPath: FINANCE_PATHS.teachers },
      amount: { ...byActivity.amount, render: (value) => formatAmount(value) },
    },
    extraColumns: [
      { key: 'date', title: RESEARCH_TEXTS.date, render: (_value: unknown, row) => dateOf(row) },
    ],
    documents: {
      path: (id) => RESEARCH_PATHS.documents(id),
      types: RESEARCH_DOCUMENT_TYPES,
      title: RESEARCH_TEXTS.documents,
    },
  };
});
