// `supabase db push` as a developer runs it against a hosted project: its arguments, the URL it connects
// to, and what a push that went wrong means for the stage (cli-push-stage.ts).
import { outcomeProblems, type RunOutcome } from './process';

export interface PushRole {
  name: string;
  password: string;
}

/**
 * The role the CLI logs in as: a developer's CLI connects to a hosted project as `postgres`, a login role without
 * superuser rights, as the local bootstrap makes it too. The stage sets this password for the run and puts the
 * old one back after it.
 */
export const PUSH_ROLE: PushRole = { name: 'postgres', password: 'tales-cli-push' };

/**
 * The URL the CLI pushes to: the server of `serverUrl`, database `database`, as `role`. `sslmode=disable`: the
 * CLI asks for TLS otherwise, and a local server has none. The CLI wants the URL percent-encoded.
 */
export function pushUrl(serverUrl: string, database: string, role: PushRole = PUSH_ROLE): string {
  const server = new URL(serverUrl);
  const url = new URL(`postgresql://${server.host}`);
  url.username = encodeURIComponent(role.name);
  url.password = encodeURIComponent(role.password);
  url.pathname = `/${encodeURIComponent(database)}`;
  url.searchParams.set('sslmode', 'disable');
  return url.toString();
}

/** `pnpm exec supabase db push …` for the project in `workdir` (the folder that holds supabase/). */
export function pushArgs(url: string, workdir: string, seed: boolean): string[] {
  return [
    'exec',
    'supabase',
    'db',
    'push',
    '--db-url',
    url,
    '--workdir',
    workdir,
    '--yes',
    ...(seed ? ['--include-seed'] : []),
  ];
}

/** The line the CLI ends a push with when it applied what it was asked to. */
const FINISHED = /Finished supabase db push\./;

/** Lines of the CLI's output kept in the stage's problem: its error is at the end. */
const TAIL_LINES = 40;

/**
 * Why the push failed, with the CLI's own words, or undefined when it went through. A push that exits 0
 * without finishing (nothing to push, a prompt that was not answered) is a failure too: the stage asked it to
 * apply every migration to an empty project.
 */
export function pushFailure(outcome: RunOutcome, timeoutMs: number, seed: boolean): string | undefined {
  const problems = outcomeProblems(outcome, timeoutMs);
  const output = `${outcome.stdout}\n${outcome.stderr}`.trim();
  if (problems.length === 0 && FINISHED.test(output)) return undefined;
  const reason = problems.length ? problems.join('; ') : 'it did not say it finished';
  const tail = output.split('\n').slice(-TAIL_LINES).join('\n');
  return `supabase db push${seed ? ' --include-seed' : ''} failed (${reason}):\n${tail || '(no output)'}`;
}
