/**
 * A loopback address of a spec file's own for the e2e server (127.0.0.x reaches it as well as
 * localhost does). The server's per-address limits are real (SMS: 10 an hour; registrations:
 * 20 an hour), and every spec registering from the one address of `localhost` would use up
 * what the next specs need, the mobile project's above all. Each registering spec takes its own
 * number: `test.use({ baseURL: ownAddress(N) })`.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);

/** `http://127.0.0.<n>:<port>`; n from 2 to 254, one per spec file (prelander-forms: 40–47). */
export function ownAddress(n: number): string {
  return `http://127.0.0.${n}:${PORT}`;
}
