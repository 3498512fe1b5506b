export type Navigator = (to: string) => void;

let navigator: Navigator | null = null;

/**
 * The shell registers react-router's navigate here so that the API client can move to the login page
 * without a full reload. Returns a function that unregisters it (usable as a useEffect cleanup).
 */
export function setNavigator(navigate: Navigator | null): () => void {
  navigator = navigate;
  return () => {
    if (navigator === navigate) navigator = null;
  };
}

export function navigateTo(to: string): void {
  if (navigator) navigator(to);
  else window.location.assign(to);
}
