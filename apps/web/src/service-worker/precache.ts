/// <reference types="node" />
// What the service worker's install downloads (decision 030): the files a shopper's pages need, never the back
// office's, nor mock mode's, nor the account's and sign-in's (they need the network anyway). vite.config.ts hands this to Workbox (vite-plugin-pwa's `manifestTransforms`), with
// Vite's manifest of the build. Imported by vite.config.ts too: relative imports only, no `@/`.
import { createHash } from 'node:crypto';

/** The part of Vite's manifest (`build.manifest`) read here. */
export type BuildManifest = Record<
  string,
  { file: string; css?: string[]; assets?: string[]; imports?: string[]; dynamicImports?: string[] }
>;

/** Workbox's precache entry as it reaches a manifest transform. */
export type PrecacheFile = { url: string; revision: string | null; size: number };

/** The page the service worker shows for a page not saved (src/app/routes/offline.tsx), saved at install. */
export const OFFLINE_PAGE_URL = 'offline';

/**
 * Chunks a shopper's phone need not keep: the back office's pages, the account's and sign-in's (they show nothing
 * without the network) and mock mode's worker set-up, and what only they import. They still load when visited.
 */
const NOT_FOR_SHOPPERS = /^src\/(app\/routes\/(admin|auth|users)\/|testing\/)/;

/**
 * The build's files a shopper's pages can load offline: everything index.html's entry reaches through static and
 * dynamic imports, except through NOT_FOR_SHOPPERS. A chunk the back office shares with a shopper's page stays.
 */
export function shopperFiles(manifest: BuildManifest, entry = 'index.html'): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || NOT_FOR_SHOPPERS.test(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit(entry);
  return files;
}

/**
 * The precache: of Workbox's candidates, the build's files only when a shopper needs them (other files, such as
 * the web app manifest, stay), and the offline page, whose revision follows the files' (its HTML names the
 * stylesheet).
 */
export function shopperPrecache(candidates: PrecacheFile[], manifest: BuildManifest): PrecacheFile[] {
  const built = new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
  const needed = shopperFiles(manifest);
  const kept = candidates.filter(({ url }) => !built.has(url) || needed.has(url));
  const revision = createHash('sha256')
    .update(kept.map(({ url, revision }) => `${url} ${revision ?? ''}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  return [...kept, { url: OFFLINE_PAGE_URL, revision, size: 0 }];
}
