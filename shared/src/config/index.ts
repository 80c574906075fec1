export { loadRuntimeConfig, fetchRuntimeConfig, getRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from './runtime-config';
