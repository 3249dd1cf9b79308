import path from 'node:path';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { remoteNavigationSchema } from '@hemis/shared-contracts';

interface SharedEntry {
  singleton: boolean;
  requiredVersion: string;
  allowNodeModulesSuffixMatch?: boolean;
  version?: string;
}

interface FactoryModule {
  SHARED_PACKAGES: string[];
  ICON_CONTEXT: string;
  ZOD_LOCALES: RegExp;
  ROUTER_SHIM: string;
  createWebpackConfig(options: {
    dir: string;
    kind: 'host' | 'remote';
    port: number;
  }): (env: unknown, argv: { mode: string }) => { resolve: { alias: Record<string, string> } };
  sharedFor(
    pkg: { name: string; dependencies?: Record<string, string> },
    kind?: 'host' | 'remote',
  ): Record<string, SharedEntry>;
}

/** The package a share key belongs to: `antd/es/button` -> `antd`, `react/` -> `react`. */
const packageOf = (key: string): string =>
  key
    .split('/')
    .slice(0, key.startsWith('@') ? 2 : 1)
    .join('/');

// The factory is plain CommonJS for webpack; load it as such.
const load = createRequire(__filename);
const factory = load('../webpack/config.cjs') as FactoryModule;

const root = path.resolve(__dirname, '../..');

/** Every shared package at version 1, so sharedFor finds each declared. */
const deps = (): Record<string, string> =>
  Object.fromEntries(factory.SHARED_PACKAGES.map((name) => [name.replace(/\/$/, ''), '1']));
const apps = [
  'shell',
  'mfe-students',
  'mfe-employees',
  'mfe-exams',
  'mfe-setup',
  'mfe-accreditation',
  'mfe-reports',
];

