/**
 * The sign-in probes of bench/abuse: concurrent wrong passwords against the admin and the lead
 * login, and whether /admin-login's server HTML holds the form.
 */
import { countOf, freshAddress, registerLead, statusCounts, type Client } from './http';
import { pooled, solvedProof } from './proof';

/** One line of the printed table, with what it was measured from for --json. */
export interface ProbeResult {
  probe: string;
  limit: string;
  measured: string;
  /** Whether the measured figure is within the limit; null when it could not be measured. */
  holds: boolean | null;
  /** Lines printed under the table (too long for a cell). */
  notes?: string[];
  details?: Record<string, unknown>;
}

/** The admin sign-in's failures per username and address in 15 minutes. */
const ADMIN_FAILURES = 5;
/** The lead login's failures per email in 15 minutes. */
const LEAD_FAILURES = 5;

/**
 * N concurrent wrong admin passwords for one username from one address. Each 401 is a guess
 * that reached the password check; a 429 was refused before it. A rerun within 15 minutes
 * finds the username already throttled (0 × 401).
 *
 * With the admin's password: the per-username limit must not hand attackers a lockout switch.
 * The admin signs in once before the burst (as the owner's browser had, receiving its device
 * cookie) and again right after it, from another address with that cookie.
 */
export async function adminPasswords(
  api: Client,
  username: string,
  adminPassword: string | undefined,
  n = 100,
): Promise<ProbeResult[]> {
  const owner = adminPassword === undefined ? undefined : { username, password: adminPassword };
  const device = owner
    ? (await api.post('/api/admin/login', owner)).cookies.find((c) => /admin_device=/.test(c))
    : undefined;
  const ip = freshAddress();
  const answers = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      api.post('/api/admin/login', { username, password: `wrong-password-${i}` }, ip),
    ),
  );
  const checked = countOf(answers, 401);
  const results: ProbeResult[] = [
    {
      probe: `${n} concurrent wrong admin passwords, one address, user "${username}"`,
      limit: `${ADMIN_FAILURES} failures / 15 min reach the password check`,
      measured: `${checked} answered 401 (guesses checked); all: ${statusCounts(answers)}`,
      holds: checked <= ADMIN_FAILURES,
      details: { statuses: answers.map((a) => a.status) },
    },
  ];
  if (owner) {
    const own = await api.post('/api/admin/login', owner, freshAddress(), device);
    results.push({
      probe: `right after: the admin's browser (device cookie), another address`,
      limit: 'signs in (200)',
      measured: `${own.status}${device ? '' : ' (no device cookie was issued)'}`,
      holds: own.status === 200,
    });
  }
  return results;
}

/**
 * N concurrent wrong passwords for one lead's email, each from its own address, each with its
 * own solved proof of work (solved first, so the guesses still land at once).
 */
export async function leadPasswords(api: Client, n = 60): Promise<ProbeResult> {
  const lead = await registerLead(api);
  const proofs = await pooled(n, 4, () => solvedProof(api));
  const answers = await Promise.all(
    proofs.map(({ altcha }, i) =>
      api.post('/api/auth/login', {
        email: lead.email,
        password: `wrong-password-${i}`,
        altcha,
      }),
    ),
  );
  const checked = countOf(answers, 401);
  return {
    probe: `${n} concurrent wrong lead passwords, one email, ${n} addresses`,
    limit: `${LEAD_FAILURES} per email / 15 min`,
    measured: `${checked} answered 401 (guesses checked); all: ${statusCounts(answers)}`,
    holds: checked <= LEAD_FAILURES,
    details: { email: lead.email, statuses: answers.map((a) => a.status) },
  };
}

/** Whether the sign-in form is in /admin-login's HTML before any script runs. */
export async function adminLoginForm(api: Client): Promise<ProbeResult> {
  const page = await api.get('/admin-login');
  const inputs = page.body.match(/<input\b/g)?.length ?? 0;
  return {
    probe: 'GET /admin-login: <input> in the server HTML',
    limit: 'the sign-in form (≥ 2: username, password)',
    measured: `${inputs} <input> (HTTP ${page.status})`,
    holds: page.status === 200 && inputs >= 2,
  };
}
