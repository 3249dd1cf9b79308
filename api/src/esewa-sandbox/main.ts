/**
 * Runs the local eSewa sandbox on its own: `npx tsx api/src/esewa-sandbox/main.ts`.
 * ESEWA_SANDBOX_PORT (default 9090), ESEWA_SANDBOX_HOST (default 127.0.0.1), ESEWA_SECRET_KEY
 * and ESEWA_PRODUCT_CODE (default eSewa's test credentials).
 */
import {
  ESEWA_FORM_PATH,
  ESEWA_STATUS_PATH,
  ESEWA_TEST_PRODUCT_CODE,
  ESEWA_TEST_SECRET,
} from '../lib/esewa';
import { startEsewaSandbox } from './sandbox';

async function main(env: NodeJS.ProcessEnv): Promise<void> {
  const portText = env.ESEWA_SANDBOX_PORT || '9090';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    throw new Error('ESEWA_SANDBOX_PORT must be a port number (0 takes any free port)');
  }
  const sandbox = await startEsewaSandbox({
    port,
    host: env.ESEWA_SANDBOX_HOST || '127.0.0.1',
    secretKey: env.ESEWA_SECRET_KEY || ESEWA_TEST_SECRET,
    productCode: env.ESEWA_PRODUCT_CODE || ESEWA_TEST_PRODUCT_CODE,
  });
  console.log(`eSewa sandbox (local test service, no real money moves) at ${sandbox.url}`);
  console.log(`  form:   ${sandbox.url}${ESEWA_FORM_PATH}`);
  console.log(`  status: ${sandbox.url}${ESEWA_STATUS_PATH}`);

  const stop = (): void => {
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main(process.env).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
