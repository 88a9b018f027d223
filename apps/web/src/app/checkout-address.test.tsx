import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '@/testing/console';
import { mockApi } from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';
import { API, demoCheckout, renderCheckout, notices, pinned } from './checkout-testing';
import { loadPagesBeforeAll } from '@/testing/test-utils';

loadPagesBeforeAll();

// The checkout's delivery address: created, shown, edited, refused (spec section 2).

describe('checkout: the delivery address', () => {
  it('opens "Create Address" by itself, shows the shared messages, then creates the address', async () => {
    const shop = demoCheckout({ address: false });
    renderCheckout();

    const form = await screen.findByRole('form', { name: 'Create Address' });
    // Nigeria is chosen already (issue 23): the state comes next.
    expect(within(form).getByLabelText('Country')).toHaveDisplayValue('Nigeria');
    expect(within(form).getByLabelText('State')).toBeEnabled();
    await userEvent.click(within(form).getByRole('button', { name: 'Create Address' }));
    expect(await within(form).findByText('The state field is required.')).toBeInTheDocument();
    expect(within(form).queryByText('The country field is required.')).not.toBeInTheDocument();
    expect(within(form).getByText('The street no field is required.')).toBeInTheDocument();
    expect(within(form).getByText('The address field is required.')).toBeInTheDocument();
    expect(within(form).getByText('The city field is required.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Street No')).toHaveAttribute('aria-invalid', 'true');
    expect(shop.addressPosts).toEqual([]);

    // The states offered are the chosen country's.
    const stateSelect = within(form).getByLabelText('State');
    await waitFor(() =>
      expect(within(stateSelect).getByRole('option', { name: 'Lagos' })).toBeInTheDocument(),
    );
    expect(within(stateSelect).queryByRole('option', { name: 'Greater Accra' })).not.toBeInTheDocument();
    await userEvent.selectOptions(stateSelect, 'Lagos');
    await userEvent.type(within(form).getByLabelText('Street No'), '12');
    await userEvent.type(within(form).getByLabelText('Nearest Landmark'), 'Near the church');
    await userEvent.type(within(form).getByLabelText('Address'), 'Allen Avenue');
    await userEvent.type(within(form).getByLabelText('City'), 'Ikeja');
    await userEvent.type(within(form).getByLabelText('Zip Code'), '100001');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Address' }));

    const summary = await screen.findByTestId('delivery-address');
    expect(summary).toHaveTextContent('12, Near the church, Allen Avenue');
    expect(summary).toHaveTextContent('100001, Ikeja');
    expect(screen.queryByRole('form', { name: 'Create Address' })).not.toBeInTheDocument();
    expect(shop.addressPosts.map((call) => call.body)).toEqual([
      {
        country_id: '1',
        state_id: '25',
        // The mock shop has no areas (issue 42): the form asks for none and sends none.
        area_id: '',
        street_no: '12',
        nearest_landmark: 'Near the church',
        address: 'Allen Avenue',
        city: 'Ikeja',
        zip_code: '100001',
      },
    ]);
    expect(within(form).queryByLabelText('Local Government Area')).not.toBeInTheDocument();
    expect(notices()).toEqual([
      { type: 'success', title: 'Success', message: 'Address Created Successful', ...pinned },
    ]);
  });

  it("offers the state's local government areas after the state, and sends the one chosen (issue 42)", async () => {
    const shop = demoCheckout({ address: false });
    const areasOf: Record<string, { id: number; name: string; state_id: number }[]> = {
      '25': [
        { id: 501, name: 'Eti-Osa', state_id: 25 },
        { id: 502, name: 'Ikeja', state_id: 25 },
      ],
    };
    server.use(
      http.get(`${API}/states/:stateId/areas`, ({ params }) =>
        HttpResponse.json({ data: areasOf[String(params.stateId)] ?? [] }),
      ),
    );
    renderCheckout();

    const form = await screen.findByRole('form', { name: 'Create Address' });
    expect(within(form).queryByLabelText('Local Government Area')).not.toBeInTheDocument();
    const stateSelect = within(form).getByLabelText('State');
    await waitFor(() =>
      expect(within(stateSelect).getByRole('option', { name: 'Lagos' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(stateSelect, 'Lagos');
    const areaSelect = await within(form).findByLabelText('Local Government Area');
    expect(
      within(areaSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select area (optional)', 'Eti-Osa', 'Ikeja']);
    await userEvent.selectOptions(areaSelect, 'Eti-Osa');
    await userEvent.type(within(form).getByLabelText('Street No'), '3');
    await userEvent.type(within(form).getByLabelText('Address'), 'Admiralty Way, Lekki');
    await userEvent.type(within(form).getByLabelText('City'), 'Lagos');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Address' }));

    await screen.findByTestId('delivery-address');
    expect(shop.addressPosts.map((call) => call.body)).toMatchObject([
      { state_id: '25', area_id: '501', address: 'Admiralty Way, Lekki' },
    ]);
  });

  it('asks for the area where a channel prices the state by area, and prices by it once given (issue 42)', async () => {
    demoCheckout();
    let area: { id: number; name: string } | null = null;
    const saved = () => ({
      id: 1,
      country_id: '1',
      state_id: '25',
      area_id: area ? String(area.id) : null,
      street_no: '3',
      nearest_landmark: '',
      address: 'Admiralty Way',
      city: 'Lekki',
      zip_code: '',
      country: { id: 1, name: 'Nigeria' },
      state: { id: 25, name: 'Lagos' },
      area,
    });
    const asked: string[] = [];
    server.use(
      http.get(`${API}/address`, () => HttpResponse.json({ data: saved() })),
      http.post(`${API}/address`, async ({ request }) => {
        const body = (await request.json()) as { area_id: string };
        area = body.area_id === '501' ? { id: 501, name: 'Eti-Osa' } : null;
        return HttpResponse.json({ data: saved(), message: 'Address updated Successful' });
      }),
      http.get(`${API}/states/:stateId/areas`, () =>
        HttpResponse.json({
          data: [
            { id: 501, name: 'Eti-Osa', state_id: 25 },
            { id: 502, name: 'Ikeja', state_id: 25 },
          ],
        }),
      ),
      http.get(`${API}/delivery-channel`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query.toString());
        const island = query.get('area_id') === '501';
        return HttpResponse.json({
          data: [
            {
              id: 1,
              name: 'Lagos van',
              description: '',
              fee: island ? '3000.00' : '1500.00',
              has_windows: false,
              by_area: !query.has('area_id'),
            },
          ],
        });
      }),
    );
    renderCheckout();

    const block = within(await screen.findByRole('region', { name: 'Delivery Address' }));
    const ask = await block.findByText(
      'The delivery fee in Lagos depends on the area. Add your Local Government Area to your address.',
    );
    await userEvent.click(block.getByRole('button', { name: 'Add your area' }));
    const form = await screen.findByRole('form', { name: 'Update Address' });
    await userEvent.selectOptions(await within(form).findByLabelText('Local Government Area'), 'Eti-Osa');
    await userEvent.click(within(form).getByRole('button', { name: 'Update Address' }));

    await waitFor(() =>
      expect(screen.getByTestId('delivery-address')).toHaveTextContent('Eti-Osa, Lagos, Nigeria'),
    );
    expect(ask).not.toBeInTheDocument();
    expect(block.queryByRole('button', { name: 'Add your area' })).not.toBeInTheDocument();
    await waitFor(() => expect(asked).toContain('state_id=25&area_id=501'));
  });

  it('asks for no area where no channel prices the state by area', async () => {
    demoCheckout();
    renderCheckout();
    const block = within(await screen.findByRole('region', { name: 'Delivery Address' }));
    await screen.findByTestId('delivery-address');
    await waitFor(() => expect(screen.getByLabelText('Delivery Channel')).toBeEnabled());
    expect(block.queryByRole('button', { name: 'Add your area' })).not.toBeInTheDocument();
  });

  it('orders to the address just created, before the refreshed address has answered', async () => {
    const shop = demoCheckout({ address: false });
    renderCheckout();
    const form = await screen.findByRole('form', { name: 'Create Address' });
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Lagos' })).toBeInTheDocument());
    await userEvent.selectOptions(within(form).getByLabelText('State'), 'Lagos');
    await userEvent.type(within(form).getByLabelText('Street No'), '12');
    await userEvent.type(within(form).getByLabelText('Address'), 'Allen Avenue');
    await userEvent.type(within(form).getByLabelText('City'), 'Ikeja');
    // From now on the address is never answered again (a slow network): only the save's own answer is there.
    server.use(http.get(`${API}/address`, () => new Promise<never>(() => {})));
    await userEvent.click(within(form).getByRole('button', { name: 'Create Address' }));
    expect(await screen.findByTestId('delivery-address')).toHaveTextContent('Allen Avenue');

    await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'Payment On delivery');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(shop.orders).toHaveLength(1));
    expect(shop.orders[0]?.body).toMatchObject({ address_id: mockApi.state.addresses[0]?.id });
  });

  it('shows a saved address on two lines; the edit icon opens "Update Address" and toggles it', async () => {
    const shop = demoCheckout();
    renderCheckout();

    const summary = await screen.findByTestId('delivery-address');
    expect(summary).toHaveTextContent('12, Near the church, Allen Avenue');
    expect(summary).toHaveTextContent('100001, Ikeja');
    expect(screen.queryByRole('form', { name: /Address/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit address' }));
    const form = await screen.findByRole('form', { name: 'Update Address' });
    expect(within(form).getByLabelText('City')).toHaveValue('Ikeja');
    await waitFor(() => expect(within(form).getByLabelText('State')).toHaveValue('25'));
    await userEvent.click(screen.getByRole('button', { name: 'Edit address' }));
    expect(screen.queryByRole('form', { name: 'Update Address' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit address' }));
    const reopened = await screen.findByRole('form', { name: 'Update Address' });
    await userEvent.clear(within(reopened).getByLabelText('City'));
    await userEvent.type(within(reopened).getByLabelText('City'), 'Yaba');
    await userEvent.click(within(reopened).getByRole('button', { name: 'Update Address' }));

    await waitFor(() => expect(screen.getByTestId('delivery-address')).toHaveTextContent('100001, Yaba'));
    expect(shop.addressPosts).toHaveLength(1);
    expect(notices()).toEqual([
      { type: 'success', title: 'Success', message: 'Address updated Successful', ...pinned },
    ]);
  });

  it('tells the shopper when the address cannot be saved, under the field and in a toast', async () => {
    // The storefront offers only the chosen country's states: the shop cannot give this answer.
    demoCheckout();
    server.use(
      http.post(`${API}/address`, () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: { state_id: ['The selected state is not in the selected country.'] },
          },
          { status: 422 },
        ),
      ),
    );
    renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit address' }));
    const form = await screen.findByRole('form', { name: 'Update Address' });
    await waitFor(() => expect(within(form).getByLabelText('State')).toHaveValue('25'));
    await userEvent.click(within(form).getByRole('button', { name: 'Update Address' }));

    expect(
      await within(form).findByText('The selected state is not in the selected country.'),
    ).toBeInTheDocument();
    expect(notices()).toEqual([
      {
        type: 'error',
        title: 'The given data was invalid.',
        message: 'state_id: The selected state is not in the selected country.',
        ...pinned,
      },
    ]);
    expectConsoleError('The given data was invalid.');
  });
});
