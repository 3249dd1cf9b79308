// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, type TestApp } from '../test/helpers';
import path from 'node:path';
import { ROLES, USER_MANUAL_PATH, userManualPathFor } from '@hemis/shared-contracts';
import { renderMarkdown } from '../lib/markdown';

let t: TestApp;

beforeAll(async () => {
  // The repository itself: its docs/user-manual is what a deployment serves.
  t = await createTestApp({ staticRoot: path.resolve(__dirname, '..', '..', '..') });
});
afterAll(async () => {
  await t.close();
});

describe('user manual pages', () => {
  it('lists the manuals of every role at /user-manual, without signing in', async () => {
    const index = await t.app.inject({ method: 'GET', url: USER_MANUAL_PATH });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('text/html');
    expect(index.body).toMatch(/<h1 id="[^"]*">HEMIS User Manual<\/h1>/);
    for (const role of ROLES) expect(index.body).toContain(`href="${userManualPathFor(role)}"`);
  });

  it.each(ROLES)('renders the %s manual with its sections', async (role) => {
    const response = await t.app.inject({ method: 'GET', url: userManualPathFor(role) });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<h1 id="[^"]*">[^<]*<\/h1>/);
    expect(response.body).toContain('<h2 id="signing-in">Signing in</h2>');
    expect(response.body).toMatch(/<h2 id="[^"]*">[^<]*[Pp]assword[^<]*<\/h2>/);
    // Rendered, not raw Markdown.
    expect(response.body).not.toMatch(/^#{1,4} /m);
    expect(response.body).not.toContain('**');
  });

  it('answers an unknown role with a not-found page', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${USER_MANUAL_PATH}/..%2Fsecret` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('renderMarkdown', () => {
  it('renders headings, lists, paragraphs, links, bold and code', () => {
    const { html, title } = renderMarkdown(
      [
        '# Title',
        '',
        'Some **bold** text with `code` and a [link](/student-management/home).',
        '',
        '## Steps',
        '1. One',
        '2. Two',
        '',
        '- a',
        '- b',
        '',
        '> A note.',
      ].join('\n'),
    );
    expect(title).toBe('Title');
    expect(html).toContain('<h1 id="title">Title</h1>');
    expect(html).toContain(
      '<p>Some <strong>bold</strong> text with <code>code</code> and a ' +
        '<a href="/student-management/home">link</a>.</p>',
    );
    expect(html).toContain('<ol><li>One</li><li>Two</li></ol>');
    expect(html).toContain('<ul><li>a</li><li>b</li></ul>');
    expect(html).toContain('<aside class="note">A note.</aside>');
  });

  it('keeps raw HTML as text and drops unsafe links', () => {
    const { html } = renderMarkdown(
      '<script>alert(1)</script> [x](javascript:alert(1)) [y](//evil.example) `<b>`',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('href="javascript');
    expect(html).not.toContain('href="//evil');
    expect(html).toContain('<code>&lt;b&gt;</code>');
  });
});
