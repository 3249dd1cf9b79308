/**
 * The Employee resource (kit routes under /Employee) with the server rules a schema alone
 * cannot check: the post fits the staff type, the owner (commission, a university's office or
 * a campus) stays within the caller's reach on every write, the workplace follows the owner, and
 * the addresses hold together (lib/address).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  EMPLOYEE_MESSAGES,
  MESSAGES,
  employeeContract,
  type Workplace,
} from '@hemis/shared-contracts';
import { campuses, employeePositions, employees } from '../../db/schema';
import { checkAddresses } from '../../lib/address';
import { badRequest, forbidden } from '../../lib/errors';
import {
  registerResource,
  type ResourceHandle,
  type ResourceRegistry,
  type Row,
  type WriteContext,
} from '../../lib/resource/register';

const idOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** The workplace an owner means: a campus, a university's office, or the commission. */
export function workplaceOf(owner: { campusId: number | null; universityId: number | null }) {
  const workplace: Workplace =
    owner.campusId !== null ? 'campus' : owner.universityId !== null ? 'university' : 'ugc';
  return workplace;
}

/** The post must be one for the staff type (teaching; or the non-teaching staff category). */
async function checkPost({ db, values }: WriteContext): Promise<void> {
  const positionId = idOrNull(values.positionId);
  if (positionId === null) return;
  const [post] = await db
    .select({ category: employeePositions.category })
    .from(employeePositions)
    .where(eq(employeePositions.id, positionId))
    .limit(1);
  if (!post) return;
  const fits =
    values.employeeType === 'teaching'
      ? post.category === 'teaching'
      : post.category === values.staffCategory;
  if (!fits) {
    throw badRequest(MESSAGES.http.badRequest, { positionId: EMPLOYEE_MESSAGES.postMismatch });
  }
}

/**
 * The owner of the row as it will be: a campus's university always comes from the campus; a
 * campus user keeps to its campus, a university user to its university (office or campuses).
 */
async function ownerOf({ db, scope, values }: WriteContext): Promise<Row> {
  const campusId = idOrNull(values.campusId);
  let universityId = idOrNull(values.universityId);
  if (campusId !== null) {
    const [campus] = await db
      .select({ universityId: campuses.universityId })
      .from(campuses)
      .where(and(eq(campuses.id, campusId), isNull(campuses.deletedAt)))
      .limit(1);
    if (!campus)
      throw badRequest(MESSAGES.http.badRequest, { campusId: MESSAGES.http.campusNotFound });
    universityId = campus.universityId;
  }
  if (scope.kind === 'campus' && (campusId === null || campusId !== scope.campusId)) {
    throw forbidden();
  }
  if (scope.kind === 'university' && universityId !== scope.universityId) {
    if (campusId !== null) {
      throw badRequest(MESSAGES.http.badRequest, {
        campusId: EMPLOYEE_MESSAGES.campusOutsideUniversity,
      });
    }
    throw forbidden();
  }
  if (scope.kind === 'own') throw forbidden();
  return { campusId, universityId, workplace: workplaceOf({ campusId, universityId }) };
}

export function registerEmployeeResource(
  app: FastifyInstance,
  registry: ResourceRegistry,
): ResourceHandle {
  return registerResource(app, employeeContract, employees, {
    registry,
    async validate(context) {
      const { existing, changes } = context;
      const addresses = checkAddresses(
        ['permanent', 'temporary'],
        context.values,
        changes,
        !existing,
      );
      await checkPost(context);
      const owner = await ownerOf(context);
      if (existing) {
        // What the client sent for these is replaced by the derived owner and workplace.
        for (const [name, value] of Object.entries(owner)) {
          if (value === existing[name]) delete changes[name];
          else changes[name] = value;
        }
      }
      return { ...addresses, ...owner };
    },
  });
}
