// What signing in, up and out takes: only the account code (mf-auth) asks for it, so a reader's page never
// downloads it.
export {
  signUp,
  signIn,
  signOut,
  requestPasswordReset,
  updatePassword,
  requestEmailChange,
  passwordResetRedirect,
  type SignUpResult,
} from './auth-actions';
export {
  AuthActionError,
  toAuthErrorCode,
  authErrorToastKeys,
  authErrorCodes,
  type AuthAction,
  type AuthErrorCode,
} from './auth-errors';
// The account page's own: the display name it saves and shows at once.
export { updateDisplayName } from './profiles';
export { reloadSignedInProfile } from './profile-refresh';
