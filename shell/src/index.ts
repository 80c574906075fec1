import { startEarlyFetches } from './boot/early-fetches';

startEarlyFetches();
// The asynchronous boundary Module Federation needs before shared modules are used.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
