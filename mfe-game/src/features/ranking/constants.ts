/** How long the club search waits after the last keystroke before asking the server. [ours] */
export const SEARCH_DEBOUNCE_MS = 300;
