import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_MESSAGES } from '@oko/shared/images';
import { API, adminProduct, shopSettings as settings, signInAs } from '@/testing/admin-api';
import { expectConsoleError } from '@/testing/console';
import { server } from '@/testing/mocks/server';
import { loadPagesBeforeAll, renderRoutes } from '@/testing/test-utils';
import { routes } from './routes';

loadPagesBeforeAll();

// The owner's pictures (issue 13): choose a photo (a phone offers its camera), see it, upload, replace, remove; a
// file that is not a JPEG, PNG or WebP image or is over 5 MB is refused before it is sent, in the API's words.

const PHOTO = '/media/uploads/products/9-0123456789abcdef.webp';
const png = (name = 'harvest.png', bytes = 64) =>
  new File([new Uint8Array(bytes).fill(7)], name, { type: 'image/png' });

interface Sent {
  method: string;
  url: string;
  type: string | null;
  size: number;
}

/** Records each picture call; PUT answers `uploaded(…)`, DELETE `removed(…)`. */
function servePictures<T>(path: string, uploaded: T, removed: T) {
  const sent: Sent[] = [];
  server.use(
    http.put(`${API}${path}`, async ({ request }) => {
      sent.push({
        method: 'PUT',
        url: new URL(request.url).pathname,
        type: request.headers.get('content-type'),
        size: (await request.arrayBuffer()).byteLength,
      });
      return HttpResponse.json({ data: uploaded, message: 'Photo saved.' });
    }),
    http.delete(`${API}${path}`, ({ request }) => {
      sent.push({ method: 'DELETE', url: new URL(request.url).pathname, type: null, size: 0 });
      return HttpResponse.json({ data: removed, message: 'Photo removed.' });
    }),
  );
  return sent;
}

let previews = 0;
beforeEach(() => {
  previews = 0;
  // jsdom has no object URLs: each chosen file gets a made-up one.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => `blob:preview-${++previews}`, revokeObjectURL: vi.fn() }),
  );
});

// A text file is chosen too: the picker's `accept` is a hint a phone's file manager may ignore.
const user = () => userEvent.setup({ applyAccept: false });

