/**
 * Test helpers for the multi-step registers (not part of the package index): the current step,
 * the frame's buttons and the answer of a draft left on the server.
 */
import { screen } from '@testing-library/react';

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
