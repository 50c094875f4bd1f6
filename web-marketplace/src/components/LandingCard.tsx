import type { ReactNode } from 'react';

/**
 * The one card a page shows instead of its content when there is nothing to show there: a page
 * or a record not found, a sign-in needed, a plan that does not exist. Its actions are the ways on.
 */
export function LandingCard({
  title,
  text,
  actions,
  above,
}: {
  title: string;
  text: ReactNode;
  /** The links or buttons out: one, or several in a row. */
  actions: ReactNode;
  /** An icon, an eyebrow or a code shown over the title. */
  above?: ReactNode;
}) {
  return (
    <div className="landing-card">
      {above}
      <h1 className="landing-card__title">{title}</h1>
      <p className="landing-card__text">{text}</p>
      <div className="button-row button-row--center">{actions}</div>
    </div>
  );
}
