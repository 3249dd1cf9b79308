/**
 * Screen-test helpers for resource screens (not part of the package index): render a screen in
 * the app's providers, answer its calls with a mocked apiClient adapter, pick antd select options.
 */
import '@hemis/shared-auth/src/testing-dom';
import type { ComponentType } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { namesAPage, type SignedInUser } from '@hemis/shared-contracts';
import type { ApiCall, ApiReply } from '@hemis/shared-auth/src/testing';
import { AppProviders } from '../AppProviders';

export type User = ReturnType<typeof userEvent.setup>;

// jsdom has no pseudo-element styles; antd's table asks for them when it measures scrollbars.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

/** A signed-in user for row hooks (canEdit): a campus user unless told otherwise. */
export function testUser(overrides: Partial<SignedInUser> = {}): SignedInUser {
  return {
    id: 1,
    email: 'collegeadmin@hemis.test',
    firstName: 'College',
    lastName: 'Admin',
    role: 'CollegeAdmin',
    listUser: [{ roleName: 'CollegeAdmin' }],
    institution: null,
    universityId: 5,
    campusId: 49,
    tokenString: 'token',
    type: 'college',
    ...overrides,
  };
}

export function renderResourceScreen(
  Screen: ComponentType,
  options: { advanceTimers?: (ms: number) => void; user?: SignedInUser } = {},
) {
  const user = userEvent.setup({
    delay: null,
    pointerEventsCheck: 0,
    advanceTimers: options.advanceTimers,
  });
  const screenInProviders = (
    <AppProviders styleMock="server">
      <Screen />
    </AppProviders>
  );
  const signedIn = options.user;
  const view = render(
    signedIn ? (
      <Provider store={configureStore({ reducer: { user: () => ({ currentUser: signedIn }) } })}>
        {screenInProviders}
      </Provider>
    ) : (
      screenInProviders
    ),
  );
  return { ...view, user };
}

/** A paged list answer. */
export function listReply(rows: readonly object[], total = rows.length): ApiReply {
  return { status: 200, data: { data: rows, total } };
}

/**
 * A resource list's answer as the API gives it to `call`: paged when the call asks for a page,
 * else the plain array of every row.
 */
export function resourceListReply(call: ApiCall, rows: readonly object[]): ApiReply {
  const query = new URLSearchParams(call.url.split('?')[1] ?? '');
  const params = typeof call.params === 'object' && call.params !== null ? call.params : {};
  return namesAPage([...query.keys(), ...Object.keys(params)])
    ? listReply(rows)
    : { status: 200, data: rows };
}

/** The path of a call without its query, lower case (the API matches paths case-insensitively). */
export function pathOf(call: ApiCall): string {
  return call.url.split('?')[0]?.toLowerCase() ?? '';
}

/** Opens the select labelled `label` (inside `container`) and picks the option `option`. */
export async function choose(
  user: User,
  label: string,
  option: string,
  container: HTMLElement = document.body,
): Promise<void> {
  await user.click(within(container).getByLabelText(label));
  const options = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter(
      (element) =>
        element.getAttribute('title') === option || element.textContent?.trim() === option,
    );
    const visible = found.filter((element) => !element.closest('.ant-select-dropdown-hidden'));
    if (visible.length === 0) throw new Error(`No option "${option}" for ${label}`);
    return visible;
  });
  const target = options[options.length - 1];
  if (target) await user.click(target);
}

/** The form in the edit dialog. */
export async function editDialog(title: string): Promise<HTMLElement> {
  return screen.findByRole('dialog', { name: title });
}

/**
 * Records the file names the screen hands to the browser (a download link's name) instead of
 * jsdom navigating. The spy stays until `jest.restoreAllMocks()`.
 */
export function captureDownloads(): string[] {
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}
