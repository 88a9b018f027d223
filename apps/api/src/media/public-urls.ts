// MEDIA_PUBLIC_URL (issue 30): the address of a CDN or a public bucket that holds the uploaded pictures under the
// store's keys. With it, every answer names the pictures there instead of /media/uploads/…: one hook on the
// answers' objects before they are serialised (the rendered pages read the same answers through inject), so no
// route knows of it. The database keeps the shop's own URLs, and /media/uploads/… is still served.
import { UPLOADS_PATH } from '@oko/shared/images';
import type { preSerializationAsyncHookHandler } from 'fastify';

function rewrite(value: unknown, base: string): unknown {
  if (typeof value === 'string') {
    return value.startsWith(UPLOADS_PATH) ? `${base}/${value.slice(UPLOADS_PATH.length)}` : value;
  }
  if (Array.isArray(value)) return value.map((item) => rewrite(item, base));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewrite(item, base)]));
  }
  return value;
}

/** The hook that names uploaded pictures at `base` (no trailing slash) in every JSON answer. */
export function publicMediaUrls(base: string): preSerializationAsyncHookHandler {
  return async (_request, _reply, payload) => rewrite(payload, base);
}
