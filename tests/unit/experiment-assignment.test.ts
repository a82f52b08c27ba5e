/**
 * Which variant a visitor is shown, with nothing stored on the device: the same network and
 * browser keep one variant all day, the traffic splits as the weights say, bots and previews
 * see the control, and the tracker's cookie (after consent) keeps the variant it names.
 */
import {
  assignVariant,
  dailyKey,
  type Visitor,
  type WeightedVariant,
} from '@/lib/server/experiments/assignment';

const SECRET = 'unit-secret-unit-secret-unit-secret-0123';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const HALF: WeightedVariant[] = [
  { key: 'control', weight: 50 },
  { key: 'b', weight: 50 },
];

const day = (iso: string) => dailyKey(SECRET, new Date(iso));
const MORNING = day('2026-11-27T00:00:01Z');

/** `count` synthetic IPv4 /24 networks, as truncateIp writes them. */
const networks = (count: number) =>
  Array.from({ length: count }, (_, i) => `${10 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}.0`);

const visitor = (network: string, extra: Partial<Visitor> = {}): Visitor => ({
  network,
  userAgent: CHROME,
  ...extra,
});

it('keeps one visitor on one variant all day (UTC), with nothing but the request', () => {
  const evening = day('2026-11-27T23:59:59Z');
  expect(evening.equals(MORNING)).toBe(true);
  for (const network of networks(200)) {
    const first = assignVariant(MORNING, 7, HALF, visitor(network));
    expect(assignVariant(evening, 7, HALF, visitor(network))).toBe(first);
  }
});

it('may move a visitor on another day, and the key depends on the secret', () => {
  const nextDay = day('2026-11-28T00:00:01Z');
  expect(nextDay.equals(MORNING)).toBe(false);
  expect(
    dailyKey('another-secret-another-secret-0123456789', new Date('2026-11-27T12:00:00Z')).equals(
      MORNING,
    ),
  ).toBe(false);
  const moved = networks(1000).filter(
    (n) =>
      assignVariant(MORNING, 7, HALF, visitor(n)) !== assignVariant(nextDay, 7, HALF, visitor(n)),
  ).length;
  // Independent draws at 50/50: about half change.
  expect(moved).toBeGreaterThan(400);
  expect(moved).toBeLessThan(600);
});

it('tells apart two browsers on one network', () => {
  const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
  const differ = networks(200).filter(
    (n) =>
      assignVariant(MORNING, 7, HALF, visitor(n)) !==
      assignVariant(MORNING, 7, HALF, visitor(n, { userAgent: firefox })),
  ).length;
  expect(differ).toBeGreaterThan(60);
});

it('splits many networks as the weights say (within 1.5 points)', () => {
  const weights: WeightedVariant[] = [
    { key: 'control', weight: 50 },
    { key: 'b', weight: 30 },
    { key: 'c', weight: 15 },
    { key: 'd', weight: 5 },
  ];
  const all = networks(20_000);
  const counts = { control: 0, b: 0, c: 0, d: 0 };
  for (const network of all) counts[assignVariant(MORNING, 3, weights, visitor(network))]++;
  for (const { key, weight } of weights)
    expect(Math.abs(counts[key] / all.length - weight / 100)).toBeLessThan(0.015);
});

it('assigns each experiment on its own (one visitor is not the challenger everywhere)', () => {
  const differ = networks(1000).filter(
    (n) =>
      assignVariant(MORNING, 1, HALF, visitor(n)) !== assignVariant(MORNING, 2, HALF, visitor(n)),
  ).length;
  expect(differ).toBeGreaterThan(400);
});

it('shows bots and back-office previews the control', () => {
  const all = networks(300);
  const humans = all.map((n) => assignVariant(MORNING, 7, HALF, visitor(n)));
  expect(humans).toContain('b');
  for (const network of all) {
    expect(assignVariant(MORNING, 7, HALF, visitor(network, { userAgent: GOOGLEBOT }))).toBe(
      'control',
    );
    expect(assignVariant(MORNING, 7, HALF, visitor(network, { preview: true }))).toBe('control');
    // A bot or a preview stays on the control even with a kept variant.
    expect(
      assignVariant(MORNING, 7, HALF, visitor(network, { userAgent: GOOGLEBOT, cookie: 'b' })),
    ).toBe('control');
  }
});

it("honours the tracker's cookie when it names a variant of the experiment", () => {
  const onControl = networks(300).filter(
    (n) => assignVariant(MORNING, 7, HALF, visitor(n)) === 'control',
  );
  const onB = networks(300).filter((n) => assignVariant(MORNING, 7, HALF, visitor(n)) === 'b');
  expect(onControl.length).toBeGreaterThan(0);
  for (const network of onControl)
    expect(assignVariant(MORNING, 7, HALF, visitor(network, { cookie: 'b' }))).toBe('b');
  for (const network of onB)
    expect(assignVariant(MORNING, 7, HALF, visitor(network, { cookie: 'control' }))).toBe(
      'control',
    );
});

it('ignores a cookie naming no variant of the experiment', () => {
  for (const network of networks(300)) {
    const own = assignVariant(MORNING, 7, HALF, visitor(network));
    for (const cookie of ['d', 'c', 'B', 'winner', ''])
      expect(assignVariant(MORNING, 7, HALF, visitor(network, { cookie }))).toBe(own);
  }
});