describe('a product’s photo (/admin/products/{id})', () => {
  it('shows no drawing for a hidden product (the shop no longer serves it), and its own photo still', async () => {
    signInAs('owner');
    let product = adminProduct(9, { active: false });
    server.use(http.get(`${API}/admin/products/9`, () => HttpResponse.json({ data: product })));
    const first = renderRoutes(routes, '/admin/products/9');
    const card = within(await screen.findByRole('region', { name: 'Photo' }));
    expect(card.getByText(/The shop draws one until you add yours/)).toBeInTheDocument();
    expect(card.queryByRole('img')).not.toBeInTheDocument();
    first.unmount();

    product = adminProduct(9, { active: false, image_url: PHOTO });
    renderRoutes(routes, '/admin/products/9');
    const withPhoto = within(await screen.findByRole('region', { name: 'Photo' }));
    expect(withPhoto.getByRole('img', { name: 'Photo of Ofada Rice' })).toHaveAttribute('src', PHOTO);
  });

  it('refuses a non-image and a file over 5 MB before sending, then uploads, shows and removes a photo', async () => {
    signInAs('owner');
    let product = adminProduct(9);
    server.use(http.get(`${API}/admin/products/9`, () => HttpResponse.json({ data: product })));
    const sent = servePictures(
      '/admin/products/:id/image',
      adminProduct(9, { image_url: PHOTO }),
      adminProduct(9),
    );
    renderRoutes(routes, '/admin/products/9');

    const card = within(await screen.findByRole('region', { name: 'Photo' }));
    expect(card.getByRole('img', { name: 'Photo of Ofada Rice' })).toHaveAttribute(
      'src',
      '/media/products/ofada-rice.svg',
    );
    expect(card.getByText(/The shop draws one until you add yours/)).toBeInTheDocument();
    const input = card.getByLabelText('Photo file');
    expect(input).toHaveAttribute('accept', 'image/*');

    await user().upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(card.getByRole('alert')).toHaveTextContent(IMAGE_MESSAGES.notAnImage);
    const big = png('big.png');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user().upload(input, big);
    expect(card.getByRole('alert')).toHaveTextContent(IMAGE_MESSAGES.tooLarge);
    expect(card.queryByRole('button', { name: 'Upload photo' })).not.toBeInTheDocument();

    await user().upload(input, png());
    expect(card.queryByRole('alert')).not.toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Chosen photo: Photo of Ofada Rice' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(card.getByText(/Not saved yet/)).toBeInTheDocument();
    product = adminProduct(9, { image_url: PHOTO });
    await user().click(card.getByRole('button', { name: 'Upload photo' }));
    await waitFor(() =>
      expect(card.getByRole('img', { name: 'Photo of Ofada Rice' })).toHaveAttribute('src', PHOTO),
    );
    expect(sent).toEqual([
      { method: 'PUT', url: '/api/v1/admin/products/9/image', type: 'image/png', size: 64 },
    ]);
    expect(card.getByText(/Your photo/)).toBeInTheDocument();
    expect(card.getByText('Replace photo')).toBeInTheDocument();

    product = adminProduct(9);
    await user().click(card.getByRole('button', { name: 'Remove photo' }));
    await waitFor(() =>
      expect(card.getByRole('img', { name: 'Photo of Ofada Rice' })).toHaveAttribute(
        'src',
        '/media/products/ofada-rice.svg',
      ),
    );
    expect(sent.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/v1/admin/products/9/image' });
    expect(card.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
  });

  it('says what the server refused: too large (413, even from a proxy’s page) or not an image (422)', async () => {
    signInAs('owner');
    server.use(
      http.get(`${API}/admin/products/9`, () => HttpResponse.json({ data: adminProduct(9) })),
      http.put(
        `${API}/admin/products/9/image`,
        () => new HttpResponse('<html>413 Request Entity Too Large</html>', { status: 413 }),
        { once: true },
      ),
      http.put(`${API}/admin/products/9/image`, () =>
        HttpResponse.json(
          { message: IMAGE_MESSAGES.notAnImage, errors: { image: [IMAGE_MESSAGES.notAnImage] } },
          { status: 422 },
        ),
      ),
    );
    renderRoutes(routes, '/admin/products/9');

    const card = within(await screen.findByRole('region', { name: 'Photo' }));
    await user().upload(card.getByLabelText('Photo file'), png());
    await user().click(card.getByRole('button', { name: 'Upload photo' }));
    expect(await card.findByRole('alert')).toHaveTextContent(IMAGE_MESSAGES.tooLarge);
    expectConsoleError(/413/);
    await user().click(card.getByRole('button', { name: 'Upload photo' }));
    await waitFor(() => expect(card.getByRole('alert')).toHaveTextContent(IMAGE_MESSAGES.notAnImage));
    expectConsoleError(IMAGE_MESSAGES.notAnImage);
    // The chosen photo stays, to try another.
    expect(card.getByRole('img', { name: 'Chosen photo: Photo of Ofada Rice' })).toBeInTheDocument();
  });
});

describe('a new product’s photo (/admin/products/new)', () => {
  it('is sent once the product exists, then its page opens', async () => {
    signInAs('owner');
    const created = adminProduct(31, { name: 'Cocoyam' });
    server.use(
      http.get(`${API}/products/categories`, () =>
        HttpResponse.json({
          data: [
            { id: 1, name: 'Tubers', slug: 'tubers', description: '', image_url: '', products_count: 4 },
          ],
          meta: { current_page: 1, last_page: 1, per_page: 100, total: 1 },
        }),
      ),
      http.post(`${API}/admin/products`, () => HttpResponse.json({ data: created }, { status: 201 })),
      // The product as it is: with its photo once the photo is sent.
      http.get(`${API}/admin/products/31`, () =>
        HttpResponse.json({ data: sent.length > 0 ? withPhoto : created }),
      ),
    );
    const withPhoto = adminProduct(31, { name: 'Cocoyam', image_url: PHOTO });
    const sent = servePictures('/admin/products/:id/image', withPhoto, created);
    const { router } = renderRoutes(routes, '/admin/products/new');

    await screen.findByRole('option', { name: 'Tubers' });
    const photo = within(screen.getByRole('region', { name: 'Photo' }));
    await user().upload(photo.getByLabelText('Photo file'), png('cocoyam.png', 128));
    expect(photo.getByRole('img', { name: 'Chosen photo: the new product' })).toBeInTheDocument();
    expect(photo.queryByRole('button', { name: 'Upload photo' })).not.toBeInTheDocument();
    await user().type(screen.getByRole('textbox', { name: 'Name' }), 'Cocoyam');
    await user().selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Tubers');
    const unit = within(screen.getByRole('listitem', { name: 'Unit 1' }));
    await user().type(unit.getByRole('textbox', { name: 'Unit name' }), 'Kilogram');
    await user().type(unit.getByRole('textbox', { name: 'Symbol' }), 'kg');
    await user().type(unit.getByRole('textbox', { name: 'Price (₦)' }), '3500');
    expect(sent).toEqual([]);
    await user().click(screen.getByRole('button', { name: 'Create product' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products/31'));
    expect(sent).toEqual([
      { method: 'PUT', url: '/api/v1/admin/products/31/image', type: 'image/png', size: 128 },
    ]);
    expect(await screen.findByRole('img', { name: 'Photo of Cocoyam' })).toHaveAttribute('src', PHOTO);
  });
});

describe('a category’s photo (/admin/categories)', () => {
  it('is uploaded from the category’s row', async () => {
    signInAs('owner');
    const fruits = {
      id: 4,
      name: 'Fruits',
      slug: 'fruits',
      description: '',
      image_url: '/media/categories/fruits.svg',
      products_count: 3,
      position: 1,
      former_slugs: [],
    };
    const uploaded = { ...fruits, image_url: '/media/uploads/categories/4-0123456789abcdef.webp' };
    let list = [fruits];
    server.use(http.get(`${API}/admin/categories`, () => HttpResponse.json({ data: list })));
    const sent = servePictures('/admin/categories/:id/image', uploaded, fruits);
    renderRoutes(routes, '/admin/categories');

    const row = within(await screen.findByRole('listitem', { name: 'Fruits' }));
    await user().click(row.getByText('Photo of Fruits'));
    await user().upload(row.getByLabelText('Photo file'), png());
    list = [uploaded];
    await user().click(row.getByRole('button', { name: 'Upload photo' }));
    await waitFor(() =>
      expect(row.getByRole('img', { name: 'Photo of Fruits' })).toHaveAttribute('src', uploaded.image_url),
    );
    expect(sent).toEqual([
      { method: 'PUT', url: '/api/v1/admin/categories/4/image', type: 'image/png', size: 64 },
    ]);
  });
});

describe('the logo (/admin/settings)', () => {
  it('is uploaded on the settings page and the header shows it at once', async () => {
    signInAs('owner');
    const logo = '/media/uploads/logo/logo-0123456789abcdef.webp';
    let current = settings;
    server.use(
      http.get(`${API}/admin/settings`, () => HttpResponse.json({ data: current })),
      http.get(`${API}/get-setting`, () => HttpResponse.json({ data: current })),
    );
    const sent = servePictures('/admin/settings/logo', { ...settings, site_logo: logo }, settings);
    renderRoutes(routes, '/admin/settings');

    const card = within(await screen.findByRole('region', { name: 'Logo' }));
    await user().upload(
      card.getByLabelText('Logo file'),
      new File(['x'], 'logo.webp', { type: 'image/webp' }),
    );
    current = { ...settings, site_logo: logo };
    await user().click(card.getByRole('button', { name: 'Upload logo' }));
    await waitFor(() =>
      expect(card.getByRole('img', { name: 'Oko Farm logo' })).toHaveAttribute('src', logo),
    );
    expect(sent).toEqual([
      { method: 'PUT', url: '/api/v1/admin/settings/logo', type: 'image/webp', size: 1 },
    ]);
    const header = within(screen.getByRole('banner'));
    await waitFor(() => expect(header.getByRole('img', { name: 'Oko Farm' })).toHaveAttribute('src', logo));
  });
});
