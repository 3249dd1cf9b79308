/**
 * Messages built from a template ("Amount must be a number" from "{{label}} must be a number")
 * reach the screens and the API's answers as finished English; this finds the catalogue's
 * template a finished text was built from, and the values that filled it, so the text can be
 * written again in another language with each value (a label) translated too.
 */
export type Catalogue = Readonly<Record<string, string>>;

export interface TemplateMatch {
  /** The catalogue key (the English template). */
  key: string;
  /** Each placeholder's value as the English text held it. */
  values: Record<string, string>;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

interface CompiledTemplate {
  key: string;
  names: string[];
  pattern: RegExp;
  /** Fixed characters: the most specific template wins. */
  fixedLength: number;
}

function compile(key: string): CompiledTemplate {
  const names: string[] = [];
  let source = '';
  let fixedLength = 0;
  let last = 0;
  for (const match of key.matchAll(PLACEHOLDER)) {
    const fixed = key.slice(last, match.index);
    source += fixed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '(.+?)';
    fixedLength += fixed.length;
    names.push(match[1] ?? '');
    last = match.index + match[0].length;
  }
  const tail = key.slice(last);
  source += tail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  fixedLength += tail.length;
  return { key, names, pattern: new RegExp(`^${source}$`, 's'), fixedLength };
}

/** The templates of some catalogues, ready to match finished texts against. */
export class TemplateIndex {
  private readonly templates: CompiledTemplate[] = [];
  private readonly seen = new Set<string>();

  add(catalogue: Catalogue): void {
    for (const key of Object.keys(catalogue)) {
      if (this.seen.has(key) || !key.includes('{{')) continue;
      this.seen.add(key);
      this.templates.push(compile(key));
    }
    this.templates.sort((a, b) => b.fixedLength - a.fixedLength);
  }

  /** The template a finished English text was built from, or null. */
  match(text: string): TemplateMatch | null {
    for (const template of this.templates) {
      const found = template.pattern.exec(text);
      if (!found || template.fixedLength === 0) continue;
      const values: Record<string, string> = {};
      template.names.forEach((name, index) => {
        values[name] = found[index + 1] ?? '';
      });
      return { key: template.key, values };
    }
    return null;
  }
}

/**
 * A finished English text in another language: the catalogue's own entry, else its template's
 * with each value translated the same way (a label inside a message), else the text as it is.
 */
export function translateFinished(
  text: string,
  lookup: (key: string) => string | undefined,
  templates: TemplateIndex,
  fill: (template: string, values: Record<string, string>) => string,
  depth = 0,
): string {
  const direct = lookup(text);
  if (direct !== undefined) return direct;
  if (depth > 2) return text;
  const match = templates.match(text);
  if (!match) return text;
  const template = lookup(match.key);
  if (template === undefined) return text;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.values)) {
    values[name] = translateFinished(value, lookup, templates, fill, depth + 1);
  }
  return fill(template, values);
}

/** Puts values into a template's `{{placeholders}}`. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}
