import { useContext } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext } from 'react-router-dom';

/**
 * The router's own navigate, for the shell's frame (header, menu, tabs). In a data router `useNavigate` subscribes
 * its component to the route context, which changes on every navigation: the whole frame would render again on each
 * tab switch (twice: loading, then done). This one never changes, so only what shows the location renders again.
 * Paths are absolute (the console never navigates relatively).
 */
export function useRouterNavigate() {
  return useRouter().navigate;
}

/** The data router itself, for reading where it is at the time of an event (it never changes, so nothing re-renders). */
export function useRouter() {
  const context = useContext(DataRouterContext);
  if (!context) throw new Error('useRouter outside the data router');
  return context.router;
}
