/** Timing helpers and the plain-text table the admin scale bench prints. */

export interface Timing {
  name: string;
  samples: number[];
  note?: string;
}

/** The q-quantile (0…1) of `samples` in ms, nearest-rank method. */
export function quantile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}

/** Runs `fn` `warmup` times unmeasured, then `n` times sequentially; durations in ms. */
export async function measure(
  n: number,
  fn: () => Promise<unknown>,
  warmup = 2,
): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return samples;
}

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '-');

/** Prints name | n | p50 | p95 | max (ms) | note, flagging p95 over `budgetMs`. */
export function printTable(title: string, rows: Timing[], budgetMs = 150) {
  const header = ['call', 'n', 'p50 ms', 'p95 ms', 'max ms', ''];
  const lines = rows.map((r) => {
    const p95 = quantile(r.samples, 0.95);
    return [
      r.name,
      String(r.samples.length),
      ms(quantile(r.samples, 0.5)),
      ms(p95),
      ms(Math.max(...r.samples)),
      `${p95 > budgetMs ? `OVER ${budgetMs} ms ` : ''}${r.note ?? ''}`.trim(),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i === 5 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ');
  console.log(`\n${title}`);
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(fmt(l));
}

/** The chunks of a web stream (the DOM typings lack ReadableStream's async iterator). */
export async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}
