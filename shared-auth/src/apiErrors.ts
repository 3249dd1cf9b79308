import { AxiosError } from 'axios';
import { apiErrorSchema, type ApiError } from '@hemis/shared-contracts';

/** The HTTP status of a failed call, or null when no answer came (network, timeout, bug). */
export function httpStatusOf(error: unknown): number | null {
  return error instanceof AxiosError && error.response ? error.response.status : null;
}

/** The API's error body (`{ statusCode, error, message, fields? }`) of a failed call, if any. */
export function apiErrorOf(error: unknown): ApiError | null {
  if (!(error instanceof AxiosError) || !error.response) return null;
  const parsed = apiErrorSchema.safeParse(error.response.data);
  return parsed.success ? parsed.data : null;
}
