// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Rollup } from 'vite';
import { describe, expect, test } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Builds a tool that imports a single component from the package, the way a sibling tool of the portal
 * would, and returns the CSS it ships. The package entry is side-effect free, so this is what a
 * tree-shaking bundler keeps of the theme.
 */
async function cssOfToolUsing(component: string): Promise<string> {
  const output = await build({
    configFile: false,
    root: repositoryRoot,
    logLevel: 'silent',
    plugins: [
      vanillaExtractPlugin(),
      {
        name: 'sibling-tool-entry',
        resolveId: (id) => (id === 'sibling-tool' ? '\0sibling-tool' : null),
        load: (id) =>
          id === '\0sibling-tool'
            ? `import { ${component} } from '@pharmacy/ui';\nglobalThis.tool = ${component};`
            : null,
      },
    ],
    build: {
      write: false,
      cssCodeSplit: false,
      rollupOptions: { input: 'sibling-tool', onwarn: () => {} },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  return outputs
    .flatMap((bundle) => bundle.output)
    .filter((file): file is Rollup.OutputAsset => file.type === 'asset' && file.fileName.endsWith('.css'))
    .map((file) => String(file.source))
    .join('\n');
}

describe('the theme ships with any component', () => {
  test('a tool importing only Button gets the reset, both themes and the typeface', async () => {
    const css = await cssOfToolUsing('Button');
    // The document's base typography and background (theme/global.css.ts).
    expect(css).toMatch(/body\{[^}]*font-family:var\(--fontFamily-body\)/);
    expect(css).toMatch(/body\{[^}]*background:var\(--color-background-body\)/);
    // The values of the variables, light and dark (theme/themes.css.ts).
    expect(css).toMatch(/:root,\[data-theme=(light|"light")\]\{[^}]*--color-background-body:/);
    expect(css).toMatch(/\[data-theme=(dark|"dark")\]\{[^}]*--color-background-body:/);
    // Be Vietnam Pro: the latin and vietnamese subsets only, shown in a fallback while loading.
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces.length).toBe(8);
    for (const face of faces) {
      expect(face).toContain('font-display:swap');
      expect(face).toMatch(/be-vietnam-pro-(latin|vietnamese)-\d00-normal[^)]*\.woff2/);
    }
  }, 60_000);
});
