// A client-side navigation asks whether the server has moved a remote to a new release since the page opened,
// so the pages that follow load the shipped version without a reload (the check is throttled in `refreshRemotes`).
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { refreshRemotes } from '../federation/remotes';

export function useRefreshRemotesOnNavigation(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    void refreshRemotes();
  }, [pathname]);
}
