/** The user-management calls (routes and permissions in shared-contracts/src/userManagement.ts). */
import { apiClient } from '@hemis/shared-auth';
import {
  MAX_PAGE_SIZE,
  USER_PATHS,
  campusContract,
  employeeContract,
  universityContract,
  accountHistoryEntrySchema,
  addUserResponseSchema,
  moduleRowSchema,
  moduleAccessRowSchema,
  campusModulesSchema,
  rolePermissionsSchema,
  temporaryPasswordResponseSchema,
  userAccountSchema,
  userPermissionsSchema,
  type AccountHistoryEntry,
  type AccountLevel,
  type AccountStatus,
  type KnownRole,
  type AddUserRequest,
  type AddUserResponse,
  type ModuleRow,
  type CampusModules,
  type ModuleUpdate,
  type Module,
  type Role,
  type RolePermissions,
  type TemporaryPasswordResponse,
  type UpdateUserRequest,
  type UserAccount,
  type UserAccountListQuery,
  type UserPermissions,
  type UserPermissionsSave,
} from '@hemis/shared-contracts';
import { listQuery, toListResult, type FilterValue } from '@hemis/shared-ui';
import { z } from 'zod';

export interface AccountPage {
  data: UserAccount[];
  total: number;
}

/** GET /User/Accounts parameters (userAccountListQuerySchema). */
export interface AccountQuery {
  page?: number;
  pageSize?: number;
  sort?: NonNullable<UserAccountListQuery['sort']>;
  order?: 'asc' | 'desc';
  q?: string;
  role?: KnownRole;
  status?: AccountStatus;
  level?: AccountLevel;
  universityId?: number;
  campusId?: number;
}

function accountsQuery(query: AccountQuery, paging: boolean) {
  const { page, pageSize, sort, order, q, ...filters } = query;
  return listQuery(
    { page, pageSize, sort, order, q, filters: filters satisfies Record<string, FilterValue> },
    { paging },
  );
}

export async function listAccounts(query: AccountQuery): Promise<AccountPage> {
  const response = await apiClient.get<unknown>(USER_PATHS.accounts, {
    params: accountsQuery(query, true),
  });
  const { data, total } = toListResult(response.data);
  return { data: z.array(userAccountSchema).parse(data), total };
}

export async function exportAccounts(query: AccountQuery): Promise<Blob> {
  const response = await apiClient.get<Blob>(USER_PATHS.accountsExport, {
    params: accountsQuery(query, false),
    responseType: 'blob',
  });
  return response.data;
}

export async function addUser(body: AddUserRequest): Promise<AddUserResponse> {
  const response = await apiClient.post<unknown>(USER_PATHS.add, body);
  return addUserResponseSchema.parse(response.data);
}

export async function updateUser(id: number, body: UpdateUserRequest): Promise<UserAccount> {
  const response = await apiClient.patch<unknown>(USER_PATHS.one(id), body);
  return userAccountSchema.parse(response.data);
}

export async function setAccountStatus(
  id: number,
  status: 'active' | 'disabled',
): Promise<UserAccount> {
  const response = await apiClient.patch<unknown>(USER_PATHS.status(id), { status });
  return userAccountSchema.parse(response.data);
}

export async function resetAccountPassword(id: number): Promise<TemporaryPasswordResponse> {
  const response = await apiClient.post<unknown>(USER_PATHS.resetPassword(id));
  return temporaryPasswordResponseSchema.parse(response.data);
}

export async function accountHistory(id: number): Promise<AccountHistoryEntry[]> {
  const response = await apiClient.get<unknown>(USER_PATHS.history(id));
  return z.array(accountHistoryEntrySchema).parse(response.data);
}

export async function getAccount(id: number): Promise<UserAccount> {
  const response = await apiClient.get<unknown>(USER_PATHS.one(id));
  return userAccountSchema.parse(response.data);
}

export async function userPermissions(id: number): Promise<UserPermissions> {
  const response = await apiClient.get<unknown>(USER_PATHS.permissions(id));
  return userPermissionsSchema.parse(response.data);
}

export async function saveUserPermissions(
  id: number,
  body: UserPermissionsSave,
): Promise<UserPermissions> {
  const response = await apiClient.put<unknown>(USER_PATHS.permissions(id), body);
  return userPermissionsSchema.parse(response.data);
}

export async function listModules(): Promise<ModuleRow[]> {
  const response = await apiClient.get<unknown>(USER_PATHS.modules);
  return z.array(moduleRowSchema).parse(toArray(response.data));
}

export async function updateModule(code: Module, body: ModuleUpdate): Promise<ModuleRow> {
  const response = await apiClient.patch<unknown>(USER_PATHS.module(code), body);
  return moduleRowSchema.parse(response.data);
}

export async function listRolePermissions(): Promise<RolePermissions[]> {
  const response = await apiClient.get<unknown>(USER_PATHS.rolePermissions);
  return z.array(rolePermissionsSchema).parse(toArray(response.data));
}

export async function saveRolePermissions(
  role: Role,
  permissions: string[],
): Promise<RolePermissions> {
  const response = await apiClient.put<unknown>(USER_PATHS.rolePermission(role), { permissions });
  return rolePermissionsSchema.parse(response.data);
}

/** A plain array, or the `data` of a paged answer. */
function toArray(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body) {
    return body.data;
  }
  return body;
}

export interface NamedRow {
  id: number;
  name: string;
}

const universityRow = z.object({ id: z.number().int(), name: z.string() });
const campusRow = z.object({ id: z.number().int(), campusName: z.string() });

export async function listUniversities(): Promise<NamedRow[]> {
  const response = await apiClient.get<unknown>(universityContract.path, {
    params: { pageSize: MAX_PAGE_SIZE },
  });
  return z.array(universityRow).parse(toListResult(response.data).data);
}

export async function listCampuses(universityId: number): Promise<NamedRow[]> {
  const response = await apiClient.get<unknown>(campusContract.path, {
    params: { universityId, pageSize: MAX_PAGE_SIZE },
  });
  return z
    .array(campusRow)
    .parse(toListResult(response.data).data)
    .map((row) => ({ id: row.id, name: row.campusName }));
}

export const employeeOption = z.object({
  id: z.number().int(),
  firstName: z.string(),
  middleName: z.string().nullable().optional(),
  lastName: z.string(),
  email: z.string().nullable().optional(),
  phoneNumber: z.string().nullable().optional(),
  gender: z.string().nullable().optional(),
  universityId: z.number().int().nullable().optional(),
  campusId: z.number().int().nullable().optional(),
});
export type EmployeeOption = z.infer<typeof employeeOption>;

export async function searchEmployees(q: string): Promise<EmployeeOption[]> {
  const response = await apiClient.get<unknown>(employeeContract.path, {
    params: { q, page: 1, pageSize: 20 },
  });
  return toListResult(response.data).data.flatMap((row) => {
    const parsed = employeeOption.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The modules assigned to a campus (GET /ModuleCollegeAccess?campusId=). */
export async function campusModulesOf(campusId: number): Promise<Module[]> {
  const response = await apiClient.get<unknown>(USER_PATHS.moduleAccess, { params: { campusId } });
  return z
    .array(moduleAccessRowSchema)
    .parse(response.data)
    .map((row) => row.code);
}

export async function saveCampusModules(
  campusId: number,
  modules: readonly Module[],
): Promise<CampusModules> {
  const response = await apiClient.put<unknown>(USER_PATHS.campusModules(campusId), { modules });
  return campusModulesSchema.parse(response.data);
}
