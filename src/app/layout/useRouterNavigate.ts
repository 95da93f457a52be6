import { useRouter } from './routerInternals';

export { useRouter };

/**
 * The router's own navigate, for the shell's frame (header, menu, tabs). In a data router `useNavigate` subscribes
 * its component to the route context, which changes on every navigation: the whole frame would render again on each
 * tab switch (twice: loading, then done). This one never changes, so only what shows the location renders again.
 * Paths are absolute (the console never navigates relatively).
 */
export function useRouterNavigate() {
  return useRouter().navigate;
}
