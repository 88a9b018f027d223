// sharp (libvips) loaded on the first picture the shop draws or stores, not at start: it is some 30 MB of the
// process and a quarter of a second of every start, for pictures that most starts never touch (issue 31).
import type sharp from 'sharp';

let loading: Promise<typeof sharp> | undefined;

export function loadSharp(): Promise<typeof sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
