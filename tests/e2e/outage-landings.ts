/**
 * Five landings of paid traffic, each with a text its content always shows: what the outage
 * checks ask for while the database is away (database-outage.spec.ts, deploy/smoke-checks.ts).
 */
export const OUTAGE_LANDINGS = [
  { path: '/', text: 'ACCEDI GRATIS' },
  { path: '/trading-educativo', text: '<h1' },
  { path: '/krypto-leitfaden-deutsch', text: 'lang="de"' },
  { path: '/prelander', text: '<h1' },
  { path: '/segnali-trading-educazione', text: '<h1' },
] as const;
