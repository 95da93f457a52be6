/**
 * Vitest set-up of the tests that render (project `dom`, jsdom, vite.config.ts), after tests/setup/backend.ts:
 * jest-dom's matchers, React Testing Library's clean-up, and the browser APIs jsdom lacks that antd relies on.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI machines have 2 cores and run test files in parallel: async queries return as soon as met, and this is a
// backstop far above a wait's normal second (at load 12 the 10 s it was turned a sign-in's redirect red).
configure({ asyncUtilTimeout: 30_000 });

// jsdom lacks these browser APIs that antd relies on.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
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

// Registered after the shared set-up's: vitest runs afterEach hooks in reverse, so the screens unmount first.
afterEach(() => cleanup());
