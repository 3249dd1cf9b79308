/**
 * The Student resource (kit routes under /Student) with the server rules a schema alone cannot
 * check. Being built (issue 5): its owner completes this file.
 */
import type { FastifyInstance } from 'fastify';
import { studentContract } from '@hemis/shared-contracts';
import { students } from '../../db/schema';
import {
  registerResource,
  type ResourceHandle,
  type ResourceRegistry,
} from '../../lib/resource/register';

export function registerStudentResource(
  app: FastifyInstance,
  registry: ResourceRegistry,
): ResourceHandle {
  return registerResource(app, studentContract, students, {
    registry,
    async validate() {
      return { verificationStatus: 'pending', source: 'campus' };
    },
  });
}
