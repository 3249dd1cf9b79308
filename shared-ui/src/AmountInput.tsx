import { Input, type InputProps } from 'antd';

/**
 * Room for an amount in full: "1234567.89" and more stay readable however narrow the column.
 * Amounts read right-aligned, as on a receipt.
 */
export const AMOUNT_INPUT_STYLE = {
  width: '100%',
  minWidth: '13ch',
  textAlign: 'right',
} as const;

/** A rupee amount typed as text (NPR with paisa): full width, right-aligned, never cut. */
export function AmountInput({ style, ...props }: InputProps) {
  return <Input inputMode="decimal" {...props} style={{ ...AMOUNT_INPUT_STYLE, ...style }} />;
}
