/**
 * The user manual: `docs/user-manual/<role>.md` rendered as HTML pages, `/user-manual` (the
 * roles' manuals) and `/user-manual/<role>`. Public like any product documentation: it holds no
 * data, and the Links menu opens it in a new tab, where no session token travels.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  MESSAGES,
  ROLES,
  USER_MANUAL_PATH,
  userManualPathFor,
  type KnownRole,
} from '@hemis/shared-contracts';
import { escapeHtml, renderMarkdown } from '../lib/markdown';

export interface ManualOptions {
  /** The folder holding index.md and one <role>.md per role. */
  manualDir: string;
}

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 0; background: #f5f5f5; color: #1f2937;
  line-height: 1.55; }
header { background: #001529; color: #fff; padding: 12px 24px; }
header a { color: #fff; text-decoration: none; font-weight: 600; }
main { max-width: 860px; margin: 24px auto; background: #fff; padding: 24px 32px;
  border-radius: 8px; }
nav.roles { display: flex; flex-wrap: wrap; gap: 8px 16px; margin-bottom: 16px; font-size: 14px; }
h1 { margin-top: 0; } h2 { border-bottom: 1px solid #e5e7eb; padding-bottom: 4px; margin-top: 32px; }
code { background: #f3f4f6; padding: 0 4px; border-radius: 4px; }
pre { background: #f3f4f6; padding: 12px; overflow-x: auto; }
aside.note { border-left: 4px solid #1677ff; background: #e6f4ff; padding: 8px 12px; margin: 12px 0; }
@media (max-width: 600px) { main { margin: 0; border-radius: 0; padding: 16px; } }
`;

function page(title: string, body: string): string {
  const roles = ROLES.map(
    (role) => `<a href="${userManualPathFor(role)}">${escapeHtml(role)}</a>`,
  ).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} - HEMIS</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head>
<body><header><a href="/">HEMIS</a> · <a href="${USER_MANUAL_PATH}">User Manual</a></header>
<main><nav class="roles" aria-label="Manuals by role">${roles}</nav>
${body}
</main></body></html>
`;
}

const roleOf = (slug: string): KnownRole | undefined =>
  ROLES.find((role) => role.toLowerCase() === slug.toLowerCase());

export async function manualPlugin(app: FastifyInstance, options: ManualOptions): Promise<void> {
  const read = async (name: string): Promise<string | null> => {
    try {
      return await fs.promises.readFile(path.join(options.manualDir, `${name}.md`), 'utf8');
    } catch {
      return null;
    }
  };

  /** The page of `<name>.md`; null (an unknown role) or a missing file is "not found". */
  const sendPage = async (reply: FastifyReply, name: string | null) => {
    const source = name === null ? null : await read(name);
    if (source === null) {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(page(MESSAGES.http.notFound, `<h1>${escapeHtml(MESSAGES.http.notFound)}</h1>`));
    }
    const rendered = renderMarkdown(source);
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page(rendered.title ?? 'User Manual', rendered.html));
  };

  app.get(USER_MANUAL_PATH, async (_request, reply) => sendPage(reply, 'index'));
  app.get<{ Params: { role: string } }>(`${USER_MANUAL_PATH}/:role`, async (request, reply) => {
    const role = roleOf(request.params.role);
    return sendPage(reply, role ? role.toLowerCase() : null);
  });
}
