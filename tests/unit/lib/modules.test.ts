import { describe, expect, it } from 'vitest';
import { loadedModule, preload, remembering } from '@/lib/modules';

describe('code loaded on demand, remembered once in', () => {
  it('gives the module at once after a load, not before; a failed load is tried again and not remembered', async () => {
    let fail = true;
    const load = remembering(() => (fail ? Promise.reject(new Error('network')) : Promise.resolve({ default: 'page' })));
    expect(loadedModule(load)).toBeUndefined();
    await expect(load()).rejects.toThrow('network');
    expect(loadedModule(load)).toBeUndefined();
    fail = false;
    await expect(load()).resolves.toEqual({ default: 'page' });
    expect(loadedModule(load)).toEqual({ default: 'page' });
  });

  it('preload settles whether the load succeeds, fails or there is none', async () => {
    await expect(preload(() => Promise.reject(new Error('x')))).resolves.toBeUndefined();
    await expect(preload(() => Promise.resolve(1))).resolves.toBeUndefined();
    await expect(preload(undefined)).resolves.toBeUndefined();
  });
});
