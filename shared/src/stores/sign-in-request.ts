// A page's request that the reader sign in (a signed-out visitor on a page of their own stories): the shell's
// account area opens its sign-in dialog on each new request. Pages never load the auth remote themselves.
import { create } from 'zustand';

/** How many times a page has asked; the account area opens the dialog when it changes. */
export const useSignInRequest = create<{ requests: number }>()(() => ({ requests: 0 }));

export function requestSignIn(): void {
  useSignInRequest.setState((state) => ({ requests: state.requests + 1 }));
}
