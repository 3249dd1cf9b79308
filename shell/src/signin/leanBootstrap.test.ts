// The lean sign-in path's own code (shell README, "Start-up: the lean sign-in path"): what the
// first visit to /login loads besides React and the antd components of its card. Bundled here
// with esbuild, those libraries left out, to read which files it takes.
import path from 'node:path';
import { build } from 'esbuild';

const shellRoot = path.resolve(__dirname, '../..');

async function leanInputs(): Promise<string[]> {
  const result = await build({
    entryPoints: [path.join(__dirname, 'leanBootstrap.tsx')],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    outdir: path.join(shellRoot, 'dist-lean-test'),
    logLevel: 'silent',
    loader: { '.svg': 'file' },
    // The full app is loaded later, on its own; the libraries of the card are not in question.
    external: ['react', 'react-dom', 'react/*', 'react-dom/*', 'antd', 'antd/*', '@ant-design/*'],
    plugins: [
      {
        name: 'full-app-later',
        setup(builder) {
          builder.onResolve({ filter: /\/fullApp$/ }, (args) => ({
            path: args.path,
            external: true,
          }));
        },
      },
    ],
  });
  return Object.keys(result.metafile.inputs);
}

describe('the lean sign-in path', () => {
  it('takes neither zod nor a package index of the contracts, the auth or the kit', async () => {
    const inputs = await leanInputs();
    expect(inputs.some((input) => input.includes('signin/LeanSignIn.tsx'))).toBe(true);
    expect(inputs.filter((input) => input.includes('node_modules/zod/'))).toEqual([]);
    expect(inputs.filter((input) => /shared-[a-z]+\/src\/index\.tsx?$/.test(input))).toEqual([]);
  }, 30_000);
});
