/**
 * Section (sidebar) menus by role, from spec section 2 "Section menus": the entries that carry a
 * role rule in the Student, Employee and Exam sections. Written from the spec ("UgsAdmin" read
 * as UgcAdmin); entries are found by the path segment the spec names.
 */
import { browserFixture, signIn, type DemoRole } from '../support/browser';
import { layoutReady } from '../support/app';
import type { Page } from 'playwright-core';

type StaffRole = Exclude<DemoRole, 'Student'>;
const STAFF_ROLES: StaffRole[] = [
  'SuperAdmin',
  'Admin',
  'UgcAdmin',
  'UniAdmin',
  'CollegeAdmin',
  'CollegeUser',
];
const ALL_BUT = (...roles: StaffRole[]) => STAFF_ROLES.filter((role) => !roles.includes(role));

/** Section home -> entries (path segment, who does NOT see it). */
const SECTIONS: ReadonlyArray<{
  home: string;
  entries: ReadonlyArray<{ segment: string; hiddenFrom: readonly StaffRole[] }>;
}> = [
  {
    home: '/student-management/home',
    entries: [
      { segment: 'verified-students', hiddenFrom: ['Admin', 'UniAdmin', 'UgcAdmin'] },
      { segment: 'upgrade-academics', hiddenFrom: ['Admin', 'UniAdmin', 'UgcAdmin'] },
      { segment: 'identity-card-home', hiddenFrom: ['UgcAdmin', 'Admin', 'SuperAdmin'] },
    ],
  },
  {
    home: '/employee-management/home',
    entries: [
      { segment: 'ugc-employee-user', hiddenFrom: ALL_BUT('UgcAdmin') },
      { segment: 'ugc-employee', hiddenFrom: ALL_BUT('UgcAdmin') },
      { segment: 'teaching-staff', hiddenFrom: ['UgcAdmin', 'Admin', 'SuperAdmin'] },
      { segment: 'non-technical-staff', hiddenFrom: ['UgcAdmin', 'Admin', 'SuperAdmin'] },
    ],
  },
  {
    home: '/exam-management/home',
    entries: ['home', 'exam-list', 'routine-list', 'marks-entry', 'results'].map((segment) => ({
      segment,
      hiddenFrom: ['Admin', 'SuperAdmin', 'UniAdmin'] as const,
    })),
  },
];

function sectionMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Section menu' });
}

const ui = browserFixture('section-menus');

describe('section menus by role', () => {
  for (const role of STAFF_ROLES) {
    ui.test(`${role}: Student, Employee and Exam section entries`, async (page) => {
      await signIn(page, role);
      await layoutReady(page);
      const seen: Record<string, boolean> = {};
      const expected: Record<string, boolean> = {};
      for (const section of SECTIONS) {
        await page.goto(section.home);
        await layoutReady(page);
        // Attached, not visible: a section can offer a role no entry at all.
        await sectionMenu(page).waitFor({ state: 'attached' });
        const prefix = section.home.split('/')[1];
        for (const entry of section.entries) {
          const key = `${prefix}/${entry.segment}`;
          const links = sectionMenu(page)
            .locator(`a[href$="/${entry.segment}"]`)
            .filter({ visible: true });
          seen[key] = (await links.count()) > 0;
          expected[key] = !entry.hiddenFrom.includes(role);
        }
      }
      expect({ role, entries: seen }).toEqual({ role, entries: expected });
    });
  }
});
