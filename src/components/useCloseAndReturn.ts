/**
 * A form or step screen that succeeded closes its tab and shows the list it came from (docs/architecture.md "Shell" →
 * "Tabs": src/stores/tabs.ts `closeCurrentTab`), as the declared forms and row screens do.
 */
import { useLocation, useNavigate } from 'react-router-dom';
import { closeCurrentTab } from '@/stores/tabs';

/** The function that closes this screen's tab and goes `to` (its list). */
export function useCloseAndReturn(): (to: string) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (to) => closeCurrentTab({ from: pathname, to, navigate });
}
