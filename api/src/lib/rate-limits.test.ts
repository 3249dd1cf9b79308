import type { InjectOptions } from 'fastify';
import { MESSAGES } from '@hemis/shared-contracts';
import { createTestApp, json, DEMO_PASSWORD, type TestApp } from '../test/helpers';
import { RATE_LIMIT_DEFAULTS, scaledMax, type RateLimitName } from './rate-limits';

// A tenth of each limit keeps the test short; the limits themselves are the shipped defaults.
const FACTOR = 0.1;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: FACTOR });
});
afterAll(async () => {
  await t.close();
});

let signUps = 0;
function signUpRequest(): InjectOptions {
  signUps += 1;
  return {
    method: 'POST',
    url: '/api/User',
    payload: {
      firstName: 'Burst',
      lastName: 'Student',
      phoneNumber: '9800000000',
      email: `burst${signUps}@example.org`,
      gender: 'male',
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
    },
  };
}

const publicRoutes: { name: RateLimitName; request: () => InjectOptions; accepted: number }[] = [
  { name: 'signUp', request: signUpRequest, accepted: 201 },
  {
    name: 'openEnrolment',
    // Refused for want of an offer, yet counted: a flood of applications stops at the limit.
    request: () => ({ method: 'POST', url: '/api/OpenEnrolment', payload: {} }),
    accepted: 400,
  },
  {
    name: 'passwordResetRequest',
    request: () => ({ method: 'POST', url: '/api/User/GetCodeUser?email=someone@example.org' }),
    accepted: 201,
  },
  {
    name: 'passwordReset',
    request: () => ({
      method: 'POST',
      url: '/api/User/ResetPassword',
      payload: { email: 'someone@example.org', newPassword: 'Another@2026', resetToken: 'x' },
    }),
    accepted: 400,
  },
  {
    name: 'publicVerification',
    request: () => ({ method: 'GET', url: '/api/Verify/receipt/not-a-receipt' }),
    accepted: 200,
  },
  {
    name: 'publicRead',
    request: () => ({ method: 'GET', url: '/api/Campus/49' }),
    accepted: 200,
  },
];

describe('per-address limits of the public routes', () => {
  // Health (no work), sign-in (its own lock-outs), and readiness and metrics: they must answer
  // while the database holding the counts is down (each bounds its own cost).
  it('covers every public route but health, readiness, metrics and sign-in', () => {
    const unlimited = t.app.hemis.routePermissions
      .filter((route) => route.permission === 'public' && !route.rateLimited)
      .map((route) => `${route.method} ${route.url}`);
    expect(unlimited.sort()).toEqual([
      'GET /api/health',
      'GET /api/metrics',
      'GET /api/ready',
      'HEAD /api/health',
      'HEAD /api/metrics',
      'HEAD /api/ready',
      'POST /api/User/Login',
    ]);
  });

  it.each(publicRoutes)(
    '$name: answers 429 past its limit',
    async ({ name, request, accepted }) => {
      const limit = scaledMax(RATE_LIMIT_DEFAULTS[name].max, FACTOR);
      const address = `10.20.${publicRoutes.findIndex((route) => route.name === name)}.1`;
      const answers = await Promise.all(
        Array.from({ length: limit + 3 }, () =>
          t.app.inject({ ...request(), remoteAddress: address }),
        ),
      );
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === accepted)).toHaveLength(limit);
      expect(codes.filter((code) => code === 429)).toHaveLength(3);
      const refused = answers.find((answer) => answer.statusCode === 429);
      expect(refused && json(refused).message).toBe(MESSAGES.http.tooManyRequests);
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not affected.
      const other = await t.app.inject({ ...request(), remoteAddress: '10.30.0.1' });
      expect(other.statusCode).toBe(accepted);
    },
  );
});
