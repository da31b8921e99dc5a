import { useTranslation } from 'react-i18next';
import { USER_TYPES, type UserType } from '../model';
import { INPUT_CLASS } from './text-field';

interface UserTypeFieldProps {
  readonly value: UserType | '';
  readonly onChange: (value: UserType | '') => void;
  readonly error?: string | undefined;
}

/** The user type select of the sign-up form (client, contractor, general contractor, sub). */
export function UserTypeField({ value, onChange, error }: UserTypeFieldProps) {
  const { t } = useTranslation('auth');
  const errorId = error ? 'sign-up-user-type-error' : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="sign-up-user-type" className="text-sm font-medium text-slate-800">
        {t('fields.userType')}
      </label>
      <select
        id="sign-up-user-type"
        name="user_type"
        required
        value={value}
        onChange={(e) => {
          const next = USER_TYPES.find((type) => type === e.target.value);
          onChange(next ?? '');
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={INPUT_CLASS}
      >
        <option value="" disabled>
          {t('fields.chooseUserType')}
        </option>
        {USER_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`userTypes.${type}`)}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
