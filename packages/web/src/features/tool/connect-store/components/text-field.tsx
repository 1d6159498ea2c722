import type { ComponentPropsWithRef } from 'react';

interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  id: string;
  label: string;
  help: string;
  /** Shown under the field and tied to it; the field is then marked invalid. */
  error: string | null;
}

/** A labelled input whose help and error are read with it (aria-describedby). */
export function TextField({ id, label, help, error, ...input }: TextFieldProps) {
  return (
    <div className="store-field">
      <label htmlFor={id} className="tool-label">
        {label}
      </label>
      <p id={`${id}-help`} className="tool-help">
        {help}
      </p>
      <input
        id={id}
        className="store-input"
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-help ${id}-error` : `${id}-help`}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="tool-field-error store-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
