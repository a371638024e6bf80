import { nextTask } from '../core/one-per-task';

/**
 * A Module Federation runtime plugin: loading a remote runs in three tasks instead of one (its
 * remoteEntry.js evaluated; its share scope negotiated with the shell's; its module's chunks asked
 * for and run). In one go they made a long task on a phone while the page hydrated. Each shared
 * module the shell loads (`beforeLoadShare`) starts in a task of its own too: the shares a remote's
 * page asks for at once were one long task of microtasks.
 */
export const oneStepPerTaskPlugin = {
  name: 'arbora-one-step-per-task',
  async beforeInitContainer<T>(args: T): Promise<T> {
    await nextTask();
    return args;
  },
  async initContainer<T>(args: T): Promise<T> {
    await nextTask();
    return args;
  },
  async beforeLoadShare<T>(args: T): Promise<T> {
    await nextTask();
    return args;
  },
};
