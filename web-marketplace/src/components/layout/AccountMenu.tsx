import type { User } from '@esm/contract/auth';
import { CalendarCheck, ChevronDown, FileText, MessageSquare, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { displayName } from '../../auth/use-auth';
import { Avatar } from './Avatar';

/** The signed-in user's menu: a disclosure button with their picture and name. */
export function AccountMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the route changes.
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="account-menu" ref={container}>
      <button
        type="button"
        className="account-menu__trigger"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar user={user} />
        <span className="account-menu__name">{displayName(user)}</span>
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      {open && (
        <ul id={menuId} className="account-menu__list">
          <li>
            <Link to="/bookings">
              <CalendarCheck size={16} aria-hidden="true" /> My Bookings
            </Link>
          </li>
          <li>
            <Link to="/messages">
              <MessageSquare size={16} aria-hidden="true" /> Messages
            </Link>
          </li>
          <li>
            <Link to="/quotes">
              <FileText size={16} aria-hidden="true" /> My Quotes
            </Link>
          </li>
          <li>
            <Link to="/complete-profile">
              <UserRound size={16} aria-hidden="true" /> My Profile
            </Link>
          </li>
        </ul>
      )}
    </div>
  );
}
