import { z } from 'zod';
import { remoteNavigationSchema } from './navigation';

/**
 * The remote manifest the shell reads at start (`/remotes.json`): which remote owns which first
 * path segments, and where its federation manifest lives. The shell's build names no remote.
 */
export const remoteEntrySchema = z.object({
  /** Federation container name, a JS identifier such as `mfe_students`. */
  name: z.string().regex(/^[A-Za-z_$][\w$]*$/),
  /** URL of the remote's `mf-manifest.json`. */
  entry: z.string().min(1),
  /** First path segments the remote's module serves, e.g. `student-management`. */
  sections: z.array(z.string().min(1)),
  /** The remote's navigation (its `dist/navigation.json`): sidebars, section homes, screens. */
  navigation: remoteNavigationSchema.optional(),
});
export const remoteManifestSchema = z.object({ remotes: z.array(remoteEntrySchema) });
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;
export type RemoteManifest = z.infer<typeof remoteManifestSchema>;

/** The one module every remote exposes. */
export const REMOTE_EXPOSE = './module';
