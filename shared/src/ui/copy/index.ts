export {
  useCopyToClipboard,
  COPIED_STATE_MS,
  COPY_TOAST_MS,
  type CopyToClipboard,
  type CopyToClipboardOptions,
} from './use-copy-to-clipboard';
export { writeClipboardText, ClipboardUnavailableError } from './clipboard';
