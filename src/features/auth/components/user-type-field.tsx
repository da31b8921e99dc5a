import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui';
import { USER_TYPES, type UserType } from '../model';

interface UserTypeFieldProps {
  readonly value: UserType | '';
  readonly onChange: (value: UserType | '') => void;
  readonly error?: string | undefined;
}

/** The user type select of the sign-up form (client, contractor, general contractor, sub). */
export function UserTypeField({ value, onChange, error }: UserTypeFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <Select
      id="sign-up-user-type"
      name="user_type"
      required
      label={t('fields.userType')}
      value={value}
      onChange={(chosen) => onChange(USER_TYPES.find((type) => type === chosen) ?? '')}
      error={error}
    >
      <option value="" disabled>
        {t('fields.chooseUserType')}
      </option>
      {USER_TYPES.map((type) => (
        <option key={type} value={type}>
          {t(`userTypes.${type}`)}
        </option>
      ))}
    </Select>
  );
}
