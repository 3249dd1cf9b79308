/**
 * A campus's signed statistical return of each fiscal year (the PDF is a kept upload). Its
 * unique index (campus, fiscal year) serves the reads by campus. The return's own tables (forms,
 * figures, cycles) are in statistical-returns.ts.
 */
import * as contracts from '@hemis/shared-contracts';
import { resourceTable } from './registry';
// The tables its references name are built first (registry.ts).
import './setup';

export const signedReturns = resourceTable('signed_returns', contracts.signedReturnContract);
