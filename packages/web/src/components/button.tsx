import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

function classes(variant: ButtonVariant, size: 'md' | 'lg', extra?: string): string {
  return ['btn', `btn-${variant}`, size === 'lg' ? 'btn-lg' : '', extra ?? ''].filter(Boolean).join(' ');
}

/** `ref` included: React 19 passes it as a plain prop, so callers can focus the button. */
interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
}

/** A real <button> (type="button" unless told) so keyboard and screen readers get native behaviour. */
export function Button({ variant = 'primary', size = 'md', className, type = 'button', ref, ...rest }: ButtonProps) {
  return <button ref={ref} type={type} className={classes(variant, size, className)} {...rest} />;
}

interface ButtonLinkProps {
  to: string;
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  className?: string;
  children: ReactNode;
}

/** Navigation styled as a button: it stays a link for assistive technology. */
export function ButtonLink({ to, variant = 'primary', size = 'md', className, children }: ButtonLinkProps) {
  return (
    <Link to={to} className={classes(variant, size, className)}>
      {children}
    </Link>
  );
}
