import { startEarlyFetches } from './boot/early-fetches';

startEarlyFetches();
import('./bootstrap');
