// Every app's rewrite of antd and icon imports (shared-ui/webpack/antdImports.cjs).
import { createRequire } from 'node:module';

// The loader is plain CommonJS for webpack; load it as such.
const { rewriteAntdImports, wholeImportLeft, antdComponentRequests } = createRequire(__filename)(
  '../../webpack/antdImports.cjs',
) as {
  rewriteAntdImports: (source: string, options?: { format?: 'es' | 'lib' }) => string;
  wholeImportLeft: (source: string) => string | null;
  antdComponentRequests: () => string[];
};

describe('rewriteAntdImports', () => {
  it('imports each antd component and icon from its own file', () => {
    const out = rewriteAntdImports(
      "import { App, ConfigProvider as Config, theme } from 'antd';\n" +
        "import { LoadingOutlined } from '@ant-design/icons';\n",
    );
    expect(out).toContain("import App from 'antd/es/app';");
    expect(out).toContain("import Config from 'antd/es/config-provider';");
    expect(out).toContain("import theme from 'antd/es/theme';");
    expect(out).toContain(
      "import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';",
    );
    expect(out).not.toContain("from 'antd';");
  });

  it('imports each from its CommonJS file for jest, and keeps type-only names as types', () => {
    const out = rewriteAntdImports(
      "import { Form, type FormInstance, Table as Grid } from 'antd';\n" +
        "import { LoadingOutlined } from '@ant-design/icons';\n",
      { format: 'lib' },
    );
    expect(out).toContain("import Form from 'antd/lib/form';");
    expect(out).toContain("import Grid from 'antd/lib/table';");
    expect(out).toContain("import type { FormInstance } from 'antd';");
    expect(out).toContain(
      "import LoadingOutlined from '@ant-design/icons/lib/icons/LoadingOutlined';",
    );
    expect(wholeImportLeft(out.replace(/^import type .*$/m, ''))).toBeNull();
  });

  it('leaves an import naming something unknown whole, and other packages alone', () => {
    const source = "import { Button, NotAComponent } from 'antd';\nimport { z } from 'zod';\n";
    expect(rewriteAntdImports(source)).toBe(source);
  });

  it('finds an import of the whole antd or icon set that is left, so the build can refuse it', () => {
    expect(wholeImportLeft(rewriteAntdImports("import { Button } from 'antd';"))).toBeNull();
    expect(wholeImportLeft("import { Button, NotAComponent } from 'antd';")).toBe("from 'antd'");
    expect(wholeImportLeft("const icons = import('@ant-design/icons');")).toBe(
      "import('@ant-design/icons'",
    );
    expect(wholeImportLeft("import Button from 'antd/es/button';")).toBeNull();
  });

  it('names every antd component file, the keys each app shares', () => {
    const requests = antdComponentRequests();
    expect(requests).toEqual(expect.arrayContaining(['antd/es/button', 'antd/es/app']));
    expect(requests.every((request) => request.startsWith('antd/es/'))).toBe(true);
  });
});
