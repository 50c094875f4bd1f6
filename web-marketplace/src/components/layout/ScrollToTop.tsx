import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** New pages start at the top, as they would with full page loads. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
