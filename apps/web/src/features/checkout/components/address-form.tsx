import { MAX_LENGTH } from '@oko/shared/constants';
import { Button } from '@/components/ui/button';
import { useWatch } from 'react-hook-form';
import { type Address, type AddressInput, addressSchema } from '@oko/shared/schemas/address';
import { FormField } from '@/components/ui/form-field';
import { useApiForm } from '@/lib/api-form';
import { Spinner } from '@/components/ui/spinner';
import { SelectField } from '@/components/ui/select-field';
import { type Country, useCountries } from '../api/get-countries';
import { type State, useStates } from '../api/get-states';
import { useAreas } from '../api/get-areas';
import { useSaveAddress } from '../api/save-address';

const FIELDS = [
  'country_id',
  'state_id',
  'area_id',
  'street_no',
  'nearest_landmark',
  'address',
  'city',
  'zip_code',
] as const satisfies readonly (keyof AddressInput)[];

const emptyAddress: AddressInput = {
  country_id: '',
  state_id: '',
  area_id: '',
  street_no: '',
  nearest_landmark: '',
  address: '',
  city: '',
  zip_code: '',
};

/**
 * The shop delivers in Nigeria (its only country in the demo shop): a new address starts there, so the shopper
 * chooses the state first. Another country stays one choice away where the shop lists more.
 */
const shopCountryId = (countries: Country[]) => {
  const country =
    countries.find((entry) => entry.name === 'Nigeria') ??
    (countries.length === 1 ? countries[0] : undefined);
  return country ? String(country.id) : '';
};

const fromRecord = (address: Address): AddressInput =>
  Object.fromEntries(FIELDS.map((field) => [field, address[field] ?? ''])) as AddressInput;

export type AddressFormProps = {
  /** The saved address to edit, or null to create the first one. */
  address: Address | null;
  onSaved: () => void;
};

/** The address's lines of text, in the spec's order, each as long as the API takes. */
const ADDRESS_LINES = [
  { label: 'Street No', name: 'street_no', autoComplete: 'address-line1' },
  { label: 'Nearest Landmark', name: 'nearest_landmark', autoComplete: undefined },
  { label: 'Address', name: 'address', autoComplete: 'address-line2' },
  { label: 'City', name: 'city', autoComplete: 'address-level2' },
  { label: 'Zip Code', name: 'zip_code', autoComplete: 'postal-code' },
] as const;

/**
 * Spec section 4, "Address form": "Create Address" without an address, "Update Address" with one; the shared
 * schema's messages in red under each field (the API answers the same ones).
 */
export function AddressForm(props: AddressFormProps) {
  const countries = useCountries();
  const states = useStates();
  if (countries.isError || states.isError) {
    return (
      <p role="alert" className="text-sm text-red-600">
        We could not load the countries and states. Please reload the page.
      </p>
    );
  }
  // The selects show the saved country and state only once their options exist: the form waits for them.
  if (countries.isPending || states.isPending) return <Spinner size="sm" />;
  return <AddressFormFields {...props} countries={countries.data} states={states.data} />;
}

function AddressFormFields({
  address,
  onSaved,
  countries,
  states,
}: AddressFormProps & { countries: Country[]; states: State[] }) {
  const mode = address ? 'edit' : 'create';
  const label = mode === 'create' ? 'Create Address' : 'Update Address';
  const save = useSaveAddress({ mode });
  // A failure is the mutation's notification (spec section 8); the fields take the API's messages.
  const form = useApiForm({
    schema: addressSchema,
    defaultValues: address ? fromRecord(address) : { ...emptyAddress, country_id: shopCountryId(countries) },
    send: save.mutateAsync,
    onSent: onSaved,
  });
  const { errors, isSubmitting } = form.formState;
  const countryId = useWatch({ control: form.control, name: 'country_id' });
  const statesOfCountry = states.filter((state) => String(state.country_id) === countryId);
  const countryField = form.register('country_id');
  const stateId = useWatch({ control: form.control, name: 'state_id' });
  const stateField = form.field('state_id');
  // Issue 42: the state's local government areas, after the state; optional (without one, the state's fee).
  const areas = useAreas(/^\d+$/.test(stateId) ? Number(stateId) : null);
  const areasOfState = areas.data ?? [];

  return (
    <form noValidate aria-label={label} onSubmit={form.onSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Country"
          error={errors.country_id?.message}
          {...countryField}
          onChange={async (event) => {
            await countryField.onChange(event);
            // A state belongs to one country: choosing another country asks for its state again.
            form.setValue('state_id', '');
            form.setValue('area_id', '');
          }}
        >
          <option value="">Select country</option>
          {countries.map((country) => (
            <option key={country.id} value={String(country.id)}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="State"
          disabled={!countryId}
          {...stateField}
          onChange={async (event) => {
            await stateField.onChange(event);
            // An area belongs to one state: choosing another state asks for its area again.
            form.setValue('area_id', '');
          }}
        >
          <option value="">{countryId ? 'Select state' : 'Select a country first'}</option>
          {statesOfCountry.map((state) => (
            <option key={state.id} value={String(state.id)}>
              {state.name}
            </option>
          ))}
        </SelectField>
        {areasOfState.length > 0 ? (
          <SelectField label="Local Government Area" {...form.field('area_id')}>
            <option value="">Select area (optional)</option>
            {areasOfState.map((area) => (
              <option key={area.id} value={String(area.id)}>
                {area.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        {ADDRESS_LINES.map(({ label, name, autoComplete }) => (
          <FormField
            key={name}
            label={label}
            maxLength={MAX_LENGTH.addressLine}
            autoComplete={autoComplete}
            {...form.field(name)}
          />
        ))}
      </div>
      <div>
        <Button type="submit" pending={isSubmitting}>
          {label}
        </Button>
      </div>
    </form>
  );
}
