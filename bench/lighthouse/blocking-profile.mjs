// Where a page's total blocking time comes from, next to its twin's (bench/lighthouse.mjs
// --profile). Lighthouse's long-tasks audit keeps, in its debug data, every main-thread task of
// 50 ms or more with its simulated duration (4× CPU throttling) and the script it is attributed
// to; TBT is the sum of each task's time over 50 ms, so these tasks are what it is made of.
// The simulation keeps no split per kind of work inside a task (all of it lands in `other`):
// the kinds come from mainthread-work-breakdown, for the whole page.

/** Lighthouse's task groups, shortened for one line per task. */
const GROUP_LABELS = {
  scriptEvaluation: 'eval',
  scriptParseCompile: 'compile',
  styleLayout: 'layout',
  paintCompositeRender: 'paint',
  parseHTML: 'html',
  garbageCollection: 'gc',
  other: 'other',
};

/**
 * The long tasks of one Lighthouse result: [{ url, start, duration, blocking, groups }], in ms
 * (simulated), `url` shortened to its file name, `groups` { label: ms } without the zero ones.
 */
export function longTasks(lhr) {
  const debug = lhr.audits['long-tasks']?.details?.debugData;
  if (!debug?.tasks) return [];
  return debug.tasks
    .map((task) => {
      const groups = {};
      for (const [group, label] of Object.entries(GROUP_LABELS)) {
        if (task[group] > 0) groups[label] = task[group];
      }
      const url = debug.urls[task.urlIndex] ?? '';
      return {
        url: url.split('?')[0].split('/').pop() || '(page)',
        start: task.startTime,
        duration: task.duration,
        blocking: Math.max(0, task.duration - 50),
        groups,
      };
    })
    .sort((a, b) => a.start - b.start);
}

/** Milliseconds of main-thread work per group (simulated), from mainthread-work-breakdown. */
export function workByGroup(lhr) {
  const items = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  return Object.fromEntries(
    items.map((item) => [GROUP_LABELS[item.group] ?? item.group, item.duration]),
  );
}

/** The timed metrics of Lighthouse's performance score, with the names it prints. */
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['speed-index', 'SI'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
];

const ms = (value) => String(Math.round(value)).padStart(5);

/**
 * Prints one run's profile: its metrics page / twin,  main-thread work per group side by side, then each long task (start, duration, blocking part, script, where its time went).
 */
export function printProfile(route, lhr, twin) {
  const page = workByGroup(lhr);
  const bare = workByGroup(twin);
  const metric = (result, id) => Math.round(result.audits[id]?.numericValue ?? 0);
  const score = (result) => Math.round((result.categories.performance.score ?? 0) * 100);
  console.log(
    `  ${route}: this run, page / twin: perf ${score(lhr)}/${score(twin)}, ` +
      METRICS.map(([id, name]) => `${name} ${metric(lhr, id)}/${metric(twin, id)} ms`).join(', '),
  );
  const groups = [...new Set([...Object.keys(page), ...Object.keys(bare)])];
  console.log(`  ${route}: main-thread work, ms (page / twin)`);
  console.log(
    `    ${groups.map((g) => `${g} ${Math.round(page[g] ?? 0)}/${Math.round(bare[g] ?? 0)}`).join(', ')}`,
  );
  for (const [label, result] of [
    ['page', lhr],
    ['twin', twin],
  ]) {
    const tasks = longTasks(result);
    const blocking = tasks.reduce((sum, t) => sum + t.blocking, 0);
    console.log(`    ${label}: ${tasks.length} long tasks, ${Math.round(blocking)} ms over 50 ms`);
    for (const t of tasks) {
      const kinds = Object.keys(t.groups);
      const where =
        kinds.length === 1 && kinds[0] === 'other'
          ? ''
          : Object.entries(t.groups)
              .sort((a, b) => b[1] - a[1])
              .map(([g, v]) => `${g} ${Math.round(v)}`)
              .join(', ');
      console.log(
        `      at ${ms(t.start)}  ${ms(t.duration)} (+${Math.round(t.blocking)})  ${t.url.padEnd(28)} ${where}`.trimEnd(),
      );
    }
  }
}
