import { useTranslation } from 'react-i18next';
import { Field, type FieldProps } from '@/components/ui';

/**
 * The account email field of the auth forms: labelled "Email address", an email keyboard,
 * required. `autoComplete` is "email" unless the form says otherwise ("username" on login).
 */
export function EmailField(props: Omit<FieldProps, 'label' | 'type' | 'inputMode'>) {
  const { t } = useTranslation('auth');
  return (
    <Field
      autoComplete="email"
      required
      {...props}
      label={t('fields.email')}
      type="email"
      inputMode="email"
    />
  );
}
