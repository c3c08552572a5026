import { describe, expect, it, vi } from 'vitest';
import { z } from './zod';
import { lazySchema } from './lazySchema';

describe('a schema loaded with the first value it checks', () => {
  it('loads once and checks every value as the schema itself does', async () => {
    const schema = z.object({ id: z.number() });
    const load = vi.fn(() => Promise.resolve(schema));
    const lazy = lazySchema(load);
    expect(load).not.toHaveBeenCalled();
    expect(await lazy['~standard'].validate({ id: 1 })).toEqual({ value: { id: 1 } });
    const failed = await lazy['~standard'].validate({ id: 'one' });
    expect(failed).toHaveProperty('issues');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails the check when its code does not load, and loads again for the next', async () => {
    const schema = z.string();
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(schema);
    const lazy = lazySchema(load);
    await expect(lazy['~standard'].validate('a')).rejects.toThrow('offline');
    expect(await lazy['~standard'].validate('a')).toEqual({ value: 'a' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
