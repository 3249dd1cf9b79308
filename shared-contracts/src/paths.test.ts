import {
  API_PATHS,
  STUDENT_PATHS,
  USER_PATHS,
  VERIFY_PATHS,
  apiRoutes,
  paramPath,
  resourcePaths,
  routeOf,
  uploadedFileUrl,
} from './paths';

describe('uploadedFileUrl', () => {
  it('reads a public file under /uploads/ and a personal one by its signed link, as it is', () => {
    expect(uploadedFileUrl('campus-49-logo.svg')).toBe('/uploads/campus-49-logo.svg');
    expect(uploadedFileUrl('a b.png')).toBe('/uploads/a%20b.png');
    const link = '/api/Student/7/Files/photo?name=student-photo-1.png&expires=9&signature=x';
    expect(uploadedFileUrl(link)).toBe(link);
    expect(uploadedFileUrl(null)).toBeNull();
    expect(uploadedFileUrl('')).toBeNull();
  });
});

describe('paths with parameters', () => {
  it('register as their template and build the path a client requests, values encoded', () => {
    expect(STUDENT_PATHS.card.route).toBe('/Student/:id/Card');
    expect(STUDENT_PATHS.card(7)).toBe('/Student/7/Card');
    expect(VERIFY_PATHS.document('receipt', 'a/b c')).toBe('/Verify/receipt/a%2Fb%20c');
    expect(USER_PATHS.rolePermission('CollegeAdmin')).toBe('/RolePermission/CollegeAdmin');
    const two = paramPath('/Employee/:id/Documents/:documentId');
    expect(two(3, 14)).toBe('/Employee/3/Documents/14');
    expect(routeOf(two)).toBe('/Employee/:id/Documents/:documentId');
    expect(routeOf(API_PATHS.login)).toBe('/User/Login');
  });

  it('are listed once each, every one relative to the API base', () => {
    const routes = apiRoutes();
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toEqual(
      expect.arrayContaining([
        '/User/Login',
        '/Campus/:id',
        '/Draft/:form',
        '/Student/Import/:jobId',
        '/Employee/:id/Documents/:documentId',
        '/Level/GetAllLebel/:universityId',
      ]),
    );
    for (const route of routes) expect(route).toMatch(/^\/[A-Za-z]/);
  });

  it('of a resource are the ones the resource kit registers', () => {
    const paths = resourcePaths('/Faculty');
    expect([paths.list, paths.export, paths.one.route, paths.file.route]).toEqual([
      '/Faculty',
      '/Faculty/Export',
      '/Faculty/:id',
      '/Faculty/:id/Files/:field',
    ]);
    expect(paths.one(5)).toBe('/Faculty/5');
  });
});
