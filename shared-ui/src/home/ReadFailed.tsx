import { Alert, Button } from 'antd';

/** A read of a screen's figures that failed: says so, with a way to try again. */
export function ReadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      type="warning"
      showIcon
      title={`The ${what} could not be loaded right now.`}
      action={
        <Button size="small" onClick={onRetry}>
          Try again
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
