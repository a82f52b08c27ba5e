/**
 * The logger under tests (lib/server/logger.ts) is silent, and loading it hooks nothing on
 * the process. Each jest test file loads the app's modules afresh in one worker process, so
 * an exit hook added per load would pile up there (Node's "possible EventEmitter memory leak"
 * warning in every run).
 */
describe('logger under tests', () => {
  it('adds no exit hook to the process when it is loaded', () => {
    // As in a jest worker, whose stdout jest leaves as it is: pino keeps a buffered stdout of
    // its own, with an exit hook, unless stdout's write was replaced, as jest's own process does.
    const write = process.stdout.write;
    process.stdout.write = Object.getPrototypeOf(process.stdout).write;
    const hooks = jest.spyOn(process, 'on');
    try {
      jest.isolateModules(() => {
        const { logger } =
          jest.requireActual<typeof import('@/lib/server/logger')>('@/lib/server/logger');
        expect(logger.level).toBe('silent');
      });
      expect(hooks.mock.calls.filter(([event]) => event === 'exit')).toEqual([]);
    } finally {
      hooks.mockRestore();
      process.stdout.write = write;
    }
  });
});
