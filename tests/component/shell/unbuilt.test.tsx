/**
 * A screen deliberately left unbuilt (the route table's `unbuilt`: /CammelCase, whose path is all §2 gives) says why
 * on its "under construction" screen; another unbuilt screen keeps the plain notice.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalog } from '@/entities/routes/catalog';
import * as table from '@/app/routes/pages';
import { findRoute, isBuilt } from '@/app/routes/table';
import { renderConsole, signInAs } from '../harness';

describe('an unbuilt screen', () => {
  it('says why it is left unbuilt when the route table gives a reason', async () => {
    await signInAs('admin', 'admin123');
    renderConsole('/CammelCase');
    expect(await screen.findByText('页面建设中')).toBeInTheDocument();
    expect(screen.getByText(findRoute('/CammelCase')!.unbuilt!['zh-CN'])).toBeInTheDocument();
  });

  it('otherwise shows the plain notice', async () => {
    await signInAs('admin', 'admin123');
    // Any screen not built yet, without a reason.
    const plain = catalog.find((r) => !isBuilt(table, r.path) && !r.unbuilt && !r.parent && r.permission !== null)!;
    renderConsole(plain.path);
    expect(await screen.findByText('页面建设中')).toBeInTheDocument();
    expect(screen.getByText(/页面尚未建成/)).toBeInTheDocument();
  });
});
