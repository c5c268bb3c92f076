/** Whether the score card's "What I need" panel is open: a small UI flag kept on this device. */
const STORAGE_KEY = 'what-i-need-open';

/** Open unless the archer closed it; storage may be blocked (private mode), and then it is simply open. */
export function loadPanelOpen(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== 'closed';
  } catch {
    return true;
  }
}

export function savePanelOpen(open: boolean): void {
  try {
    if (open) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, 'closed');
  } catch {
    // Not remembering is harmless: the panel opens next time.
  }
}
