// A required outlined text field that looks and behaves like the MUI TextField of the rest of the
// app (floating label, notched outline, helper text for the error), written without MUI so the
// login page, the first load, carries no component library.
import { useState, type ReactNode } from 'react';
import styles from './LoginPage.module.css';

export interface LoginFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The error text under the field; the field is marked invalid while there is one. */
  error?: string;
  type?: 'text' | 'password';
  autoComplete: string;
  autoFocus?: boolean;
  /** A control inside the field's end (the password's show/hide button). */
  endAdornment?: ReactNode;
}

// Between a required field's label and its asterisk, as in the rest of the app (MUI).
const THIN_SPACE = '\u2009';

const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

export function LoginField({ id, label, value, onChange, error, type = 'text', autoComplete, autoFocus, endAdornment }: LoginFieldProps) {
  const [focused, setFocused] = useState(false);
  // The browser's autofill fills the input without an input event: a CSS animation that only
  // autofilled inputs run tells us, so the label moves out of the way as it does for typed text.
  const [autofilled, setAutofilled] = useState(false);
  const shrink = focused || value !== '' || autofilled;
  const helperId = `${id}-helper-text`;
  const invalid = error !== undefined;
  return (
    <div className={styles.field}>
      <label
        id={`${id}-label`}
        htmlFor={id}
        data-shrink={shrink}
        className={cx(styles.label, shrink && styles.labelShrink, focused && styles.focused, invalid && styles.error)}
      >
        {label}
        <span aria-hidden="true" className={styles.asterisk}>
          {THIN_SPACE}*
        </span>
      </label>
      <div className={cx(styles.inputRoot, endAdornment !== undefined && styles.adornedEnd, focused && styles.focused, invalid && styles.error)}>
        <input
          id={id}
          className={styles.input}
          type={type}
          value={value}
          required
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          aria-invalid={invalid}
          aria-describedby={invalid ? helperId : undefined}
          onChange={(event) => {
            setAutofilled(false);
            onChange(event.target.value);
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onAnimationStart={(event) => {
            if (event.animationName === styles.autofillStart) setAutofilled(true);
            else if (event.animationName === styles.autofillCancel) setAutofilled(false);
          }}
        />
        {endAdornment !== undefined ? <div className={styles.adornment}>{endAdornment}</div> : null}
        <fieldset aria-hidden="true" className={styles.outline}>
          <legend className={cx(styles.notch, shrink && styles.notchOpen)}>
            <span>{`${label}${THIN_SPACE}*`}</span>
          </legend>
        </fieldset>
      </div>
      {invalid ? (
        <p id={helperId} className={styles.helper}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
