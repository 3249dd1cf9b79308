import { MESSAGES } from './messages';
import {
  USER_MESSAGES,
  addUserSchema,
  assignableRoles,
  levelOfRole,
  permissionSchema,
  userPermissionsSaveSchema,
} from './userManagement';

const fieldsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );

describe('user management contracts', () => {
  it('gives lower roles only, any staff role for a SuperAdmin', () => {
    expect(assignableRoles('UniAdmin')).toEqual(['CollegeAdmin', 'CollegeUser']);
    expect(assignableRoles('CollegeUser')).toEqual([]);
    expect(assignableRoles('SuperAdmin')).toContain('SuperAdmin');
    expect(assignableRoles('SuperAdmin')).not.toContain('Student');
    expect(levelOfRole('UgcAdmin')).toBe('ugc');
    expect(levelOfRole('UniAdmin')).toBe('university');
    expect(levelOfRole('CollegeUser')).toBe('campus');
  });

  it('needs names unless the account belongs to an employee, and the scope its role needs', () => {
    const bare = addUserSchema.safeParse({ email: 'a@b.org', role: 'CollegeUser' });
    expect(fieldsOf(bare)).toEqual({
      campusId: USER_MESSAGES.campusRequired,
      firstName: MESSAGES.signUp.firstNameRequired,
      lastName: MESSAGES.signUp.lastNameRequired,
    });
    const employee = addUserSchema.safeParse({
      email: 'A@B.org',
      role: 'UniAdmin',
      universityId: 1,
      employeeId: 7,
    });
    expect(employee.success && employee.data.email).toBe('a@b.org');
    expect(
      fieldsOf(addUserSchema.safeParse({ email: 'a@b.org', firstName: 'A', lastName: 'B' })),
    ).toEqual({ role: USER_MESSAGES.roleRequired });
  });

  it('knows every module:action permission and nothing else', () => {
    expect(permissionSchema.safeParse('employee:view').success).toBe(true);
    expect(permissionSchema.safeParse('employee:fly').success).toBe(false);
    expect(permissionSchema.safeParse('castle:view').success).toBe(false);
    expect(permissionSchema.safeParse('employee:view:x').success).toBe(false);
    const saved = userPermissionsSaveSchema.safeParse({ granted: ['x'], revoked: [] });
    expect(saved.success).toBe(false);
  });
});
