import {useCallback, useContext, useRef} from 'react';
import {UNSAFE_DataRouterContext, useLocation, useNavigate, useSearchParams, type NavigateOptions} from 'react-router-dom';

/**
 * The URL's search parameters, and a writer that changes them starting from the router's latest
 * URL. React Router's own functional `setSearchParams(previous => ...)` starts from the URL of the
 * last render, and the router shows a navigation a render or more later (a transition): a second
 * quick click (Previous month right after the Everyone tab) then wrote over the first. The data
 * router's state holds the URL at once, so each write builds on the one before it.
 */
export function useLatestSearchParams() {
  const [params] = useSearchParams();
  const {pathname} = useLocation();
  const navigate = useNavigate();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  // Outside a data router (none in the app) the last render's URL is all there is.
  const rendered = useRef({params, pathname});
  rendered.current = {params, pathname};

  const update = useCallback(
    (change: (latest: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const location = dataRouter?.router.state.location;
      // The member has already left for another page: a late write (a debounced filter) must not bring them back.
      if (location && location.pathname !== rendered.current.pathname) return;
      const latest = new URLSearchParams(location ? location.search : rendered.current.params);
      void navigate(`?${change(latest).toString()}`, options);
    },
    [dataRouter, navigate],
  );
  return [params, update] as const;
}
