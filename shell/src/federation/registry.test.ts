import type { RemoteModule } from '@hemis/shared-ui';
import { RemoteLoadError, RemoteRegistry } from './registry';
import { loadRemote, registerRemotes } from './runtime';
import { remoteErrorPlugin } from './errorPlugin';

jest.mock('./runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);

const manifest = {
  remotes: [
    {
      name: 'mfe_students',
      entry: '/remotes/mfe-students/mf-manifest.json',
      sections: ['student-management', 'dropout-management'],
    },
    {
      name: 'mfe_exams',
      entry: 'https://cdn.hemis.test/exams/mf-manifest.json',
      sections: ['exam-management'],
    },
  ],
};

const studentsModule: RemoteModule = {
  id: 'mfe_students',
  title: 'Students',
  sections: ['student-management'],
  navigation: { sections: [{ segment: 'student-management' }], screens: [] },
  codeRoutes: [],
  routes: [],
};

beforeEach(() => jest.clearAllMocks());

describe('RemoteRegistry', () => {
  it('registers every remote with an absolute entry and downloads nothing', () => {
    new RemoteRegistry(manifest, false, 'https://hemis.test').register();
    expect(registerRemotesMock).toHaveBeenCalledWith([
      { name: 'mfe_students', entry: 'https://hemis.test/remotes/mfe-students/mf-manifest.json' },
      { name: 'mfe_exams', entry: 'https://cdn.hemis.test/exams/mf-manifest.json' },
    ]);
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('finds the remote serving a first path segment (case-insensitive)', () => {
    const registry = new RemoteRegistry(manifest);
    expect(registry.remoteFor('dropout-management')?.name).toBe('mfe_students');
    expect(registry.remoteFor('Exam-Management')?.name).toBe('mfe_exams');
    expect(registry.remoteFor('nothing')).toBeUndefined();
  });

  it('loads <name>/module once and caches it', async () => {
    loadRemoteMock.mockResolvedValue({ default: studentsModule });
    const registry = new RemoteRegistry(manifest);
    const [first, second] = await Promise.all([
      registry.load('mfe_students'),
      registry.load('mfe_students'),
    ]);
    expect(first).toBe(studentsModule);
    expect(second).toBe(studentsModule);
    expect(await registry.load('mfe_students')).toBe(studentsModule);
    expect(registry.peek('mfe_students')).toBe(studentsModule);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_students/module');
  });

  it('does not cache a failure, and reset registers the remote afresh', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('offline'));
    const registry = new RemoteRegistry(manifest, false, 'https://hemis.test');
    await expect(registry.load('mfe_students')).rejects.toBeInstanceOf(RemoteLoadError);
    registry.reset('mfe_students');
    expect(registerRemotesMock).toHaveBeenLastCalledWith(
      [{ name: 'mfe_students', entry: 'https://hemis.test/remotes/mfe-students/mf-manifest.json' }],
      { force: true },
    );
    loadRemoteMock.mockResolvedValueOnce({ default: studentsModule });
    await expect(registry.load('mfe_students')).resolves.toBe(studentsModule);
  });

  it('rejects what is not a module declaration', async () => {
    loadRemoteMock.mockResolvedValueOnce(null);
    await expect(new RemoteRegistry(manifest).load('mfe_exams')).rejects.toThrow(
      'HEMIS module mfe_exams could not be loaded',
    );
  });
});

describe('remoteErrorPlugin', () => {
  it('reports a failed load and lets it fail for that module only', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failures: string[] = [];
    const plugin = remoteErrorPlugin((failure) =>
      failures.push(`${failure.id}@${failure.lifecycle}`),
    );
    const hook = plugin.errorLoadRemote;
    expect(typeof hook).toBe('function');
    const result = hook?.({
      id: 'mfe_exams/module',
      error: new Error('refused'),
      from: 'runtime',
      lifecycle: 'afterResolve',
      origin: {} as never,
    });
    expect(result).toBeUndefined();
    expect(failures).toEqual(['mfe_exams/module@afterResolve']);
    warn.mockRestore();
  });
});
