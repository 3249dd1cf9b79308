import { Alert, Button } from 'antd';

export interface ListLoadFailedProps {
  /** Why the list is empty, in the current language (the screen's own words). */
  title: string;
  /** The button's text, in the current language (each package keeps its own word). */
  retry: string;
  onRetry: () => void;
}

/** A list whose page could not be read: says so above the table, with a way to read it again. */
export function ListLoadFailed({ title, retry, onRetry }: ListLoadFailedProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      style={{ marginBottom: 16 }}
      action={
        <Button size="small" onClick={onRetry}>
          {retry}
        </Button>
      }
    />
  );
}
