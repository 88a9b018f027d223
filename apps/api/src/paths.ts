// Where the API's files are: apps/api, one level above this file. It sits directly in src/, so the same holds for
// the bundle `npm start` runs (dist/server.mjs, decision 002), in which every module's import.meta.url is the
// bundle's.
import { fileURLToPath } from 'node:url';

export const API_DIR = fileURLToPath(new URL('..', import.meta.url));
