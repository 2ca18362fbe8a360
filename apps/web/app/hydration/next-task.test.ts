import { describe, expect, it, vi } from 'vitest';
import { inNextTask } from './next-task.ts';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('inNextTask', () => {
  it('runs the work after the current task, not in it', async () => {
    const work = vi.fn();
    inNextTask(work);
    await Promise.resolve();
    expect(work).not.toHaveBeenCalled();
    await nextTask();
    expect(work).toHaveBeenCalledOnce();
  });

  it('does not run cancelled work (an effect cleaned up before it ran)', async () => {
    const work = vi.fn();
    inNextTask(work)();
    await nextTask();
    expect(work).not.toHaveBeenCalled();
  });
});
