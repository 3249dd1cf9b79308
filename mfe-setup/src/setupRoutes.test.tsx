import { flattenItems } from '@hemis/shared-auth';
import { sectionSidebar } from '@hemis/shared-ui';
import setupModule from './module';
import { setupRoutes } from './setupRoutes';

const routeOf = (link: string) =>
  setupModule.routes.find((route) => `/${route.path}`.toLowerCase() === link.toLowerCase());

describe('setup routes', () => {
  it('serves every other-setup, program and organization sidebar link of this module', () => {
    const links = ['other-setup', 'program-management', 'organization-management'].flatMap(
      (section) =>
        flattenItems(sectionSidebar(setupModule.navigation, section)).map((item) => item.link),
    );
    // The grading schemes are the exam module's screen, linked from program setup too.
    const elsewhere = ['/home', '/exam-management/grading-schemes'];
    const missing = links.filter(
      (link) => !elsewhere.includes(link) && routeOf(link) === undefined,
    );
    expect(missing).toEqual([]);
  });

  it('has a real screen (not "being built") for each of its routes, and replaces the placeholders', () => {
    for (const route of setupRoutes) {
      const served = routeOf(`/${route.path}`);
      expect(served?.element).toBe(route.element);
      expect(served?.title).toBeTruthy();
      expect(served?.building).toBeFalsy();
    }
    const built = setupModule.routes.filter((route) => !route.building).map((route) => route.path);
    for (const path of [
      'other-setup/arthikBarsa',
      'other-setup/post-management',
      'program-management/college-programs',
      'organization-management/constituent-campus',
      'add-location',
      'holiday-setups',
      'budgetmgmt-setups',
      'studentagemgmt-setups',
      'number-campustype',
    ]) {
      expect(built).toContain(path);
    }
  });
});
