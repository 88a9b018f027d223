import { chunkLoader } from '@/lib/chunk-loader';

/**
 * The header's on-demand parts (header-parts.ts), loaded when the browser is first idle (main.tsx) or when one
 * is first shown; `visit` asks again after a failure (chunkLoader).
 */
export const loadHeaderParts = chunkLoader(() => import('./header-parts'));
