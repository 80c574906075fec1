export {
  federationContract,
  remoteKeys,
  remoteApp,
  containerName,
  exposeId,
  type RemoteKey,
  type RemoteApp,
  type ExposeName,
  type ExposeProps,
  type ExposedComponent,
  type RemoteExpose,
  type NoProps,
  type AuthDialogProps,
  type AuthView,
  type StoryLinkState,
} from './contract';
export { isHashedFile } from './hashed-files';
