/**
 * The react-router internals the shell relies on (src/app/layout/routerInternals.tsx) still do what the shell needs:
 * a router upgrade that renames or changes them fails here, not in a user's tab switch.
 */
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, Routes, Route, useLocation, useNavigationType, type Location } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PinnedLocation, useRouter } from '@/app/layout/routerInternals';

function Where({ label }: { label: string }) {
  const location = useLocation();
  return <p data-testid={label}>{`${location.pathname}${location.search} ${useNavigationType()}`}</p>;
}

const Counted = () => <Where label="pinned" />;

function NavigateButton() {
  const router = useRouter();
  return <button onClick={() => void router.navigate('/b?x=1')}>go</button>;
}

const pinnedAt: Location = { pathname: '/a', search: '?tab=1', hash: '', state: null, key: 'pinned' };

describe('react-router internals', () => {
  it('a pinned subtree sees its own location and matches its own routes from the top, whatever the router navigates to', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <Where label="router" />
              <NavigateButton />
              <PinnedLocation location={pinnedAt}>
                <Where label="pane" />
                <Routes location={pinnedAt}>
                  <Route path="/a" element={<Counted />} />
                </Routes>
              </PinnedLocation>
            </>
          ),
        },
      ],
      { initialEntries: ['/start'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByTestId('router')).toHaveTextContent('/start POP');
    expect(screen.getByTestId('pinned')).toHaveTextContent('/a?tab=1 POP');
    // What the pane draws outside its routes (its error boundary, its antd providers) sees the pane's location too.
    expect(screen.getByTestId('pane')).toHaveTextContent('/a?tab=1 POP');
    await act(async () => screen.getByRole('button', { name: 'go' }).click());
    expect(router.state.location.pathname).toBe('/b');
    expect(screen.getByTestId('router')).toHaveTextContent('/b?x=1 PUSH');
    expect(screen.getByTestId('pinned')).toHaveTextContent('/a?tab=1 POP');
    expect(screen.getByTestId('pane')).toHaveTextContent('/a?tab=1 POP');
  });

  it('useRouter outside a data router says so', () => {
    const Bare = () => {
      useRouter();
      return null;
    };
    expect(() => render(<Bare />)).toThrow('useRouter outside the data router');
  });
});
