/**
 * What a back-office page loads before anyone acts: the frame (the admin layouts' client
 * components), the charted sections' tabs, and everything they import statically.
 * `npm run bench:admin-js` weighs each section's first load against the single page it
 * replaced; zod (≈ 18 kB gzip, reached through a contract a constant was read from) and Radix
 * Dialog (the phone sheet and the step-up window, ≈ 12 kB) belong to the moments that use
 * them, loaded on demand (`import()`, next/dynamic). The experiments' statistics (stdlib,
 * ≈ 78 kB gzip) and libphonenumber-js (its metadata, 32 kB gzip, on the leads and calls pages)
 * never reach the browser: the server sends the readout and the phones as people write them
 * (`phoneDisplay`).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT, staticImports } from './support/static-imports';

const FRAME = [
  'components/admin/shell/admin-providers.tsx',
  'components/admin/shell/admin-data-providers.tsx',
  'components/admin/shell/admin-shell.tsx',
];

/** The sections that draw the chart: the heaviest first loads. */
const CHARTED = [
  'components/admin/dashboard/dashboard-tab.tsx',
  'components/admin/analytics/analytics-tab.tsx',
];
/**
 * Every section's tab (components/admin/<section>/<section>-tab.tsx) but the two whose forms
 * read their constants from their contracts: settings and testimonials load zod up front and
 * still stay under the 230 kB budget (docs/benchmarks.md).
 */
const WITH_ZOD = new Set(['settings', 'testimonials']);
const TABS = readdirSync(path.join(ROOT, 'components/admin'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !WITH_ZOD.has(entry.name))
  .map((entry) => `components/admin/${entry.name}/${entry.name}-tab.tsx`)
  .filter((file) => existsSync(path.join(ROOT, file)));
const HEAVY = /^zod(\/|$)/;

const { files, packages } = staticImports(FRAME);

it('reaches the frame through the modules every section shares', () => {
  const reached = [...files].map((file) => path.relative(ROOT, file));
  expect(reached).toEqual(
    expect.arrayContaining([
      'components/admin/shell/admin-sidebar.tsx',
      'components/admin/shell/session-watch.tsx',
      'components/admin/step-up/step-up-dialog.tsx',
      'lib/contracts/admin/session.ts',
    ]),
  );
});

it('loads no zod with every back-office page', () => {
  expect(packages.filter(({ spec }) => HEAVY.test(spec))).toEqual([]);
});

it.each([...new Set([...CHARTED, ...TABS])])('%s loads zod only when a form is sent', (tab) => {
  const section = staticImports([tab]);
  expect(section.files.size).toBeGreaterThan(3);
  expect(section.packages.filter(({ spec }) => HEAVY.test(spec))).toEqual([]);
});

it.each([
  ['every page', { files, packages }],
  ['the leads tab', staticImports(['components/admin/leads/leads-tab.tsx'])],
])(
  'loads the dialogs (the phone sheet, the step-up window, a lead) only when one opens: %s',
  (_, { files, packages }) => {
    const dialogs = packages.filter(
      ({ spec, names }) =>
        (spec === 'radix-ui' && names.includes('Dialog')) || spec.startsWith('@radix-ui/'),
    );
    const dialogFiles = [...files].filter((file) => file.endsWith('components/ui/dialog.tsx'));
    expect(dialogs).toEqual([]);
    expect(dialogFiles).toEqual([]);
  },
);

it('shows experiments and their readout without zod or the statistics library', () => {
  const section = staticImports([
    'components/admin/experiments/experiments-tab.tsx',
    'components/admin/funnel/funnel-tab.tsx',
  ]);
  const reached = [...section.files].map((file) => path.relative(ROOT, file));
  expect(reached).toEqual(
    expect.arrayContaining([
      'components/admin/experiments/results-table.tsx',
      'components/admin/funnel/funnel-experiments.tsx',
    ]),
  );
  // The page and variant lists, not the readout's numerics (the server computes the readout).
  expect(
    reached.filter((file) =>
      /^lib\/experiments\/(statistics|beta-binomial|sample-ratio)/.test(file),
    ),
  ).toEqual([]);
  expect(
    section.packages.filter(({ spec }) => HEAVY.test(spec) || spec.startsWith('@stdlib/')),
  ).toEqual([]);
});

it('shows leads and calls with their phones without libphonenumber-js', () => {
  const section = staticImports([
    'components/admin/leads/leads-tab.tsx',
    'components/admin/calls/calls-tab.tsx',
  ]);
  const reached = [...section.files].map((file) => path.relative(ROOT, file));
  // The components that show a phone are in the walk, so the check below sees their imports.
  expect(reached).toEqual(
    expect.arrayContaining([
      'components/admin/leads/lead-columns.tsx',
      'components/admin/leads/lead-detail-sections.tsx',
      'components/admin/calls/call-item.tsx',
    ]),
  );
  expect(section.packages.filter(({ spec }) => spec.startsWith('libphonenumber-js'))).toEqual([]);
});
