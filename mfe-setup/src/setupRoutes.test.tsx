import { flattenItems } from '@hemis/shared-auth';
import { CROSS_SECTION_LINKS } from '@hemis/shared-auth/src/navigation.testing';
import { sectionSidebar } from '@hemis/shared-ui';
import setupModule from './module';
import { setupRoutes } from './setupRoutes';

const routeOf = (link: string) =>
  setupModule.routes.find((route) => `/${route.path}`.toLowerCase() === link.toLowerCase());

describe('setup routes', () => {
  it('serves every other-setup, program and organization sidebar link of this module', () => {
    const sections = ['other-setup', 'program-management', 'organization-management'];
    const links = sections.flatMap((section) =>
      flattenItems(sectionSidebar(setupModule.navigation, section)).map((item) => ({
        section,
        link: item.link,
      })),
    );
    // Links another app serves (the exam module's grading schemes, the shell's home).
    const elsewhere = (section: string, link: string) =>
      CROSS_SECTION_LINKS.some(
        (entry) =>
          entry.shownIn === section && entry.link === link && entry.servedBy !== 'mfe-setup',
      );
    const missing = links
      .filter(({ section, link }) => !elsewhere(section, link) && routeOf(link) === undefined)
      .map(({ link }) => link);
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
