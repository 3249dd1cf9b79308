/**
 * The labels the API sends with a row (`labels: { field: label }`, e.g. a batch's program name),
 * or undefined when it sends none; a field without a label is left out.
 */
export function rowLabels(
  row: Readonly<Record<string, unknown>> | null | undefined,
): Readonly<Record<string, string>> | undefined {
  const labels = row?.labels;
  if (typeof labels !== 'object' || labels === null) return undefined;
  const named: Record<string, string> = {};
  for (const [field, label] of Object.entries(labels)) {
    if (typeof label === 'string') named[field] = label;
  }
  return named;
}
