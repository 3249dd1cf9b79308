// The shell build's rewrite of antd and icon imports (shared-ui/webpack/antdImports.cjs).
import { createRequire } from 'node:module';

// The loader is plain CommonJS for webpack; load it as such.
const { rewriteAntdImports } = createRequire(__filename)('../../webpack/antdImports.cjs') as {
  rewriteAntdImports: (source: string) => string;
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

  it('leaves an import naming something unknown whole, and other packages alone', () => {
    const source = "import { Button, NotAComponent } from 'antd';\nimport { z } from 'zod';\n";
    expect(rewriteAntdImports(source)).toBe(source);
  });
});
