import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { BaseSyntheticEvent } from 'react';
import type { z } from 'zod';
import { getErrorMessage, responseErrors } from './api-errors';

export type ApiFormOptions<Values extends FieldValues, Answer> = Omit<UseFormProps<Values>, 'resolver'> & {
  /**
   * The shared schema the API checks the same values with, so both give the same message for the same mistake;
   * or a resolver built on it, for a form whose fields are not the call's.
   */
  schema: z.ZodType<unknown, Values> | Resolver<Values>;
  /** The values go to the API as typed (naira stay naira strings), not as the schema turns them out. */
  raw?: boolean;
  /** Sends the checked values: the mutation's `mutateAsync`. */
  send: (values: Values) => Promise<Answer>;
  /** After the API said yes: the notice, the next page, the emptied form. */
  onSent?: (answer: Answer, values: Values) => unknown;
  /** A failure the form answers itself (a page to go to): true, and no error is shown. */
  onFailed?: (error: unknown, values: Values) => boolean;
  /** The fields a 422 may name (`unit.name`, `product_units.0.price_per_unit`); by default every field. */
  fields?: readonly string[];
};

export type ApiForm<Values extends FieldValues> = UseFormReturn<Values> & {
  /** The form's submit handler: checks, sends, and places what the API answered. */
  onSubmit: (event?: BaseSyntheticEvent) => void;
  /** What the API said when no field of the form is to blame (a 403, a 429, no network); null when nothing. */
  formError: string | null;
  /** A field's input props and its message (the schema's or the API's), for a `FormField`. */
  field: (name: Path<Values>, options?: RegisterOptions<Values>) => FieldProps;
};

export type FieldProps = UseFormRegisterReturn & { error?: string };

/**
 * A form of the storefront or the back office (STYLE.md "Forms"): react-hook-form checked with the shared zod
 * schema, sent through a mutation; the API's 422 field messages go under their fields as the form's own do, any
 * other failure is the form's error (`formError`), cleared on the next submit.
 */
export function useApiForm<Values extends FieldValues, Answer = unknown>({
  schema,
  raw,
  send,
  onSent,
  onFailed,
  fields,
  ...options
}: ApiFormOptions<Values, Answer>): ApiForm<Values> {
  const form = useForm<Values>({
    ...options,
    resolver:
      typeof schema === 'function'
        ? schema
        : ((raw
            ? zodResolver(schema as never, undefined, { raw: true })
            : zodResolver(schema as never)) as unknown as Resolver<Values>),
  });
  const handle = form.handleSubmit((values) =>
    send(values).then(
      (answer) => onSent?.(answer, values),
      (error: unknown) => {
        if (onFailed?.(error, values)) return;
        const known = fields ?? leafPaths(form.getValues());
        const message = applyServerErrors(error, known, form.setError);
        if (message) form.setError('root', { type: 'server', message });
      },
    ),
  );
  return {
    ...form,
    onSubmit: (event) => void handle(event),
    formError: form.formState.errors.root?.message ?? null,
    field: (name, registerOptions) => ({
      ...form.register(name, registerOptions),
      error: form.getFieldState(name, form.formState).error?.message,
    }),
  };
}

/** `{ unit: { name: '' }, units: [{ price: '' }] }` → `unit.name`, `units.0.price`: the names a 422 uses. */
function leafPaths(values: unknown, prefix = ''): string[] {
  if (values === null || typeof values !== 'object') return prefix ? [prefix] : [];
  const paths = Object.entries(values).flatMap(([key, value]) =>
    leafPaths(value, prefix ? `${prefix}.${key}` : key),
  );
  // An array the API may blame as a whole ("product_units: at least one unit").
  return Array.isArray(values) && prefix ? [prefix, ...paths] : paths;
}

/**
 * Puts the API's field errors (a 422's `errors`, DESIGN.md "API conventions") under the form's own fields, the
 * same way its own validation does. Answers the message for the form as a whole when no field of the form is
 * named (a 403, a 429, a network failure).
 */
function applyServerErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormReturn<Values>['setError'],
): string | null {
  let placed = false;
  for (const [field, messages] of Object.entries(responseErrors(error) ?? {})) {
    const message = Array.isArray(messages) ? messages[0] : undefined;
    if (typeof message === 'string' && fields.includes(field)) {
      setError(field as Path<Values>, { type: 'server', message });
      placed = true;
    }
  }
  return placed ? null : getErrorMessage(error);
}

/**
 * The resolver of a form whose fields are not the call's (naira and counts as typed, a day and a time for an
 * instant, areas by name for their ids): the shared schema checks what would be sent, `toInput(values)`, raw; its
 * messages stand under the form's fields of the same names, or of the names `rename` gives (`{ starts_at: 'starts'
 * }`). The values stay the form's: `send` turns them into the call's with the same `toInput`.
 */
export function inputResolver<Values extends FieldValues, Input>(
  schema: z.ZodType<unknown, Input>,
  toInput: (values: Values) => Input,
  rename: Readonly<Record<string, string>> = {},
): Resolver<Values> {
  const shared = zodResolver(schema as never, undefined, { raw: true });
  return async (values, context, options) => {
    const { errors } = await shared(toInput(values) as never, context, options as never);
    const named = Object.fromEntries(
      Object.entries(errors).map(([name, error]) => [rename[name] ?? name, error]),
    );
    return Object.keys(named).length > 0
      ? { values: {}, errors: named as never }
      : { values, errors: {} as Record<string, never> };
  };
}
