/**
 * What the public pages with a form load before anyone acts (docs/benchmarks.md "Page
 * weight", goal 150 kB gzip): the client islands of the home page, the pre-landers and the
 * sales pages (components/experiments/tested-page.tsx renders them all), of the code page, of
 * the student area and of every page's layout, with everything they import statically. Their texts come from the server as props,
 * so use-intl's client (3.5 kB gzip) stays out; their few icons are inline, so lucide-react's
 * runtime (1.7 kB) does too; the verified-lead panel, with the ebook catalogue and the route
 * table, loads when a verified lead is found (React.lazy). lucide-react's `Icon` is a client
 * module: a server component drawing a lucide icon would send it to every page's browser, so
 * server components draw theirs from components/ui/server-icons.tsx. The code page and the
 * student area send and read with React transitions and plain fetches
 * (lib/browser/use-api-read.ts), so React Query (10-12 kB) stays out too.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT, staticImports } from './support/static-imports';

/** Every page of the public route groups (app/(it), app/(de)). */
const PUBLIC_PAGES = ['app/(it)', 'app/(de)'].flatMap((group) =>
  readdirSync(path.join(ROOT, group), { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)page\.tsx$/.test(file))
    .map((file) => `${group}/${file}`),
);

const PAGES = {
  'the tested pages (home, pre-landers, sales pages)': 'components/experiments/tested-page.tsx',
  'every public layout': 'components/layout/root-document.tsx',
  'the code page (/verify-sms, /sms-bestaetigung)': 'components/verification/verify-sms-page.tsx',
  'the student area (/student-dashboard, /lernbereich)': 'components/student/student-area-page.tsx',
  'the dashboard (/dashboard)': 'app/(it)/dashboard/page.tsx',
};

describe.each(Object.entries(PAGES))('%s', (_, entry) => {
  const { files, packages } = staticImports([entry], { clientOnly: true });
  const reached = [...files].map((file) => path.relative(ROOT, file));

  it('walks the islands the page hydrates', () => {
    expect(reached.length).toBeGreaterThan(3);
  });

  it('loads no use-intl client and no NextIntlClientProvider', () => {
    expect(packages.filter(({ spec }) => /^(next-intl|use-intl)(\/|$)/.test(spec))).toEqual([]);
  });

  it('draws its icons without lucide-react', () => {
    expect(packages.filter(({ spec }) => spec.startsWith('lucide-react'))).toEqual([]);
  });

  it('loads no React Query', () => {
    expect(packages.filter(({ spec }) => spec.startsWith('@tanstack/'))).toEqual([]);
  });
});

it('reaches the form islands, and the verified-lead panel only when a lead is verified', () => {
  const { files } = staticImports([PAGES['the tested pages (home, pre-landers, sales pages)']], {
    clientOnly: true,
  });
  const reached = [...files].map((file) => path.relative(ROOT, file));
  expect(reached).toEqual(
    expect.arrayContaining([
      'components/forms/landing-form-fields.tsx',
      'components/forms/campaign-form-fields.tsx',
      'components/forms/verified-or-form.tsx',
      'components/prelanders/live-stats.tsx',
      'components/landing/lazy-about.tsx',
    ]),
  );
  expect(reached.filter((file) => /guide-ready\.tsx$|lib\/site\/routes\.ts$/.test(file))).toEqual(
    [],
  );
});

it('keeps lucide-react out of every public page but the thanks, community and login ones', () => {
  // Their islands still draw with lucide-react (docs/benchmarks.md "Page weight").
  const stillLucide = /(grazie|login|anmelden|benvenuto)\//;
  const pages = PUBLIC_PAGES.filter((page) => !stillLucide.test(page));
  expect(pages.length).toBeGreaterThan(20);
  // The whole graph, server components included: lucide-react's `Icon` is a client module.
  const lucide = pages.filter((page) =>
    staticImports([page]).packages.some(({ spec }) => spec.startsWith('lucide-react')),
  );
  expect(lucide).toEqual([]);
});

it("never sends the server components' icon set to the browser", () => {
  const reaching = PUBLIC_PAGES.filter((page) =>
    [...staticImports([page], { clientOnly: true }).files].some((file) =>
      file.endsWith('components/ui/server-icons.tsx'),
    ),
  );
  expect(reaching).toEqual([]);
});

it('keeps use-intl out of the login islands (/login, /anmelden): their texts come as props', () => {
  const { files, packages } = staticImports(['components/login/login-view.tsx'], {
    clientOnly: true,
  });
  expect([...files].map((file) => path.relative(ROOT, file))).toEqual(
    expect.arrayContaining(['components/login/login-form.tsx', 'components/login/sms-login.tsx']),
  );
  expect(packages.filter(({ spec }) => /^(next-intl|use-intl)(\/|$)/.test(spec))).toEqual([]);
});

it('loads the code page’s phone question, the proof’s shield and the student area’s lower part when they are needed', () => {
  const reached = (entry: string) =>
    [...staticImports([entry], { clientOnly: true }).files].map((file) =>
      path.relative(ROOT, file),
    );
  const codePage = reached(PAGES['the code page (/verify-sms, /sms-bestaetigung)']);
  expect(codePage).toEqual(
    expect.arrayContaining([
      'components/verification/verify-code-form.tsx',
      'components/verification/resend-code.tsx',
    ]),
  );
  expect(
    codePage.filter((file) => /phone-unknown\.tsx$|lib\/browser\/form-shield\.ts$/.test(file)),
  ).toEqual([]);
  const studentArea = reached(PAGES['the student area (/student-dashboard, /lernbereich)']);
  expect(studentArea).toEqual(
    expect.arrayContaining([
      'components/student/student-overview.tsx',
      'components/student/lead-gate.tsx',
    ]),
  );
  expect(
    studentArea.filter((file) => /account-data\.tsx$|premium-plan-card\.tsx$/.test(file)),
  ).toEqual([]);
});
