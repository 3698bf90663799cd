import type { ButtonHTMLAttributes, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: 'md' | 'small';
  /** Busy: disabled, a spinner before the text, aria-busy for assistive technology. */
  busy?: boolean;
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** The one button: variants of the design system, a busy state, `type="button"` unless told. */
export function Button({ variant = 'primary', size = 'md', busy = false, block = false, className, disabled, children, type = 'button', ...rest }: ButtonProps) {
  const classes = [
    'fw-button',
    variant !== 'primary' && `fw-button--${variant}`,
    size === 'small' && 'fw-button--small',
    block && 'fw-button--block',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (

    <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && <span className="fw-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
