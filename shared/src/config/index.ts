export { loadRuntimeConfig, getRuntimeConfig, setRuntimeConfig, type RuntimeConfig, type RemoteKey } from './runtime-config';
