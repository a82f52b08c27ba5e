/**
 * `npm run admin:create`: asks for a username, an email for security notices (optional) and a
 * password (≥ 12 characters, not a common one nor the username or the site's name with digits;
 * typed twice, not echoed) and creates an owner in the app's database (DATABASE_URL, or the
 * embedded PGlite directory — stop `npm run dev` first, PGlite is one process only). With the
 * password left empty it prints a one-time enrolment link instead (SITE_URL/admin-enrol#…,
 * valid one hour), where the new admin chooses the password and enrols the second factor.
 */
import { createInterface } from 'node:readline/promises';
import { stdin, stdout } from 'node:process';
import './support/prisma-esm';

const { dbConfigFromEnv, openDatabase } = await import('@/lib/server/db/client');
const { ADMIN_PASSWORD_MIN } = await import('@/lib/validation/password');
const { createAdminUser, insertAdminUserUnlessTaken } =
  await import('@/lib/server/auth/admin-users');
const { issueEnrolmentLink } = await import('@/lib/server/auth/admin-enrolment');
const { env } = await import('@/env');

/** One prompt for every question; answers to `hidden` questions are not echoed on a TTY. */
function prompter() {
  const rl = createInterface({ input: stdin, output: stdout, terminal: stdin.isTTY });
  let muted = false;
  const internals = rl as unknown as { _writeToOutput: (s: string) => void };
  const write = internals._writeToOutput?.bind(rl);
  internals._writeToOutput = (s: string) => {
    if (!muted) write?.(s);
  };
  // Lines are read through the iterator, which buffers them: piped input arrives at once.
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(question: string, hidden = false): Promise<string> {
      stdout.write(question);
      muted = hidden && Boolean(stdin.isTTY);
      const answer = String((await lines.next()).value ?? '');
      if (muted) stdout.write('\n');
      muted = false;
      return answer;
    },
    close: () => rl.close(),
  };
}

async function main() {
  const prompt = prompter();
  const username = (await prompt.ask('Username: ')).trim();
  if (!/^[\w.@-]{3,64}$/.test(username)) {
    throw new Error('The username must be 3-64 letters, digits, dot, @, dash or underscore.');
  }
  const email = (await prompt.ask('Email for security notices (optional): ')).trim() || null;
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error('Not an email address.');
  const password = await prompt.ask(
    `Password (at least ${ADMIN_PASSWORD_MIN} characters, not a common one; empty: print an enrolment link): `,
    true,
  );
  const again = password ? await prompt.ask('Password again: ', true) : '';
  prompt.close();
  if (password !== again) throw new Error('The two passwords differ.');
  const database = await openDatabase(dbConfigFromEnv());
  try {
    if (password) {
      const user = await createAdminUser(database.prisma, username, password, 'owner', email);
      console.log(`Admin "${user.username}" created. Sign in at /admin-login.`);
      return;
    }
    const user = await insertAdminUserUnlessTaken(database.prisma, {
      username,
      role: 'owner',
      email,
    });
    if (!user) throw new Error('That username exists already.');
    const link = await issueEnrolmentLink(database.prisma, user.id, null, new Date());
    console.log(
      `Admin "${username.toLowerCase()}" created. Send this one-time enrolment link to them ` +
        `(valid until ${link.expiresAt}; it is shown only now):\n${new URL(link.path, env.SITE_URL)}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    /Unique constraint|P2002|users_username_key/.test(message)
      ? 'That username exists already.'
      : message,
  );
  process.exit(1);
});
