import { TEST_IDS } from '@fachwerk/shared/contracts';
import { selectUserData, useAppSelector } from '@fachwerk/web/data-access';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSessionEndDialog } from './SessionEndDialog';

/** Up to two initials of the signed-in person, for the avatar. */
export function initialsOf(firstName: string | undefined, lastName: string | undefined): string {
  // The stored user data (§3) carries firstName only; lastName may be missing.
  return [firstName, lastName]
    .map((name) => (name ?? '').trim().charAt(0))
    .join('')
    .toLocaleUpperCase('de-DE');
}

/**
 * The header's user menu: avatar with initials, name and role; a disclosure (button + list of links,
 * the navigation-menu pattern) with Dashboard, Profile and Logout. Escape or a click elsewhere closes
 * it; Escape returns focus to the button. Logout asks for confirmation (§2).
 */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUserData);
  const [open, setOpen] = useState(false);
  const { open: openDialog, dialog } = useSessionEndDialog();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (e: PointerEvent) => root.current && !root.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const close = () => setOpen(false);
  return (
    <div
      className="fw-user-menu"
      ref={root}
      data-testid={TEST_IDS.userMenu}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          close();
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="fw-user-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="fw-avatar" aria-hidden="true">
          {initialsOf(user.firstName, user.lastName)}
        </span>
        <span className="fw-user-menu__who">
          <span className="fw-user-menu__name">{name}</span>
          <span className="fw-user-menu__role">{t(`roles.${user.userType}`)}</span>
        </span>
        <span className="fw-visually-hidden">{t('header.userMenu')}</span>
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" className="fw-user-menu__chevron">
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.8" fill="none" />
        </svg>
      </button>
      <div id={listId} className="fw-user-menu__panel" hidden={!open}>
        <p className="fw-user-menu__identity">
          <strong>{name}</strong>
          <span>{user.email}</span>
          <span>{t(`roles.${user.userType}`)}</span>
        </p>
        <ul className="fw-user-menu__list">
          <li>
            <Link to="/dashboard" onClick={close}>
              {t('header.dashboard')}
            </Link>
          </li>
          <li>
            <Link to="/profile" onClick={close}>
              {t('header.profile')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                openDialog('logout');
              }}
            >
              {t('header.logout')}
            </button>
          </li>
        </ul>
      </div>
      {dialog}
    </div>
  );
}
