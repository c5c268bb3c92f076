/** docs/product.md section 2: /select-round takes returnTo (default /) and currentRound (default empty). */
export interface SelectRoundQuery {
  returnTo: string;
  currentRound: string;
}

/**
 * Only a path inside this app is a place to return to: "//host" or "https://..." would send the archer
 * off-site after choosing a round.
 */
function isAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function readSelectRoundQuery(search: string): SelectRoundQuery {
  const params = new URLSearchParams(search);
  const returnTo = params.get('returnTo') ?? '';
  return {
    returnTo: isAppPath(returnTo) ? returnTo : '/',
    currentRound: params.get('currentRound') ?? '',
  };
}

/** The link a screen uses to send the archer to round selection and back again. */
export function selectRoundHref(query: SelectRoundQuery): string {
  const params = new URLSearchParams({ returnTo: query.returnTo, currentRound: query.currentRound });
  return `/select-round?${params.toString()}`;
}
