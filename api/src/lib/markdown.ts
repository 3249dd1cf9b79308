/**
 * A small, safe Markdown renderer for the product's own documents (the user manual): headings,
 * paragraphs, bulleted and numbered lists, fenced code, block quotes (notes), links, bold and
 * inline code. Everything else is text: raw HTML is escaped, and a link goes only to a path of
 * this site, an anchor, http(s) or mailto.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const SAFE_URL = /^(\/(?!\/)|#|https?:\/\/|mailto:)/i;

/** An anchor id for a heading: lower case words joined by hyphens. */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** Links, bold and code inside one line of text (code spans keep their text as it is). */
export function renderInline(text: string): string {
  return text
    .split(/(`[^`]+`)/)
    .map((part) => {
      if (part.length > 2 && part.startsWith('`') && part.endsWith('`')) {
        return `<code>${escapeHtml(part.slice(1, -1))}</code>`;
      }
      return escapeHtml(part)
        .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_match, label: string, url: string) =>
          // The url is already escaped; its decoded form decides whether it is safe.
          SAFE_URL.test(url.replace(/&amp;/g, '&')) ? `<a href="${url}">${label}</a>` : label,
        )
        .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
    })
    .join('');
}

export interface RenderedMarkdown {
  html: string;
  /** The first level-1 heading's text (the page title). */
  title: string | null;
}

const HEADING = /^(#{1,4})\s+(.*)$/;
const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const QUOTE = /^>\s?(.*)$/;

export function renderMarkdown(source: string): RenderedMarkdown {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let title: string | null = null;
  let paragraph: string[] = [];
  // Declared by assertion: the flush helpers reset it, which narrowing cannot see.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the flush helpers reset it in closures, which TypeScript's narrowing of a let cannot see
  let list = null as { tag: 'ul' | 'ol'; items: string[] } | null;
  let quote: string[] = [];

  const flushParagraph = () => {
    if (paragraph.length > 0) out.push(`<p>${renderInline(paragraph.join(' '))}</p>`);
    paragraph = [];
  };
  const flushList = () => {
    if (list) {
      const items = list.items.map((item) => `<li>${renderInline(item)}</li>`).join('');
      out.push(`<${list.tag}>${items}</${list.tag}>`);
    }
    list = null;
  };
  const flushQuote = () => {
    if (quote.length > 0) out.push(`<aside class="note">${renderInline(quote.join(' '))}</aside>`);
    quote = [];
  };
  const flush = () => {
    flushParagraph();
    flushList();
    flushQuote();
  };

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (line.trim().startsWith('```')) {
      flush();
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !(lines[index] ?? '').trim().startsWith('```')) {
        code.push(lines[index] ?? '');
        index += 1;
      }
      out.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }
    if (line.trim() === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const level = heading[1]?.length ?? 1;
      const text = heading[2]?.trim() ?? '';
      if (level === 1 && title === null) title = text;
      out.push(`<h${level} id="${slugOf(text)}">${renderInline(text)}</h${level}>`);
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      flushParagraph();
      flushQuote();
      const tag = bullet ? 'ul' : 'ol';
      if (list?.tag !== tag) {
        flushList();
        list = { tag, items: [] };
      }
      list.items.push((bullet ?? numbered)?.[1] ?? '');
      continue;
    }
    const quoted = QUOTE.exec(line);
    if (quoted) {
      flushParagraph();
      flushList();
      quote.push(quoted[1] ?? '');
      continue;
    }
    if (list && /^\s+\S/.test(line)) {
      // An indented line continues the list item above it.
      const items: string[] = list.items;
      items[items.length - 1] = `${items[items.length - 1] ?? ''} ${line.trim()}`;
      continue;
    }
    flushList();
    flushQuote();
    paragraph.push(line.trim());
  }
  flush();
  return { html: out.join('\n'), title };
}
