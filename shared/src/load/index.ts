export { loadOnce, loadOnceEach, type Once, type OnceEach } from './once';
