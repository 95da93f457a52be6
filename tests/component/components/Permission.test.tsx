import { render, renderHook, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HasPermission, HasRole, usePermission } from '@/components/Permission';
import { useSession } from '@/stores/session';
import { signInAs } from '../harness';

function as(roles: string[], permissions: string[]) {
  act(() => useSession.setState({ roles, permissions }));
}

/** Catches a render error so the test can read its message. */
class Catch extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message !== null ? <p role="alert">{this.state.message}</p> : this.props.children;
  }
}

afterEach(() => {
  useSession.setState({ roles: [], permissions: [] });
  vi.restoreAllMocks();
});

describe('§5 <HasRole>', () => {
  it('admin passes every role check', () => {
    as(['admin'], []);
    render(
      <>
        <HasRole roles={['dispatcher']}><span>dispatch button</span></HasRole>
        <HasRole roles={['finance', 'audit']}><span>finance button</span></HasRole>
      </>,
    );
    expect(screen.getByText('dispatch button')).toBeInTheDocument();
    expect(screen.getByText('finance button')).toBeInTheDocument();
  });

  it('a listed role passes; others see nothing, or the fallback', () => {
    as(['dispatcher'], ['*:*:*']);
    render(
      <>
        <HasRole roles={['finance', 'dispatcher']}><span>dispatch button</span></HasRole>
        <HasRole roles={['finance']}><span>finance button</span></HasRole>
        <HasRole roles={['audit']} fallback={<span>no audit</span>}>
          <span>audit button</span>
        </HasRole>
      </>,
    );
    expect(screen.getByText('dispatch button')).toBeInTheDocument();
    expect(screen.queryByText('finance button')).toBeNull();
    expect(screen.queryByText('audit button')).toBeNull();
    expect(screen.getByText('no audit')).toBeInTheDocument();
  });

  it("an empty list throws 'set the role tag value'", () => {
    as(['admin'], ['*:*:*']);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Catch>
        <HasRole roles={[]}>x</HasRole>
      </Catch>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^set the role tag value$/);
  });

  it('follows the session when roles change', () => {
    as([], []);
    render(<HasRole roles={['supplier']}><span>supplier button</span></HasRole>);
    expect(screen.queryByText('supplier button')).toBeNull();
    as(['supplier'], []);
    expect(screen.getByText('supplier button')).toBeInTheDocument();
  });
});

describe('§5 <HasPermission>', () => {
  it('*:*:* passes every permission check', () => {
    as([], ['*:*:*']);
    render(
      <>
        <HasPermission codes={['order:export']}><span>export</span></HasPermission>
        <HasPermission codes={['bill:confirm', 'bill:void']}><span>confirm</span></HasPermission>
      </>,
    );
    expect(screen.getByText('export')).toBeInTheDocument();
    expect(screen.getByText('confirm')).toBeInTheDocument();
  });

  it('a listed code passes; others are hidden, or show the fallback', () => {
    as(['admin'], ['order:export', 'branchOrder']);
    render(
      <>
        <HasPermission codes={['bill:export', 'order:export']}><span>export</span></HasPermission>
        <HasPermission codes={['bill:confirm']}><span>confirm</span></HasPermission>
        <HasPermission codes={['bill:void']} fallback="read only">
          <span>void</span>
        </HasPermission>
      </>,
    );
    expect(screen.getByText('export')).toBeInTheDocument();
    expect(screen.queryByText('confirm')).toBeNull();
    expect(screen.queryByText('void')).toBeNull();
    expect(screen.getByText('read only')).toBeInTheDocument();
  });

  it("an empty list throws 'set the permission tag value'", () => {
    as([], ['*:*:*']);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Catch>
        <HasPermission codes={[]}>x</HasPermission>
      </Catch>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^set the permission tag value$/);
  });
});

describe('usePermission()', () => {
  it('answers can() and hasRole() for the signed-in demo accounts', async () => {
    await signInAs('supplier', 'supplier123');
    const { result } = renderHook(() => usePermission());
    const { permissions, roles } = useSession.getState();
    expect(permissions).not.toContain('*:*:*');
    expect(roles).not.toContain('admin');
    expect(result.current.can([permissions[0]!])).toBe(true);
    expect(result.current.can(['no-such:permission'])).toBe(false);
    if (roles[0]) expect(result.current.hasRole([roles[0]])).toBe(true);
    expect(result.current.hasRole(['no-such-role'])).toBe(false);
    expect(() => result.current.can([])).toThrow('set the permission tag value');
    expect(() => result.current.hasRole([])).toThrow('set the role tag value');

    await act(() => signInAs('admin', 'admin123'));
    expect(result.current.can(['no-such:permission'])).toBe(true);
    expect(result.current.hasRole(['no-such-role'])).toBe(useSession.getState().roles.includes('admin'));
  });
});
