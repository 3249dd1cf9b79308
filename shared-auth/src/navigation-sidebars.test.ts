import { site, SIDEBARS, links } from './navigation-site.testing';
import { type Role } from '@hemis/shared-contracts';
import { DEFAULT_SIDEBAR, firstSegment, flattenItems, visibleItems } from './navigation';
import { isCrossSectionLink } from './navigation.testing';

const sidebarFor = (path: string) => site.sidebarFor(path);

describe('sidebars', () => {
  it("has the fourteen sections of the spec, the accounts, and the statistical return's two", () => {
    expect(Object.keys(SIDEBARS).sort()).toEqual(
      [
        'account-mgmt',
        'other-setup',
        'employee-management',
        'exam-management',
        'student-management',
        'program-management',
        'infrastructure-management',
        'graduation-management',
        'receipt-management',
        'dropout-management',
        'user-management',
        'organization-management',
        'accrediation',
        'pass-rate-management',
        'public-finance',
        // The HEMIS Reports section's forms (the statistical report and the short form), and a
        // university's review of its campuses' returns beside its summary report.
        'form-management',
        'uni-report',
      ].sort(),
    );
  });

  it('is chosen by the first path segment, with the default for anything else', () => {
    expect(sidebarFor('/student-management/verified-students')).toBe(
      SIDEBARS['student-management'],
    );
    expect(sidebarFor('/accrediation')).toBe(SIDEBARS.accrediation);
    // A student's record pages keep the Student sidebar.
    for (const path of [
      '/academic-info/12',
      '/enrollment/12',
      '/student-management/student-verification/12',
      '/student-management/student-card/12',
      // And so do the character certificates.
      '/character-application',
      '/character-certificate/3',
      '/character-certificate-old/new',
    ]) {
      expect(sidebarFor(path)).toBe(SIDEBARS['student-management']);
    }
    expect(sidebarFor('/')).toBe(DEFAULT_SIDEBAR);
    expect(sidebarFor('/college-report')).toBe(DEFAULT_SIDEBAR);
    expect(firstSegment('/a/b/c')).toBe('a');
    expect(firstSegment('')).toBe('');
  });

  it('writes section links as /<section>/<page>, except the spec leading-slash links', () => {
    for (const [section, items] of Object.entries(SIDEBARS)) {
      for (const entry of flattenItems(items)) {
        if (isCrossSectionLink(section, entry.link)) continue;
        // A segment that shows this sidebar (its `sidebarOf`) belongs to the section too.
        const borrows = site.section(firstSegment(entry.link))?.sidebarOf === section;
        expect({
          link: entry.link,
          inSection:
            borrows || entry.link === `/${section}` || entry.link.startsWith(`/${section}/`),
        }).toEqual({ link: entry.link, inSection: true });
      }
    }
  });

  it('gates the student section per role', () => {
    const student = SIDEBARS['student-management'] ?? [];
    const top = (role: Role) =>
      visibleItems(student, role)
        .filter((entry) => entry.type !== 'dropdown')
        .map((entry) => entry.link);
    const campusWork = [
      '/student-management/student-register',
      '/student-management/student-import',
      '/student-management/documents',
      '/student-management/attendance',
    ];
    expect(top('Admin')).toEqual(['/student-management/home']);
    expect(top('UniAdmin')).toEqual([
      '/student-management/home',
      '/student-management/identity-card-home',
      '/student-management/all-student-cards',
    ]);
    expect(top('UgcAdmin')).toEqual(['/student-management/home']);
    expect(top('SuperAdmin')).toEqual([
      '/student-management/home',
      '/student-management/verified-students',
      '/student-management/upgrade-academics',
      '/character-application',
      ...campusWork,
      '/student-management/graduationtable-setups',
    ]);
    expect(top('CollegeAdmin')).toEqual([
      '/student-management/home',
      '/student-management/verified-students',
      '/student-management/upgrade-academics',
      '/student-management/identity-card-home',
      '/character-application',
      ...campusWork,
      '/student-management/all-student-cards',
      '/student-management/graduationtable-setups',
    ]);
  });

  it('shows the UGC employee links to UgcAdmin only and the staff links to campus roles', () => {
    const employee = SIDEBARS['employee-management'] ?? [];
    const top = (role: Role) =>
      visibleItems(employee, role)
        .filter((entry) => entry.type !== 'dropdown')
        .map((entry) => entry.link);
    expect(top('UgcAdmin')).toEqual([
      '/employee-management/home',
      '/employee-management/ugc-employee-user',
      '/employee-management/ugc-employee',
    ]);
    expect(top('CollegeUser')).toEqual([
      '/employee-management/home',
      '/employee-management/teaching-staff',
      '/employee-management/non-technical-staff',
      '/employee-management/employee-register',
      '/employee-management/attendance',
    ]);
    expect(top('Admin')).toEqual(['/employee-management/home']);
  });

  it("hides the spec's exam links from Admin, SuperAdmin and UniAdmin; those who set grading schemes see them", () => {
    const exam = SIDEBARS['exam-management'] ?? [];
    const grading = ['/exam-management/grading-schemes'];
    expect(visibleItems(exam, 'Admin')).toEqual([]);
    expect(links(visibleItems(exam, 'SuperAdmin'))).toEqual(grading);
    expect(links(visibleItems(exam, 'UniAdmin'))).toEqual(grading);
    expect(links(visibleItems(exam, 'CollegeUser'))).toHaveLength(10);
    expect(links(visibleItems(exam, 'UgcAdmin'))).toHaveLength(10);
  });

  it('hides nothing in infrastructure', () => {
    const infra = SIDEBARS['infrastructure-management'] ?? [];
    expect(infra).toHaveLength(8);
    expect(infra.every((entry) => entry.hiddenFrom.length === 0)).toBe(true);
  });
});
