/**
 * The verdict on a printed document its campus may withdraw (the row deleted: an admit card's
 * registration, a letter): valid until then; the campus's name is the one fact all of them give.
 */
import type { FastifyInstance } from 'fastify';
import { campusBranding } from './branding';

/** What the verification page says of it, and the name of its campus ('-' when unknown). */
export async function withdrawableVerdict(
  app: FastifyInstance,
  row: { campusId: number | null; deletedAt: Date | null },
  verdicts: { genuine: string; withdrawn: string },
): Promise<{ valid: boolean; verdict: string; campusName: string }> {
  const campusId = Number(row.campusId);
  const campus = (await campusBranding(app, [campusId])).get(campusId);
  const withdrawn = row.deletedAt !== null;
  return {
    valid: !withdrawn,
    verdict: withdrawn ? verdicts.withdrawn : verdicts.genuine,
    campusName: campus?.campusName ?? '-',
  };
}
