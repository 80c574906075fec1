// Its own entry (`@tales/shared/ui/standalone`): only a remote running on its own boots this way, so the page's
// UI kit carries none of it.
export { StandaloneApp, bootStandalone } from './boot-standalone';
