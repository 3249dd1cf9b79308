/** The sandbox's pages: the checkout page offering Pay and Cancel, and the page about it. */
import { ESEWA_FORM_PATH, ESEWA_STATUS_PATH } from '../lib/esewa';
import {
  SANDBOX_CANCEL_PATH,
  SANDBOX_LABEL,
  SANDBOX_PAY_PATH,
  type SandboxTransaction,
} from './transaction';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Rs. 1,500.50 for the page. */
function rupeesForPage(paisa: number): string {
  const rupees = Math.floor(paisa / 100).toLocaleString('en-US');
  return `Rs. ${rupees}.${String(paisa % 100).padStart(2, '0')}`;
}

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; background: #f4f6f4; margin: 0; color: #1f2d1f; }
main { max-width: 34rem; margin: 3rem auto; background: #fff; border-radius: 8px; padding: 2rem;
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12); }
.banner { background: #fff4cc; border: 2px dashed #b38600; color: #5c4500; padding: 0.75rem 1rem;
  font-weight: 700; border-radius: 6px; margin-bottom: 1.5rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1rem; }
dt { font-weight: 600; } dd { margin: 0; word-break: break-all; }
.actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
button { font-size: 1rem; padding: 0.6rem 1.6rem; border-radius: 6px; border: 1px solid #888;
  cursor: pointer; background: #fff; }
button.pay { background: #41a124; border-color: #41a124; color: #fff; }
</style>
</head>
<body>
<main>
<p class="banner" role="note">${escapeHtml(SANDBOX_LABEL)}</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

export function checkoutPage(transaction: SandboxTransaction): string {
  const ref = escapeHtml(transaction.ref);
  return page(
    'Confirm payment',
    `<dl>
<dt>Amount</dt><dd>${escapeHtml(rupeesForPage(transaction.totalPaisa))}</dd>
<dt>Product code</dt><dd>${escapeHtml(transaction.productCode)}</dd>
<dt>Transaction id</dt><dd>${escapeHtml(transaction.transactionUuid)}</dd>
</dl>
<div class="actions">
<form method="post" action="${SANDBOX_PAY_PATH}">
<input type="hidden" name="ref" value="${ref}">
<button type="submit" class="pay">Pay</button>
</form>
<form method="post" action="${SANDBOX_CANCEL_PATH}">
<input type="hidden" name="ref" value="${ref}">
<button type="submit">Cancel</button>
</form>
</div>
`,
  );
}

export function aboutPage(productCode: string): string {
  return page(
    'eSewa sandbox',
    `<p>This service stands in for eSewa ePay v2 on this machine, so payments can be tried
without eSewa. It speaks eSewa's protocol: a signed form posted to
<code>${ESEWA_FORM_PATH}</code>, a signed answer on the success address, and the status check at
<code>${ESEWA_STATUS_PATH}</code>. Payments here are pretend: nothing is charged.</p>
<p>Product code: <code>${escapeHtml(productCode)}</code></p>
`,
  );
}
