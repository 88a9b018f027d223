/// <reference types="node" />
// Route-level code splitting: the modules the home page pulls in (statically, so into its chunk or the shell's)
// never include checkout or account code. Follows the static imports of the source, as the bundler does;
// `import()` calls are the split points and are not followed.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_RENDERED } from './routes';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined; // a package: not the shop's code
  return ['.ts', '.tsx', '/index.ts', '/index.tsx', '']
    .map((ext) => base + ext)
    .find((path) => existsSync(path));
}

/** Every source file reachable from `entry` through static imports. */
function staticGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, specifier] of code.matchAll(
      /^\s*(?:import|export)\s(?:[^'"]*?from\s+)?['"]([^'"]+)['"]/gm,
    )) {
      const target = specifier && resolveImport(file, specifier);
      if (target && !/\.(svg|css|png)$/.test(target)) visit(target);
    }
  };
  visit(entry);
  return [...seen].map((file) => relative(src, file));
}

// The back office (issue 13) too: no byte of it in a shopper's first load.
const accountOrCheckout =
  /^(app\/routes\/(checkout|users|auth|admin)|features\/(checkout|orders|account|admin))\b/;

describe('route-level code splitting', () => {
  it('loads no checkout or account code with the home page', () => {
    const home = staticGraph(join(src, 'app/routes/home.tsx'));
    expect(home).toContain('features/catalog/components/product-shelf.tsx');
    expect(home.filter((file) => accountOrCheckout.test(file))).toEqual([]);
    // Nor does the shell around it: account and checkout pages are lazy route modules.
    const shell = staticGraph(join(src, 'app/routes.tsx'));
    expect(shell).toContain('app/routes/root.tsx');
    expect(shell.filter((file) => accountOrCheckout.test(file))).toEqual([]);
  });

  it('would notice a static import of an account page', () => {
    const routes = readFileSync(join(src, 'app/routes.tsx'), 'utf8');
    expect(routes).not.toMatch(/from '\.\/routes\/(checkout|users|auth|admin)/);
    // Found through the list of the pages rendered in the browser, itself imported lazily (decision 019).
    expect(routes).toMatch(/import\('\.\/browser-pages'\)/);
    expect(routes).not.toMatch(/^import (?!type )[^;]*from '\.\/browser-pages'/m);
    const list = readFileSync(join(src, 'app/browser-pages.ts'), 'utf8');
    expect(list).toMatch(/import\('\.\/routes\/checkout'\)/);
    expect(list).toMatch(/import\('\.\/routes\/admin\/root'\)/);
    expect(list).not.toMatch(/^import (?!type )[^;]*from '\.\/routes\//m);
  });

  it('keeps in the route table the chunks of the pages the server renders, and only those', () => {
    const routes = readFileSync(join(src, 'app/routes.tsx'), 'utf8');
    const direct = [...routes.matchAll(/page\(\(\) => import\('\.\/routes\/([a-z-/]+)'\)\)/g)].map(
      ([, module]) => module,
    );
    expect(direct.toSorted()).toEqual([...SERVER_RENDERED].sort());
  });

  it("keeps the pages' Markdown renderer off the home page and the shell (decision 018)", () => {
    const firstLoad = [
      ...staticGraph(join(src, 'app/routes/home.tsx')),
      ...staticGraph(join(src, 'app/routes.tsx')),
    ];
    expect(firstLoad.filter((file) => /^(components\/ui\/markdown|features\/pages)\b/.test(file))).toEqual(
      [],
    );
    expect(staticGraph(join(src, 'app/routes/terms.tsx'))).toContain('components/ui/markdown.tsx');
  });
});
