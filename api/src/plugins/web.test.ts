// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, json, type TestApp } from '../test/helpers';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  MESSAGES,
  campusSchema,
  remoteManifestSchema,
  remoteNavigationSchema,
} from '@hemis/shared-contracts';
import { buildRemoteManifest } from './static';
import { DEFAULT_CLIENT_CONFIG } from '../config';

let t: TestApp;
let bare: TestApp;

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

const STUDENTS_NAVIGATION = {
  sections: [
    {
      segment: 'student-management',
      module: 'student',
      home: { path: 'student-management/home', title: 'Student Management' },
      sidebar: [{ title: 'Home', link: '/student-management/home', module: 'student' }],
    },
    { segment: 'academic-info', module: 'student', sidebarOf: 'student-management' },
  ],
  screens: [{ path: 'student-management/new-screen', title: 'New Screen', building: true }],
};
let staticRoot = '';

beforeAll(async () => {
  // A built tree: the shell, one built remote, one remote without a build.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-static-'));
  write(path.join(root, 'shell/dist/index.html'), '<!doctype html><title>HEMIS shell</title>');
  write(path.join(root, 'shell/dist/main.0123abcd.js'), 'console.log(1)');
  write(
    path.join(root, 'mfe-students/package.json'),
    JSON.stringify({
      name: '@hemis/mfe-students',
      hemis: { name: 'mfe_students' },
    }),
  );
  write(path.join(root, 'mfe-students/dist/mf-manifest.json'), '{}');
  write(path.join(root, 'mfe-students/dist/navigation.json'), JSON.stringify(STUDENTS_NAVIGATION));
  // A built remote whose navigation is invalid: left out of remotes.json, the others unaffected.
  write(
    path.join(root, 'mfe-setup/package.json'),
    JSON.stringify({ hemis: { name: 'mfe_setup' } }),
  );
  write(path.join(root, 'mfe-setup/dist/mf-manifest.json'), '{}');
  write(
    path.join(root, 'mfe-setup/dist/navigation.json'),
    JSON.stringify({ sections: [{ segment: 'other-setup', module: 'no-such-module' }] }),
  );
  staticRoot = root;
  write(path.join(root, 'mfe-students/dist/remoteEntry.js'), '/* entry */');
  write(
    path.join(root, 'mfe-exams/package.json'),
    JSON.stringify({ hemis: { name: 'mfe_exams' } }),
  );
  t = await createTestApp({ staticRoot: root });
  bare = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await bare.close();
});

describe('static serving', () => {
  it('serves the shell, with the SPA fallback for page requests', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('HEMIS shell');
    expect(home.headers['cache-control']).toBe('no-cache');
    const deep = await t.app.inject({
      method: 'GET',
      url: '/student-management/home',
      headers: { accept: 'text/html,*/*' },
    });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('HEMIS shell');
    const asset = await t.app.inject({ method: 'GET', url: '/main.0123abcd.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('does not answer API, uploads or remote misses with the page', async () => {
    for (const url of [
      '/api/Nothing/Here',
      '/uploads/missing.png',
      '/remotes/mfe-students/missing.js',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ statusCode: 404, message: MESSAGES.http.notFound });
    }
  });

  it('serves built remotes and lists only them in remotes.json', async () => {
    const entry = await t.app.inject({
      method: 'GET',
      url: '/remotes/mfe-students/remoteEntry.js',
    });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(manifest.statusCode).toBe(200);
    expect(remoteManifestSchema.parse(manifest.json())).toEqual({
      remotes: [
        {
          name: 'mfe_students',
          entry: '/remotes/mfe-students/mf-manifest.json',
          sections: ['student-management', 'academic-info'],
          navigation: remoteNavigationSchema.parse(STUDENTS_NAVIGATION),
        },
      ],
    });
  });

  it('leaves out a remote whose navigation is invalid or missing, with a warning', () => {
    const warnings: string[] = [];
    const manifest = buildRemoteManifest(staticRoot, undefined, (message) =>
      warnings.push(message),
    );
    expect(manifest.remotes.map((remote) => remote.name)).toEqual(['mfe_students']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('mfe-setup');
    expect(warnings[0]).toContain('invalid');
  });

  it('answers config.json from the environment defaults', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(response.json()).toEqual(DEFAULT_CLIENT_CONFIG);
  });

  it('serves the demo logo from uploads, sandboxed', async () => {
    const campus = campusSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/Campus/49' })).json(),
    );
    const logo = await t.app.inject({ method: 'GET', url: `/uploads/${campus.logo ?? ''}` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.headers['content-security-policy']).toContain('sandbox');
  });

  it('keeps working when nothing is built', async () => {
    const page = await bare.app.inject({
      method: 'GET',
      url: '/login',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('not built yet');
    expect((await bare.app.inject({ method: 'GET', url: '/remotes.json' })).json()).toEqual({
      remotes: [],
    });
  });

  it('sends security headers with a CSP that allows the shell', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain('img-src');
    expect(csp).toContain('data:');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('API documentation and campus', () => {
  it('serves Swagger UI at /api/docs and the OpenAPI document', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys((doc.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/User/Login', '/api/Campus/{id}', '/api/Dashboard/Counts']),
    );
  });

  it('answers GET /api/Campus/49 publicly, 404 for unknown, 400 for non-numeric', async () => {
    const campus = await t.app.inject({ method: 'GET', url: '/api/campus/49' });
    expect(campus.statusCode).toBe(200);
    expect(campusSchema.parse(campus.json())).toMatchObject({
      id: 49,
      campusName: 'Bhaktapur Multiple Campus',
      district: 'Bhaktapur',
      province: 'Bagmati',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/Campus/4999' })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/Campus/abc' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).fields).toHaveProperty('id');
  });
});