describe('federation config', () => {
  it('shares the agreed packages, sub-paths included', () => {
    for (const name of [
      'react',
      'react/',
      'react-dom',
      'react-dom/',
      'react-router-dom',
      '@reduxjs/toolkit',
      'react-redux',
      'redux-persist',
      'axios',
      '@ant-design/cssinjs',
      'dayjs',
      'zod',
      '@hemis/shared-auth',
      '@hemis/shared-ui',
      '@hemis/shared-contracts',
    ]) {
      expect(factory.SHARED_PACKAGES).toContain(name);
    }
  });

  it.each(apps)('%s declares every shared package, all singletons with its versions', (app) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, app, 'package.json'), 'utf8')) as {
      name: string;
      dependencies: Record<string, string>;
    };
    const shared = factory.sharedFor(pkg, app === 'shell' ? 'host' : 'remote');
    for (const [name, entry] of Object.entries(shared)) {
      expect(entry.singleton).toBe(true);
      expect(entry.requiredVersion).toBe(pkg.dependencies[packageOf(name)]);
    }
  });

  it('shares antd one component file at a time and the icons by their context only', () => {
    const pkg = { name: 'mfe', dependencies: { ...deps(), antd: '^6', '@ant-design/icons': '^6' } };
    const remote = factory.sharedFor(pkg, 'remote');
    const host = factory.sharedFor(pkg, 'host');
    // Neither package whole: a remote waiting for it would wait for all of antd and every icon.
    for (const shared of [remote, host]) {
      expect(shared).not.toHaveProperty('antd');
      expect(shared).not.toHaveProperty('@ant-design/icons');
      expect(shared[factory.ICON_CONTEXT]).toMatchObject({ allowNodeModulesSuffixMatch: true });
    }
    expect(remote['antd/es/button']).toEqual({ singleton: true, requiredVersion: '^6' });
    expect(remote['antd/es/config-provider']).toBeDefined();
    expect(remote['antd/es/app']).toBeDefined();
    // The shell takes its own components straight from its build (it provides them all).
    expect(Object.keys(host).some((key) => key.startsWith('antd/'))).toBe(false);
  });

  /** The names imported from `module` by every file the apps build (not their tests). */
  function namesImportedFrom(module: string): Set<string> {
    const names = new Set<string>();
    const visit = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) visit(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.|testing|\.d\.ts$/.test(entry.name)) {
          const text = fs.readFileSync(file, 'utf8');
          const imports = new RegExp(
            `import\\s+(?:type\\s+)?\\{([^}]+)\\}\\s+from\\s+'${module}'`,
            'g',
          );
          for (const [, list] of text.matchAll(imports))
            for (const part of (list ?? '').split(','))
              if (!/^\s*type\s/.test(part) && part.trim())
                names.add(part.trim().split(/\s+as\s+/)[0] ?? '');
          expect({
            file,
            whole: new RegExp(`import (\\* as )?\\w+ from '${module}'`).test(text),
          }).toEqual({ file, whole: false });
        }
      }
    };
    for (const app of [...apps, 'shared-ui', 'shared-auth']) visit(path.join(root, app, 'src'));
    return names;
  }

  it('provides react-router-dom as the router parts the screens import, at its own version', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'shell', 'package.json'), 'utf8')) as {
      name: string;
      dependencies: Record<string, string>;
    };
    const entry = factory.sharedFor(pkg, 'host')['react-router-dom'];
    const installed = load('react-router-dom/package.json') as { version: string };
    expect(entry?.version).toBe(installed.version);
    const shim = fs.readFileSync(factory.ROUTER_SHIM, 'utf8');
    const exported = new Set(
      (/export\s*\{([^}]+)\}\s*from 'react-router'/.exec(shim)?.[1] ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    );
    for (const app of apps) {
      const build = factory.createWebpackConfig({
        dir: path.join(root, app),
        kind: app === 'shell' ? 'host' : 'remote',
        port: 3000,
      })({}, { mode: 'production' });
      expect(build.resolve.alias['react-router-dom$']).toBe(factory.ROUTER_SHIM);
    }
    const used = namesImportedFrom('react-router-dom');
    expect(used.size).toBeGreaterThan(5);
    // A name missing from the shared module would be undefined at run time, in a built app only.
    expect([...used].filter((name) => !exported.has(name))).toEqual([]);
  });

  it('replaces zod’s table of locales with English only', () => {
    expect(load.resolve('zod/v4/locales/index.js')).toMatch(factory.ZOD_LOCALES);
  });

  /** The first segments a remote serves: the sections of its navigation.json. */
  const sectionsOf = (app: string): string[] =>
    remoteNavigationSchema
      .parse(JSON.parse(fs.readFileSync(path.join(root, app, 'src', 'navigation.json'), 'utf8')))
      .sections.map((section) => section.segment);

  it.each(apps.filter((app) => app.startsWith('mfe-')))(
    '%s names a container and its sections',
    (app) => {
      const pkg = JSON.parse(fs.readFileSync(path.join(root, app, 'package.json'), 'utf8')) as {
        hemis: { name: string };
      };
      expect(pkg.hemis.name).toMatch(/^mfe_[a-z]+$/);
      expect(sectionsOf(app).length).toBeGreaterThan(0);
    },
  );

  it('gives every first segment to one remote only, and every sidebar section to a remote', () => {
    const owner = new Map<string, string>();
    for (const app of apps.filter((entry) => entry.startsWith('mfe-'))) {
      for (const section of sectionsOf(app)) {
        expect({ section, owner: owner.get(section) }).toEqual({ section, owner: undefined });
        owner.set(section, app);
      }
    }
    for (const section of [
      'other-setup',
      'employee-management',
      'exam-management',
      'student-management',
      'program-management',
      'infrastructure-management',
      'graduation-management',
      'receipt-management',
      'dropout-management',
      'user-management',
      'organization-management',
      'accrediation',
      'pass-rate-management',
      'public-finance',
      'budget-management',
      'add-location',
      'fact-sheet',
      'fact-sheet-list',
      'college-report',
      'ugc-report',
      'uni-report',
      'form-management',
      'student-summary-detail',
      'teaching-staff-summary',
      'non-teaching-staff-summary',
      'payment',
    ]) {
      expect({ section, served: owner.has(section) }).toEqual({ section, served: true });
    }
  });
});
