/**
 * Vitest set-up of the tests that render (project `dom`, jsdom, vite.config.ts), after tests/setup/backend.ts:
 * jest-dom's matchers, React Testing Library's clean-up, and the browser APIs jsdom lacks that antd relies on.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import type * as UserEventModule from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';

// CI machines have 2 cores and run test files in parallel: give async queries room (they return as soon as met).
configure({ asyncUtilTimeout: 10000 });

// jsdom lacks these browser APIs that antd relies on.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      // The console's antd theme drops motion when the system asks to reduce it (src/components/antd/AntdRoot.tsx):
      // ask for it here, as the e2e does, so dialogs, drawers and menus are there at once (issue [R]).
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}

// jsdom computes a pseudo-element's style (`::before`, `::after`) by walking every antd style sheet, and the accessible
// name of each element a role query looks at asks for both: answer them with an empty style (no generated content),
// which is what jsdom found anyway, since it does not apply `content` (issue [R], docs/performance.md "Test suite").
const computedStyle = window.getComputedStyle.bind(window);
const noStyle = computedStyle(document.createElement('template'));
window.getComputedStyle = (element: Element, pseudo?: string | null): CSSStyleDeclaration =>
  pseudo ? noStyle : computedStyle(element);

// user-event waits a macrotask between two actions unless told `delay: null`; the screens need no such pause.
vi.mock('@testing-library/user-event', async (importOriginal) => {
  const original = await importOriginal<typeof UserEventModule>();
  type Options = Parameters<typeof original.userEvent.setup>[0];
  const setup = (options?: Options) => original.userEvent.setup({ delay: null, ...options });
  const userEvent = { ...original.userEvent, setup };
  return { ...original, default: userEvent, userEvent };
});

// Registered after the shared set-up's: vitest runs afterEach hooks in reverse, so the screens unmount first.
afterEach(() => cleanup());
