// GET /media/logo.svg, /media/products/{slug}.svg, /media/categories/{slug}.svg: images we draw ourselves.
// A picture depends only on its URL's slug and the product's name, so it is cached as immutable.
// GET /media/og/products/{id}.jpg: a product's share-preview picture (1200×630 JPEG: the owner's photo, or the
// drawing), at a URL that names the product, not its picture: it may change, so it is revalidated by ETag after an
// hour. {id}.png, its former name, which pages shared before still name, moves there for good (301).
// GET /media/uploads/{kind}/{file}: pictures uploaded in the back office (uploads.ts), immutable, read from the
// media store (store.ts: DATA_DIR/media or the bucket every instance shares); with `Save-Data: on`, a photo's
// smallest width.
import etag from '@fastify/etag';
import { PHOTO_WIDTHS } from '@oko/shared/images';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../errors';
import { categoryImage, logoImage, productImage, productShareImage } from './service';
import { readUploadedImage } from './uploads';
import { shareImageRenderer } from './share-image';
import { IMAGE_CACHE_CONTROL, type MediaStore } from './store';

export const SHARE_IMAGE_CACHE_CONTROL = 'public, max-age=3600';

/** `{id}-{hash}.webp` or `{id}-{hash}-{width}.webp`: the same photo's smallest width; any other name as it is. */
export function smallestPhotoName(file: string): string {
  const photo = /^(\d+-[0-9a-f]{16})(?:-\d{3,4})?\.webp$/.exec(file);
  return photo ? `${photo[1]}-${PHOTO_WIDTHS[0]}.webp` : file;
}

const fileParams = z.object({ file: z.string().describe('`{slug}.svg`') });

function sendSvg(reply: FastifyReply, svg: string) {
  return reply.type('image/svg+xml; charset=utf-8').header('cache-control', IMAGE_CACHE_CONTROL).send(svg);
}

const mediaRoutes: FastifyPluginAsyncZod<{ media?: MediaStore }> = async (app, options) => {
  // Pictures uploaded in the back office: a new picture gets a new name, so each is cached as immutable.
  app.get(
    '/uploads/:kind/:file',
    {
      schema: {
        tags: ['media'],
        params: z.object({
          kind: z.string().describe('`products`, `categories` or `logo`'),
          file: z.string().describe('`{id}-{hash}.webp`, `{id}-{hash}-{width}.webp` or `logo-{hash}.webp`'),
        }),
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      // Issue 29: a phone asking to save data (`Save-Data: on`) gets the smallest width of a photo, whichever the
      // page's srcset chose; the answer varies with the header, so a cache keeps both.
      const photo = kind === 'products' || kind === 'categories';
      const saveData = photo && String(request.headers['save-data']).trim().toLowerCase() === 'on';
      const name = saveData ? smallestPhotoName(file) : file;
      const image = options.media ? await readUploadedImage(options.media, kind, name) : null;
      if (!image) throw new NotFoundError('Image not found');
      if (photo) reply.header('vary', 'Save-Data');
      return reply.type('image/webp').header('cache-control', IMAGE_CACHE_CONTROL).send(image);
    },
  );

  app.get('/logo.svg', { schema: { tags: ['media'] } }, (_request, reply) => sendSvg(reply, logoImage()));

  app.get('/products/:file', { schema: { tags: ['media'], params: fileParams } }, async (request, reply) =>
    sendSvg(reply, await productImage(app.db, request.params.file)),
  );

  const renderShareImage = shareImageRenderer(options.media);
  // Its own scope: @fastify/etag, the one way the shop answers ETags and 304s (decision 027), for this route
  // only (the other pictures are immutable). The route sets the validator it keeps with the picture; the plugin
  // answers a repeat with 304. A redirect or an error has none.
  const shareImageRoutes: FastifyPluginAsyncZod = async (shareImages) => {
    await shareImages.register(etag);
    shareImages.addHook('onSend', async (_request, reply) => {
      if (reply.statusCode !== 200 && reply.statusCode !== 304) reply.removeHeader('etag');
    });
    shareImages.get(
      '/og/products/:file',
      { schema: { tags: ['media'], params: z.object({ file: z.string().describe('`{id}.jpg`') }) } },
      async (request, reply) => {
        const formerName = /^(\d{1,10})\.png$/.exec(request.params.file);
        if (formerName) return reply.redirect(`/media/og/products/${formerName[1]}.jpg`, 301);
        const image = await productShareImage(app.db, request.params.file, renderShareImage);
        return (
          reply
            .header('etag', image.etag)
            .header('cache-control', SHARE_IMAGE_CACHE_CONTROL)
            // Shown by other sites (chat apps, social networks): helmet's same-origin would let a browser refuse it.
            .header('cross-origin-resource-policy', 'cross-origin')
            .type('image/jpeg')
            .send(image.body)
        );
      },
    );
  };
  await app.register(shareImageRoutes);

  app.get('/categories/:file', { schema: { tags: ['media'], params: fileParams } }, async (request, reply) =>
    sendSvg(reply, await categoryImage(app.db, request.params.file)),
  );
};

export default mediaRoutes;
