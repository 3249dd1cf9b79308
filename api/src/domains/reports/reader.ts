/**
 * The one way into the report engine for every route that reads figures: the report's own
 * routes, the home's cards, and the earlier campus client's calls (legacy-client). It holds the
 * app's kept references and answers, so a figure read by any of them is counted once until the
 * tables behind it change.
 */
import type {
  ReportFilters,
  ReportRow,
  ReportSectionAnswer,
  ReportSectionKey,
} from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import type { TableVersions } from '../../lib/table-changes';
import type { ScopeFilter } from '../../plugins/auth';
import { dashboardFigures } from './dashboard';
import { readByProgram } from './by-program';
import { ReportRun, readSection } from './engine';
import { ReportReferences, reportContext, type ReportContext } from './reach';

export class ReportReader {
  readonly references: ReportReferences;

  constructor(
    private readonly db: Database,
    versions: TableVersions | undefined,
    { keepAnswers = true }: { keepAnswers?: boolean } = {},
  ) {
    // Fiscal years, reach names and filter checks, kept while their tables stand.
    this.references = new ReportReferences(versions, { keepAnswers });
  }

  /** The caller's reach with the filters checked (400 or 403 with a field message). */
  context(scope: ScopeFilter, filters: ReportFilters): Promise<ReportContext> {
    return reportContext(this.db, scope, filters, this.references);
  }

  /**
   * Sections of one context, side by side on a server's pool (the embedded database answers
   * them in turn); one run shares the coverage counts between them. Each answer is kept while
   * the tables it is counted from stand.
   */
  sections(
    context: ReportContext,
    keys: readonly ReportSectionKey[],
  ): Promise<ReportSectionAnswer[]> {
    const run = new ReportRun(this.db, context);
    return Promise.all(
      keys.map((key) =>
        this.references.answer(`section|${key}`, context, () => readSection(run, key)),
      ),
    );
  }

  async section(context: ReportContext, key: ReportSectionKey): Promise<ReportSectionAnswer> {
    const [answer] = await this.sections(context, [key]);
    return answer!;
  }

  /** The home's cards: people by gender, and campuses and universities where the reach has them. */
  figures(context: ReportContext) {
    return this.references.answer('figures', context, () => dashboardFigures(this.db, context));
  }

  /** A section's figures per program (engine.ts `readByProgram`), kept as the sections are. */
  byProgram(
    context: ReportContext,
    key: ReportSectionKey,
    { across = true }: { across?: boolean } = {},
  ): Promise<ReportRow[]> {
    return this.references.answer(`byProgram|${key}|${across}`, context, () =>
      readByProgram(new ReportRun(this.db, context), key, { across }),
    );
  }
}
