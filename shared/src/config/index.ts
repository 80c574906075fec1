export {
  loadRuntimeConfig,
  fetchRuntimeConfig,
  getRuntimeConfig,
  peekRuntimeConfig,
  setRuntimeConfig,
  type RuntimeConfig,
} from './runtime-config';
