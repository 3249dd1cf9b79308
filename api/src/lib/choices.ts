/**
 * A stored text's value as one of a contract's choices: the column is a plain varchar, the
 * contract names what it holds. Null when the text is none of them.
 */
export function choiceOf<T extends string>(
  choices: readonly { value: T }[],
  value: string | null | undefined,
): T | null {
  return choices.find((choice) => choice.value === value)?.value ?? null;
}
