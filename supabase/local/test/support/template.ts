// Which database a test file copies (test-database.ts) when the CLI stage built the databases.
/**
 * The database a test file copies instead of building its own, when the Supabase CLI built it
 * (tools/test-runner/cli-push-stage.ts): TEST_DATABASE_TEMPLATE holds the migrations,
 * TEST_DATABASE_SEEDED_TEMPLATE the migrations and the seed. Undefined when the file builds its own.
 */
export function templateFor(seed: boolean, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (!env.TEST_DATABASE_TEMPLATE) return undefined;
  const variable = seed ? 'TEST_DATABASE_SEEDED_TEMPLATE' : 'TEST_DATABASE_TEMPLATE';
  const name = env[variable];
  if (!name)
    throw new Error(
      `${variable} is not set: a test file asks for a ${seed ? 'seeded' : 'seedless'} database and TEST_DATABASE_TEMPLATE is set`,
    );
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`${variable} is not a plain database name: ${name}`);
  return name;
}
