// Supabase Edge Runtime entry (`supabase functions deploy release-files`). The runtime provides SUPABASE_URL,
// SUPABASE_SECRET_KEYS and, while the project's legacy keys are on, SUPABASE_SERVICE_ROLE_KEY. The caller is
// checked by its deploy key, not a JWT (verify_jwt = false in config.toml).
import { releaseFilesDeps } from './deps.ts';
import { handleReleaseFile } from './handler.ts';

const { deps, problems } = releaseFilesDeps({
  SUPABASE_URL: Deno.env.get('SUPABASE_URL'),
  SUPABASE_SECRET_KEYS: Deno.env.get('SUPABASE_SECRET_KEYS'),
  SUPABASE_SERVICE_ROLE_KEY: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY'),
});

for (const problem of problems) console.error(`release-files: ${problem}`);

Deno.serve((request) => handleReleaseFile(request, deps));
