// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, type TestApp } from '../../test/helpers';
import {
  ALL_PERMISSIONS,
  API_BASE,
  MODULES,
  MODULE_ACTIONS,
  type Action,
  type Module,
  type Permission,
} from '@hemis/shared-contracts';
import type { RoutePermission } from '../../plugins/auth';

/**
 * The permission matrix against the routes: every tick box of a module the API serves is
 * checked by a route, and every write route checks the action its method stands for.
 */
let t: TestApp;
let routes: RoutePermission[];
beforeAll(async () => {
  t = await createTestApp();
  routes = t.app.hemis.routePermissions.filter((route) => route.method !== 'HEAD');
});
afterAll(async () => {
  await t.close();
});

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
const isPermission = (value: string): value is Permission =>
  (ALL_PERMISSIONS as readonly string[]).includes(value);
const path = (route: RoutePermission) => route.url.slice(API_BASE.length);
const moduleOf = (permission: Permission) => permission.split(':')[0] as Module;
const actionOf = (permission: Permission) => permission.split(':')[1] as Action;

/** Writes that need no module permission: one's own account, drafts and the public forms. */
const OPEN_WRITES = [
  'POST /User/Login',
  'POST /User',
  'POST /User/GetCodeUser',
  'POST /User/ResetPassword',
  'POST /User/ChangePassword',
  'POST /User/Logout',
  'PATCH /User/Profile',
  // The signed-in user's own language and digits.
  'PATCH /User/Preferences',
  'PUT /Draft/:form',
  'DELETE /Draft/:form',
  // A campus's own GPS location: the route checks the caller's campus itself.
  'PATCH /Campus/:id/Location',
  // Online payment: a student starts paying their own dues; eSewa's answer comes back to a
  // public page (the answer's signature and eSewa's status call are its checks).
  'POST /Esewa/Pay',
  'POST /Esewa/Confirm',
  // Online enrolment: anyone may apply (rate limited); nothing is a student until paid.
  'POST /OpenEnrolment',
];

/** Tick boxes of a served module that no route checks yet, and why (none now). */
const AWAITING_ROUTES: readonly Permission[] = [];

/** Writes whose action is not the one their method stands for, and why. */
const OTHER_ACTIONS: Record<string, Action> = {
  // Recording a day's attendance adds records.
  'PUT /StudentAttendance': 'add',
  'PUT /StaffAttendance': 'add',
  // Moving students to their next year or semester edits their records.
  'POST /StudentUpgrade': 'edit',
  // Saving a role's tick boxes edits users' rights.
  'PUT /RolePermission/:role': 'edit',
  // Cancelling a receipt is what deleting is elsewhere: a receipt is never deleted.
  'POST /Receipt/:id/Cancel': 'delete',
  // A Student applies for their own character certificate: their account views their record
  // only, and the route serves nobody else's (staff apply through POST /CharacterCertificate).
  'POST /Student/Me/CharacterCertificate': 'view',
  // Computing and publishing an exam's results decide on them: the exam coordinator's approval.
  'POST /ExamResult/:id/Compute': 'approve',
  'POST /ExamResult/:id/Publish': 'approve',
  // Registering a whole class adds its candidates.
  'POST /ExamClass/:id/RegisterCandidates': 'add',
  // Submitting its statistical return edits the campus's return.
  'POST /StatisticalReturn/Campus/Submit': 'edit',
  // The return's rules, deadline and reminders are the commission's sign-off settings.
  'PATCH /StatisticalReturnRule/:id': 'approve',
  'PUT /StatisticalReturnCycle/:fiscalYearId': 'approve',
  'POST /StatisticalReturnCycle/Reminders': 'approve',
};

/** The action a write route must check, by its method and path. */
function expectedAction(method: string, routePath: string): Action {
  const key = `${method} ${routePath}`;
  const other = OTHER_ACTIONS[key];
  if (other) return other;
  // Deciding on a record (verifying a student, activating an account) is approving it.
  // Checking, approving and reversing a voucher are approving it too, and so are rejecting and
  // reissuing a character certificate.
  // Endorsing, returning, accepting and publishing statistical returns are the sign-off.
  if (
    /\/(Verification|Status|Check|Approve|Reject|Reissue|Reverse|Endorse|Return|Accept|Publish|Withdraw)$/.test(
      routePath,
    )
  ) {
    return 'approve';
  }
  const [, , id, ...below] = routePath.split('/');
  // Below a record (its documents, its password, its permissions): an edit of that record.
  if (id?.startsWith(':') && below.length > 0) return 'edit';
  if (method === 'POST') return 'add';
  if (method === 'DELETE') return 'delete';
  return 'edit';
}

describe('routes and the permission matrix', () => {
  it('every route checks a permission of the matrix, or is public or for any signed-in user', () => {
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      const ok =
        route.permission === 'public' ||
        route.permission === 'authenticated' ||
        isPermission(route.permission);
      if (!ok) throw new Error(`${route.method} ${route.url} checks ${route.permission}`);
    }
  });

  it('writes without a module permission are only the known open ones', () => {
    const open = routes
      .filter((route) => WRITE_METHODS.includes(route.method) && !isPermission(route.permission))
      .map((route) => `${route.method} ${path(route)}`);
    expect(open.sort()).toEqual([...OPEN_WRITES].sort());
  });

  it('each write route checks the action of its method (add, edit, delete, approve)', () => {
    const wrong: string[] = [];
    for (const route of routes) {
      if (!WRITE_METHODS.includes(route.method) || !isPermission(route.permission)) continue;
      const expected = expectedAction(route.method, path(route));
      if (actionOf(route.permission) !== expected) {
        wrong.push(`${route.method} ${path(route)} checks ${route.permission}, not ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("exports and PDFs check export (a person's own card under /Me/ checks view); other reads check view or add", () => {
    const wrong: string[] = [];
    for (const route of routes) {
      if (route.method !== 'GET' || !isPermission(route.permission)) continue;
      const action = actionOf(route.permission);
      const own = /\/Me\//.test(path(route));
      const exporting = !own && /\/(Export|Pdf|Cards?)(\/|$)/.test(path(route));
      if (exporting ? action !== 'export' : action !== 'view' && action !== 'add') {
        wrong.push(`GET ${path(route)} checks ${route.permission}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('student verification checks student:approve', () => {
    expect(routes).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        url: `${API_BASE}/Student/:id/Verification`,
        permission: 'student:approve',
      }),
    );
  });

  it('every tick box of a module the API serves is checked by at least one route', () => {
    const checked = new Set(routes.map((route) => route.permission));
    const served = new Set(
      routes.flatMap((route) =>
        isPermission(route.permission) ? [moduleOf(route.permission)] : [],
      ),
    );
    expect(served).toContain('student');
    expect(served).toContain('user');
    const unchecked = MODULES.filter((module) => served.has(module)).flatMap((module) =>
      MODULE_ACTIONS[module]
        .map((action): Permission => `${module}:${action}`)
        .filter((permission) => !checked.has(permission)),
    );
    expect(unchecked).toEqual([...AWAITING_ROUTES]);
  });
});
