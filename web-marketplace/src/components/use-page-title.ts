import { useEffect } from 'react';

/** Sets the document title per route, so tabs, history and screen readers name the page. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | EventHire UK` : 'EventHire UK — Event services across the UK';
  }, [title]);
}
