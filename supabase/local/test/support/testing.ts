// The test helpers other packages use (`@tales/supabase-local/testing`): a throw-away database per test file
// and the local API on it.
export * from './test-database';
export * from './api-server';
