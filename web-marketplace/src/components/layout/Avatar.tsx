import type { User } from '@esm/contract/auth';
import { useState } from 'react';

/** The profile image when there is one (and it loads), otherwise the initials. */
export function Avatar({
  user,
}: {
  user: Pick<User, 'firstName' | 'lastName' | 'email' | 'profileImageUrl'>;
}) {
  const [failed, setFailed] = useState(false);
  const initials = `${user.firstName?.[0] ?? user.email?.[0] ?? ''}${user.lastName?.[0] ?? ''}`.toUpperCase();
  if (user.profileImageUrl && !failed) {
    return (
      <img
        className="avatar"
        src={user.profileImageUrl}
        alt=""
        width={32}
        height={32}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className="avatar avatar--initials" aria-hidden="true">
      {initials}
    </span>
  );
}
