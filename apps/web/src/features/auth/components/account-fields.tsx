import { MAX_LENGTH } from '@oko/shared/constants';
import { FormField, type FormFieldProps } from '@/components/ui/form-field';
import type { FieldProps } from '@/lib/api-form';

// The account forms' fields (spec section 5), the same in every form that asks for them.

type Field = Omit<FormFieldProps, 'label'> & { label?: string };

export function EmailField({ label = 'Email', ...field }: Field) {
  return (
    <FormField label={label} maxLength={MAX_LENGTH.email} type="email" autoComplete="email" {...field} />
  );
}

/** A password; the browser offers a new one unless it is the current one. */
export function PasswordField({ label = 'Password', autoComplete = 'new-password', ...field }: Field) {
  return (
    <FormField
      label={label}
      maxLength={MAX_LENGTH.password}
      type="password"
      autoComplete={autoComplete}
      {...field}
    />
  );
}

/** A new password and its confirmation. */
export function NewPasswordFields({
  label = 'Password',
  password,
  confirmation,
}: {
  label?: string;
  password: FieldProps;
  confirmation: FieldProps;
}) {
  return (
    <>
      <PasswordField label={label} {...password} />
      <PasswordField label="Confirm Password" {...confirmation} />
    </>
  );
}

/** First Name and Last Name. */
export function NameFields({ name, lastName }: { name: FieldProps; lastName: FieldProps }) {
  return (
    <>
      <FormField label="First Name" maxLength={MAX_LENGTH.name} autoComplete="given-name" {...name} />
      <FormField label="Last Name" maxLength={MAX_LENGTH.lastName} autoComplete="family-name" {...lastName} />
    </>
  );
}
