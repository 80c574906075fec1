// Supabase Auth itself (auth-js, the biggest part of the page's Supabase code). Only the lazy auth
// (lazy-auth.ts) imports this module, and only dynamically, so it is a chunk of its own that a reader without
// a session never downloads.
import { AuthClient, type GoTrueClient, type GoTrueClientOptions } from '@supabase/auth-js';

export function createAuthClient(settings: GoTrueClientOptions): GoTrueClient {
  return new AuthClient(settings);
}
