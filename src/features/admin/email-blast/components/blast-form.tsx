import { useTranslation } from 'react-i18next';
import { Checkbox, CheckboxGroup, Field, Select, TextArea } from '@/components/ui';
import { LANGUAGES } from '@/constants/languages';
import type { ServerFieldError } from '../api';
import { AUDIENCES, EMPTY_TEXT, toggleLanguage, type Audience, type BlastDraft } from '../model';

const ALL_NAMES = LANGUAGES.map((l) => l.name);

interface BlastFormProps {
  readonly draft: BlastDraft;
  readonly onChange: (draft: BlastDraft) => void;
  /** The server's field errors (`audience`, `languages`, `content.<Language>.subject`...). */
  readonly errors: Readonly<Record<string, ServerFieldError>>;
}

/**
 * The blast's audience, its languages, and a subject and plain-text message for each chosen
 * language (labelled in that language's own name).
 */
export function BlastForm({ draft, onChange, errors }: BlastFormProps) {
  const { t } = useTranslation('blast');
  const errorText = (field: string) => {
    const error = errors[field];
    if (!error) return undefined;
    return error.code === 'validation_required' ? t('errors.required') : t('errors.invalid');
  };
  const setText = (name: string, key: 'subject' | 'body', value: string) =>
    onChange({
      ...draft,
      content: {
        ...draft.content,
        [name]: { ...(draft.content[name] ?? EMPTY_TEXT), [key]: value },
      },
    });
  return (
    <div className="mt-8 flex flex-col gap-6">
      <Select
        id="blast-audience"
        label={t('audience.label')}
        value={draft.audience}
        error={errorText('audience')}
        onChange={(value) => onChange({ ...draft, audience: value as Audience })}
      >
        {AUDIENCES.map((audience) => (
          <option key={audience} value={audience}>
            {t(`audience.${audience}`)}
          </option>
        ))}
      </Select>
      <CheckboxGroup
        id="blast-languages"
        legend={t('languages.legend')}
        hint={t('languages.hint')}
        error={errors.languages ? t('errors.noLanguage') : undefined}
      >
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {LANGUAGES.map((language) => (
            <Checkbox
              key={language.code}
              label={language.nativeName}
              lang={language.code}
              checked={draft.languages.includes(language.name)}
              onChange={(on) =>
                onChange({
                  ...draft,
                  languages: toggleLanguage(draft.languages, language.name, on, ALL_NAMES),
                })
              }
            />
          ))}
        </div>
      </CheckboxGroup>
      {LANGUAGES.filter((l) => draft.languages.includes(l.name)).map((language) => {
        const text = draft.content[language.name] ?? EMPTY_TEXT;
        return (
          <fieldset key={language.code} className="flex flex-col gap-3" lang={language.code}>
            <Field
              id={`blast-subject-${language.code}`}
              label={t('subject', { language: language.nativeName })}
              value={text.subject}
              maxLength={200}
              dir={language.dir}
              error={errorText(`content.${language.name}.subject`)}
              onChange={(value) => setText(language.name, 'subject', value)}
            />
            <TextArea
              id={`blast-body-${language.code}`}
              label={t('body', { language: language.nativeName })}
              hint={t('bodyHint')}
              rows={8}
              maxLength={20000}
              dir={language.dir}
              value={text.body}
              error={errorText(`content.${language.name}.body`)}
              onChange={(value) => setText(language.name, 'body', value)}
            />
          </fieldset>
        );
      })}
    </div>
  );
}
