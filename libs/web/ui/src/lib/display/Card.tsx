import type { HTMLAttributes, ReactNode } from 'react';

/** A white surface with a border, a soft shadow and an optional heading row with actions. */
export function Card({ title, actions, children, className, ...rest }: HTMLAttributes<HTMLElement> & { title?: ReactNode; actions?: ReactNode }) {
  return (
    <section className={['fw-card', className].filter(Boolean).join(' ')} {...rest}>
      {(title || actions) && (
        <header className="fw-card__header">
          {title && <h2 className="fw-card__title">{title}</h2>}
          {actions && <div className="fw-card__actions">{actions}</div>}
        </header>
      )}
      {children}
    </section>
  );
}

/** A person's or company's picture, or their initials on the brand tint when there is none. */
export function Avatar({ name, src, size = 40 }: { name: string; src?: string | null; size?: number }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return src ? (
    <img className="fw-avatar" src={src} alt="" width={size} height={size} />
  ) : (
    <span className="fw-avatar fw-avatar--initials" style={{ width: size, height: size, fontSize: size * 0.4 }} aria-hidden="true">
      {initials}
    </span>
  );
}
