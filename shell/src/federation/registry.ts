import type { RemoteEntry, RemoteManifest } from '@hemis/shared-contracts';
import { SiteNavigation } from '@hemis/shared-auth';
import type { RemoteModule } from '@hemis/shared-ui/src/entries/shell';
import { REMOTE_EXPOSE } from '@hemis/shared-contracts';
import { loadRemote, registerRemotes } from './runtime';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly reason: unknown,
  ) {
    super(`HEMIS module ${remote} could not be loaded`);
    this.name = 'RemoteLoadError';
  }
}

function isRemoteModule(value: unknown): value is RemoteModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'string' &&
    'sections' in value &&
    Array.isArray(value.sections) &&
    'routes' in value &&
    Array.isArray(value.routes)
  );
}

function moduleOf(loaded: unknown): RemoteModule | null {
  if (isRemoteModule(loaded)) return loaded;
  if (typeof loaded === 'object' && loaded !== null && 'default' in loaded) {
    if (isRemoteModule(loaded.default)) return loaded.default;
  }
  return null;
}

/** Absolute entry URL (the manifest may list `/remotes/<dir>/mf-manifest.json`). */
function absoluteEntry(entry: string, origin: string): string {
  return new URL(entry, origin).href;
}

/**
 * The remotes of this deployment, read from `/remotes.json` at start: registers them with the
 * federation runtime, finds the one serving a first path segment, loads its module once, and
 * holds their navigation (sidebars, permission modules) for the layout.
 */
export class RemoteRegistry {
  private readonly bySection = new Map<string, RemoteEntry>();
  private readonly loaded = new Map<string, RemoteModule>();
  private readonly pending = new Map<string, Promise<RemoteModule>>();
  /** The remotes' sidebars and permission modules, from the manifest (drawn before any loads). */
  readonly navigation: SiteNavigation;

  constructor(
    readonly manifest: RemoteManifest,
    /** True when `/remotes.json` could not be read: every unknown section is then "unavailable". */
    readonly manifestFailed = false,
    private readonly origin: string = typeof window === 'undefined'
      ? 'http://localhost'
      : window.location.origin,
  ) {
    for (const remote of manifest.remotes) {
      for (const section of remote.sections) this.bySection.set(section.toLowerCase(), remote);
    }
    this.navigation = new SiteNavigation(
      manifest.remotes.flatMap((remote) => (remote.navigation ? [remote.navigation] : [])),
    );
  }

  /** Tells the federation runtime where each remote lives (nothing is downloaded yet). */
  register(): void {
    if (this.manifest.remotes.length === 0) return;
    registerRemotes(this.manifest.remotes.map((remote) => this.runtimeRemote(remote)));
  }

  private runtimeRemote(remote: RemoteEntry) {
    return { name: remote.name, entry: absoluteEntry(remote.entry, this.origin) };
  }

  /** The remote whose navigation says it draws the home's widgets (the first, if several). */
  homeWidgetsRemote(): RemoteEntry | undefined {
    return this.manifest.remotes.find((remote) => remote.navigation?.homeWidgets);
  }

  remoteFor(section: string): RemoteEntry | undefined {
    return this.bySection.get(section.toLowerCase());
  }

  /** A module already loaded (renders without a loading flash). */
  peek(name: string): RemoteModule | undefined {
    return this.loaded.get(name);
  }

  /** Loads `<name>/module` once; a failure is not cached, so a later call tries again. */
  load(name: string): Promise<RemoteModule> {
    const ready = this.loaded.get(name);
    if (ready) return Promise.resolve(ready);
    const running = this.pending.get(name);
    if (running) return running;
    const request = loadRemote<unknown>(`${name}/${REMOTE_EXPOSE.replace(/^\.\//, '')}`)
      .then((loaded) => {
        const module = moduleOf(loaded);
        if (!module) throw new RemoteLoadError(name, new Error('The module declares no routes'));
        this.loaded.set(name, module);
        return module;
      })
      .catch((error: unknown) => {
        throw error instanceof RemoteLoadError ? error : new RemoteLoadError(name, error);
      })
      .finally(() => {
        this.pending.delete(name);
      });
    this.pending.set(name, request);
    return request;
  }

  /** Before a retry: registers the remote afresh, dropping what the runtime kept of it. */
  reset(name: string): void {
    this.loaded.delete(name);
    this.pending.delete(name);
    const remote = this.manifest.remotes.find((entry) => entry.name === name);
    if (remote) registerRemotes([this.runtimeRemote(remote)], { force: true });
  }
}
