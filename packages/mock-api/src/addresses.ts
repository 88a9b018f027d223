// The shopper's one address (apps/api/src/addresses) and the places it names: countries, states and the
// delivery channels (apps/api/src/geo).
import { http, type HttpHandler } from 'msw';
import { koboToNaira } from '@oko/shared/money';
import { stateParams, statesQuerySchema } from '@oko/shared/params';
import { ADDRESS_MESSAGES, addressSchema, type Address } from '@oko/shared/schemas/address';
import type { MockContext } from './context';
import { check, error, json, queryOf, readInput } from './respond';
import type { MockState } from './state';

export function addressOf(state: MockState, userId: number): Address | null {
  const address = state.addresses.find((entry) => entry.userId === userId);
  if (!address) return null;
  const country = state.countries.find((entry) => String(entry.id) === address.country_id);
  const region = state.states.find((entry) => String(entry.id) === address.state_id);
  const { userId: _owner, ...fields } = address;
  return {
    ...fields,
    country: { id: country?.id ?? 0, name: country?.name ?? '' },
    state: { id: region?.id ?? 0, name: region?.name ?? '' },
    // The mock shop has no local government areas (issue 42): addresses are priced by their state.
    area_id: null,
    area: null,
  };
}

export function addressHandlers({ api, state: s, changed, signedIn }: MockContext): HttpHandler[] {
  return [
    http.get(`${api}/countries`, () =>
      json({ data: [...s().countries].sort((a, b) => a.name.localeCompare(b.name)) }),
    ),

    http.get(`${api}/states`, ({ request }) => {
      const query = check(statesQuerySchema, queryOf(request), 'querystring');
      if (!query.ok) return query.response;
      const countryId = query.data.country_id;
      const state = s();
      if (countryId !== undefined && !state.countries.some((country) => country.id === countryId)) {
        return error(404, 'Country not found');
      }
      const states = state.states
        .filter((entry) => countryId === undefined || entry.country_id === countryId)
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
      return json({ data: states });
    }),

    // No areas in the mock shop (issue 42): the address form then asks for none.
    http.get(`${api}/states/:stateId/areas`, ({ params }) => {
      const path = check(stateParams, params, 'params');
      if (!path.ok) return path.response;
      return s().states.some((entry) => entry.id === path.data.stateId)
        ? json({ data: [] })
        : error(404, 'State not found');
    }),

    // Cards are not taken here (create-order refuses them), as by a shop without card payments.
    http.get(`${api}/payments/config`, () =>
      // No Paystack in the mock: Bank Transfer is offered, Pay with Transfer is not (issue 39).
      json({ data: { cards: false, test_mode: false, bank_transfer: true, transfer: false } }),
    ),

    http.get(`${api}/delivery-channel`, () =>
      json({
        data: s().deliveryChannels.map((channel) => ({
          id: channel.id,
          name: channel.name,
          fee: koboToNaira(channel.feeKobo),
          description: channel.description,
          // The mock shop has no zones nor delivery windows (issue 26): every channel, everywhere, any day.
          has_windows: false,
          by_area: false,
        })),
      }),
    ),

    http.get(`${api}/address`, ({ request }) => {
      const auth = signedIn(request);
      return auth instanceof Response ? auth : json({ data: addressOf(s(), auth.user.id) });
    }),

    // One address per shopper: the first POST creates it, later ones update it.
    http.post(`${api}/address`, async ({ request }) => {
      const auth = signedIn(request);
      if (auth instanceof Response) return auth;
      const input = await readInput(request, addressSchema);
      if (!input.ok) return input.response;
      const state = s();
      const countryId = Number(input.data.country_id);
      const stateId = Number(input.data.state_id);
      const errors: Record<string, string[]> = {};
      if (!state.countries.some((entry) => entry.id === countryId)) {
        errors.country_id = ['The selected country is invalid.'];
      }
      const region = state.states.find((entry) => entry.id === stateId);
      if (!region) errors.state_id = ['The selected state is invalid.'];
      else if (!errors.country_id && region.country_id !== countryId) {
        errors.state_id = [ADDRESS_MESSAGES.stateNotInCountry];
      }
      const first = Object.values(errors)[0]?.[0];
      if (first) return error(422, first, errors);
      const existing = state.addresses.find((entry) => entry.userId === auth.user.id);
      const fields = {
        country_id: String(countryId),
        state_id: String(stateId),
        street_no: input.data.street_no,
        nearest_landmark: input.data.nearest_landmark,
        address: input.data.address,
        city: input.data.city,
        zip_code: input.data.zip_code,
      };
      if (existing) Object.assign(existing, fields);
      else state.addresses.push({ id: state.nextId.address++, userId: auth.user.id, ...fields });
      changed();
      return json(
        {
          data: addressOf(s(), auth.user.id),
          message: existing ? ADDRESS_MESSAGES.updated : ADDRESS_MESSAGES.created,
        },
        existing ? 200 : 201,
      );
    }),
  ];
}
