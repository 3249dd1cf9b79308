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

/** The same for a column that always holds one of them: a stored text outside them is a fault. */
export function storedChoice<T extends string>(
  choices: readonly { value: T }[],
  value: string | null | undefined,
): T {
  const found = choiceOf(choices, value);
  if (found === null) throw new Error(`A stored value outside its choices: ${String(value)}`);
  return found;
}
