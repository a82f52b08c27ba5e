/**
 * Jest's test sequencer, estimating the files it has no time for.
 *
 * Jest runs the slowest files first so that both workers finish together, taking each file's
 * time from its cache of the last run. Without one (a fresh clone, a cleared cache) it orders
 * files by size, and the fuzz shards, four small files that send thousands of requests each,
 * would run last: one worker would finish the last of them alone while the other waits. A
 * file jest has not timed gets an estimate instead: the fuzz shards about 20 s, an integration
 * file 2 s, any other 0.5 s, plus a little for its size so that larger files still go first.
 */
const Sequencer = require('@jest/test-sequencer').default;

/** Estimated milliseconds of a test file jest has no time for. */
function estimate(test) {
  const size = test.context.hasteFS.getSize(test.path) ?? 0;
  if (/[/\\]fuzz-sample[^/\\]*\.test\.ts$/.test(test.path)) return 20_000 + size;
  if (test.context.config.displayName?.name === 'integration') return 2_000 + size;
  return 500 + size / 10;
}

class EstimatingSequencer extends Sequencer {
  time(test) {
    return super.time(test) ?? estimate(test);
  }
}

module.exports = EstimatingSequencer;
