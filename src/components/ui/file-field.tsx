import { useRef, useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './button-class';
import { FieldShell, splitLabelled, type LabelledProps } from './field-shell';

type FileInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'value' | 'onChange' | 'className' | 'aria-invalid' | 'aria-describedby'
>;

export interface FileFieldProps extends FileInputProps, LabelledProps {
  /** Called with the picked file, or null when the choice is cleared. */
  readonly onChange: (file: File | null) => void;
}

/**
 * A labelled file picker for one file, wired like `Field` (label, hint or error as its
 * description). The browser's own picker button is worded in the browser's language, not the
 * app's: it stays the control (visually hidden, focusable, named by the label) while a button
 * look and the chosen file's name are shown in the app's language (`common:file.*`). The
 * browser keeps the choice: give it a new `key` to clear it.
 */
export function FileField(props: FileFieldProps) {
  const { t } = useTranslation('common');
  const [shell, { onChange, ...input }] = splitLabelled(props);
  const ref = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState('');
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0] ?? null;
    setChosen(file?.name ?? '');
    onChange(file);
  };
  return (
    <FieldShell {...shell}>
      {(wiring) => (
        <div className="mt-1 flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <input
            {...input}
            {...wiring}
            ref={ref}
            type="file"
            className="peer sr-only"
            onChange={pick}
          />
          {/* Hidden from assistive technology: the input above is the control they use. */}
          <span
            aria-hidden="true"
            className={buttonClass({
              variant: 'secondary',
              size: 'sm',
              className:
                'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-orange-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
            })}
            onClick={() => ref.current?.click()}
          >
            {t('file.choose')}
          </span>
          <span
            aria-hidden="true"
            className="min-w-0 truncate text-sm text-slate-700"
            data-testid="file-field-chosen"
          >
            {chosen || t('file.none')}
          </span>
        </div>
      )}
    </FieldShell>
  );
}
