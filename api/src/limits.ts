/** Request size limits: JSON bodies and multipart uploads. */
export const JSON_BODY_LIMIT = 1024 * 1024;
export const MULTIPART_BODY_LIMIT = 5 * 1024 * 1024;
