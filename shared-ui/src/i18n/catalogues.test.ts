/**
 * Every package's Nepali catalogue against the package's code: each text the code hands to the
 * catalogue by its English (t('…'), translate('…'), texts.ts, navigation titles) has its Nepali,
 * and each Nepali is a real translation (Devanagari, the same placeholders). The screen tests
 * catch texts built at run time (jest.setup.ts); this catches those no test renders.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

interface Package {
  dir: string;
  /** The catalogue file and its export. */
  catalogue: [string, string];
}

const PACKAGES: Package[] = [
  { dir: 'shared-contracts', catalogue: ['shared-contracts/src/i18n/ne.ts', 'CONTRACTS_NE'] },
  { dir: 'shared-auth', catalogue: ['shared-auth/src/i18n/ne.ts', 'AUTH_NE'] },
  { dir: 'shared-ui', catalogue: ['shared-ui/src/i18n/ne.ts', 'KIT_NE'] },
  { dir: 'shell', catalogue: ['shell/src/i18n/ne.ts', 'SHELL_NE'] },
  ...['students', 'employees', 'exams', 'setup', 'accreditation', 'reports'].map((name) => ({
    dir: `mfe-${name}`,
    catalogue: [`mfe-${name}/src/i18n/ne.ts`, `${name.toUpperCase()}_NE`] as [string, string],
  })),
];

function catalogueOf(pkg: Package): Record<string, string> {
  const [file, name] = pkg.catalogue;
  const loaded = jest.requireActual<Record<string, Record<string, string>>>(path.join(ROOT, file));
  const catalogue = loaded[name];
  if (!catalogue) throw new Error(`${file} does not export ${name}`);
  return catalogue;
}

const CATALOGUES = new Map(PACKAGES.map((pkg) => [pkg.dir, catalogueOf(pkg)]));
const common = ['shared-ui', 'shared-contracts', 'shared-auth'].map((dir) => CATALOGUES.get(dir)!);

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|testing|\.d\.ts$/.test(entry.name))
        out.push(full);
    }
  };
  walk(path.join(ROOT, dir, 'src'));
  return out;
}

const STRING = String.raw`'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"`;
/** t('…') or translate('…'), the literal possibly split into pieces joined by `+`. */
const CALL = new RegExp(
  String.raw`\b(?:t|translate)\(\s*((?:(?:${STRING})\s*\+\s*)*(?:${STRING}))\s*[,)]`,
  'g',
);

/** The English texts code hands to the catalogue as literals. */
function literalKeys(source: string): string[] {
  const keys: string[] = [];
  for (const match of source.matchAll(CALL)) {
    const pieces = [...(match[1] ?? '').matchAll(new RegExp(STRING, 'g'))].map((piece) =>
      piece[0].slice(1, -1).replace(/\\(['"\\])/g, '$1'),
    );
    keys.push(pieces.join(''));
  }
  return keys;
}

/** Names a Nepali text keeps as they are (file types, the product, the payment service). */
const KEPT_AS_THEY_ARE = new Set(['PDF', 'CSV', 'JSON', 'Excel', 'HEMIS', 'eSewa']);

/** A text with nothing to translate: only placeholders, digits and punctuation. */
const nothingToTranslate = (text: string) =>
  !/[A-Za-z]{2,}/.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ''));

function navigationTitles(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(navigationTitles);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    (key === 'title' || key === 'description') && typeof inner === 'string'
      ? [inner]
      : navigationTitles(inner),
  );
}

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]))].sort();

describe.each(PACKAGES)('$dir', (pkg) => {
  const own = CATALOGUES.get(pkg.dir)!;
  const has = (text: string) => text in own || common.some((catalogue) => text in catalogue);

  it('writes every catalogue entry in Nepali, with its placeholders', () => {
    const wrong = Object.entries(own).filter(
      ([english, nepali]) =>
        (!/[\u0900-\u097F]/.test(nepali) || nepali === english
          ? !KEPT_AS_THEY_ARE.has(english) && !nothingToTranslate(english)
          : false) || placeholders(nepali).join() !== placeholders(english).join(),
    );
    expect(wrong).toEqual([]);
  });

  it('has the Nepali of every text its code hands to the catalogue', () => {
    const missing = new Set<string>();
    for (const file of sourceFiles(pkg.dir)) {
      const source = fs.readFileSync(file, 'utf8');
      for (const key of literalKeys(source)) {
        if (key.trim() !== '' && !has(key)) missing.add(`${path.relative(ROOT, file)}: ${key}`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('has the Nepali of its navigation titles', () => {
    const file = path.join(ROOT, pkg.dir, 'src', 'navigation.json');
    if (!fs.existsSync(file)) return;
    const titles = navigationTitles(JSON.parse(fs.readFileSync(file, 'utf8')));
    expect(titles.filter((title) => !has(title))).toEqual([]);
  });
});
