import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AntdConfig } from '@/components/antd/AntdRoot';

/** A `prefers-reduced-motion` setting the test can change while the console is open. */
function stubReducedMotion(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query === '(prefers-reduced-motion: reduce)' && matches;
        },
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: (_: string, fn: () => void) => listeners.add(fn),
        removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
  return (next: boolean) => {
    matches = next;
    listeners.forEach((fn) => fn());
  };
}

function Motion() {
  const { token } = theme.useToken();
  return <output data-testid="motion">{`${token.motion} ${token.motionDurationMid}`}</output>;
}

afterEach(() => vi.restoreAllMocks());

describe('antd motion follows the user’s reduce-motion preference', () => {
  it('is on by default and off while the system asks to reduce motion', () => {
    const setReduced = stubReducedMotion(false);
    render(
      <AntdConfig>
        <Motion />
      </AntdConfig>,
    );
    expect(screen.getByTestId('motion')).toHaveTextContent('true 0.2s');
    act(() => setReduced(true));
    expect(screen.getByTestId('motion')).toHaveTextContent('false 0s');
    act(() => setReduced(false));
    expect(screen.getByTestId('motion')).toHaveTextContent('true 0.2s');
  });

  it('is off from the first render when the preference is already set', () => {
    stubReducedMotion(true);
    render(
      <AntdConfig>
        <Motion />
      </AntdConfig>,
    );
    expect(screen.getByTestId('motion')).toHaveTextContent('false 0s');
  });
});
