/**
 * Test helpers for the multi-step registers (not part of the package index): the current step,
 * the frame's buttons, the answer of a draft left on the server and the check of a step change's
 * draft save.
 */
import { screen, waitFor } from '@testing-library/react';

/** The title of the step on screen ('' before the steps render). */
export const currentStep = (): string =>
  document.querySelector('.ant-steps-item-process .ant-steps-item-title')?.textContent?.trim() ??
  '';

/** A button by its name (Next, Submit, Discard draft). */
export const button = (name: string): HTMLElement => screen.getByRole('button', { name });

/** The answer of `GET /Draft/{form}` when the clerk left a draft at `step`. */
export const draftReply = (form: string, step: number, values: Record<string, unknown>) => ({
  status: 200,
  data: { form, step, values, updatedAt: '2026-11-22T10:00:00.000Z' },
});

/**
 * Waits for the draft save of a step change to `step` and checks its values: it is the last save,
 * and the only one at that step. A changed form is also saved every REGISTER_DRAFT_INTERVAL_MS,
 * which a test on a slow machine can outlast: such timed saves, at the step before, may come first.
 */
export async function expectStepChangeSave(
  saves: () => readonly { data?: unknown }[],
  step: number,
  values: Record<string, unknown>,
): Promise<void> {
  await waitFor(() => expect(saves().at(-1)?.data).toMatchObject({ step }));
  const bodies = saves().map((call) => call.data);
  expect(bodies).toEqual([
    ...bodies.slice(0, -1).map((): unknown => expect.objectContaining({ step: step - 1 })),
    { step, values: expect.objectContaining(values) as unknown },
  ]);
}
