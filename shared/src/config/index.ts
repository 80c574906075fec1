export { loadRuntimeConfig, getRuntimeConfig, peekRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from './runtime-config';
