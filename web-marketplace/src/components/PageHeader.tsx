import type { ReactNode } from 'react';

/** The coloured title band at the top of informational pages. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="page-header">
      <div className="container">
        <h1>{title}</h1>
        {children && <p>{children}</p>}
      </div>
    </header>
  );
}
