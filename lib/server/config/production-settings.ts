/**
 * The production policy: which settings a production server refuses to start with (plain HTTP
 * addresses, stand-in drivers, an SMTP without TLS, …), one message per problem naming the
 * variable. Kept apart from env.ts, which only parses: a build runs with NODE_ENV=production
 * too and has nothing to check, so the server and the worker call this at start
 * (lib/server/jobs/start-up.ts, scripts/worker.ts). Operating advice: docs/operations.md.
 */
import 'server-only';

const isHttps = (url: string) => {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
};

/** Whether `url` names this machine: localhost, 127.0.0.0/8 or ::1. */
const isLoopback = (url: string) => {
  try {
    const host = new URL(url).hostname;
    return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
  } catch {
    return false;
  }
};

/**
 * Whether nodemailer will use TLS for `smtpUrl` and check the server's certificate: smtps://
 * (or ?secure=true) is TLS from the first byte, smtp://…?requireTLS=true upgrades with
 * STARTTLS or gives up (nodemailer's connection-URL options are its transport options).
 * A plain smtp:// only upgrades when the server offers STARTTLS, so someone in the path who
 * strips the offer reads every message and the SMTP password.
 */
const smtpUsesTls = (smtpUrl: string) => {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    return false;
  }
  const query = url.searchParams;
  if (query.get('tls.rejectUnauthorized') === 'false') return false;
  const secure = query.get('secure') ?? String(url.protocol === 'smtps:');
  return secure === 'true' || query.get('requireTLS') === 'true';
};

/**
 * Why these raw variables (shaped like process.env) are unsafe for a production server, one
 * message per problem naming the variable; empty outside NODE_ENV=production. A pure function,
 * called at server start rather than when env.ts loads: `next build` runs with
 * NODE_ENV=production too, and a build has no SMS provider or public address to check.
 */
export function unsafeProductionSettings(
  source: Readonly<Record<string, string | undefined>>,
): string[] {
  // Empty counts as unset, as in createEnv above.
  const value = (name: string) => source[name]?.trim() || undefined;
  if (value('NODE_ENV') !== 'production') return [];
  const problems: string[] = [];
  // The default driver only writes codes to a file: leads would never get their SMS.
  if (!value('SMS_DRIVER')) {
    problems.push(
      'SMS_DRIVER is not set: production needs it explicitly (vonage sends the SMS; outbox only writes them to SMS_OUTBOX_PATH)',
    );
  }
  const site = value('SITE_URL') ?? 'http://localhost:3000';
  if (!isHttps(site) && value('ALLOW_INSECURE_SITE_URL') !== '1') {
    problems.push(
      `SITE_URL must be an https:// address in production (is ${site}); ALLOW_INSECURE_SITE_URL=1 allows http for a local run of the production build`,
    );
  }
  const webhook = value('WEBHOOK_URL');
  if (webhook && !value('WEBHOOK_SECRET')) {
    problems.push(
      'WEBHOOK_URL is set without WEBHOOK_SECRET: the CRM could not tell our lead events from forged ones',
    );
  }
  // The URL itself is not printed: it may carry the CRM's token.
  if (webhook && !isHttps(webhook) && value('ALLOW_INSECURE_WEBHOOK_URL') !== '1') {
    problems.push(
      'WEBHOOK_URL must be an https:// address in production (lead data would cross the network in clear); ALLOW_INSECURE_WEBHOOK_URL=1 allows http for a receiver on loopback',
    );
  }
  const graph = value('META_GRAPH_URL');
  if (
    (value('META_CAPI_ACCESS_TOKEN') || value('META_ADS_ACCESS_TOKEN')) &&
    graph &&
    !isHttps(graph) &&
    value('ALLOW_INSECURE_META_GRAPH_URL') !== '1'
  ) {
    problems.push(
      'META_GRAPH_URL must be an https:// address in production (the access tokens and hashed lead data would cross the network in clear); ALLOW_INSECURE_META_GRAPH_URL=1 allows http for a stand-in on loopback',
    );
  }
  // Each flag below lifts its one check, and only for a server on this machine.
  // Both Vonage hosts (the SMS API's and Verify's) share the stand-in flag.
  for (const name of ['VONAGE_REST_HOST', 'VONAGE_API_HOST'] as const) {
    const vonage = value(name);
    if (
      vonage &&
      !isHttps(vonage) &&
      !(value('ALLOW_INSECURE_VONAGE_REST_HOST') === '1' && isLoopback(vonage))
    ) {
      problems.push(
        `${name} must be an https:// address in production (the API secret and the leads' numbers and codes would cross the network in clear); ALLOW_INSECURE_VONAGE_REST_HOST=1 allows http for a stand-in on loopback`,
      );
    }
  }
  const partner = value('PARTNER_BROKER_URL');
  if (
    partner &&
    !isHttps(partner) &&
    !(value('ALLOW_INSECURE_PARTNER_BROKER_URL') === '1' && isLoopback(partner))
  ) {
    problems.push(
      'PARTNER_BROKER_URL must be an https:// address in production (visitors would be sent to the broker in clear); ALLOW_INSECURE_PARTNER_BROKER_URL=1 allows http for a stand-in on loopback',
    );
  }
  // Several servers of one site must agree on what one build is and on the Server Actions key.
  const replicas = Number(value('REPLICAS') ?? '1');
  if (replicas > 1) {
    if (!value('DATABASE_URL')) {
      problems.push(
        `REPLICAS=${replicas} needs DATABASE_URL: the embedded PGlite database allows one process`,
      );
    }
    if (!value('NEXT_DEPLOYMENT_ID')) {
      problems.push(
        `REPLICAS=${replicas} needs NEXT_DEPLOYMENT_ID (the same for the build and every server, e.g. the commit hash): without it a rolling deploy serves pages whose scripts the other build lacks`,
      );
    }
    if (!value('NEXT_SERVER_ACTIONS_ENCRYPTION_KEY')) {
      problems.push(
        `REPLICAS=${replicas} needs NEXT_SERVER_ACTIONS_ENCRYPTION_KEY (openssl rand -base64 32, the same for every server and build): without it a page of one build cannot call a server of another`,
      );
    }
  }
  // The URL itself is not printed: it carries the SMTP password.
  const smtp = value('SMTP_URL');
  if (smtp && !smtpUsesTls(smtp) && !(value('ALLOW_INSECURE_SMTP') === '1' && isLoopback(smtp))) {
    problems.push(
      "SMTP_URL must use TLS in production: smtps://…, or smtp://…?requireTLS=true for STARTTLS, with the certificate checked (the SMTP password and the leads' email would cross the network in clear); ALLOW_INSECURE_SMTP=1 allows it for a server on loopback",
    );
  }
  return problems;
}

/** unsafeProductionSettings of this process's environment (checked at server start). */
export function unsafeProductionSettingsNow(): string[] {
  return unsafeProductionSettings(process.env);
}
