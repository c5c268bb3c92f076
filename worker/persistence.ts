/** How long start-up waits for the browser's answer about persistent storage. */
const PERSISTENCE_PATIENCE_MS = 300;

/**
 * Asks the browser to keep the data. Some browsers ask the archer first, so start-up waits only a
 * moment for the answer (false until then); `onAnswer` hears the answer whenever it comes, so a late one
 * can still update what the status says.
 */
export async function askPersistence(
  request: (() => Promise<boolean>) | undefined,
  onAnswer: (persisted: boolean) => void,
): Promise<boolean> {
  const answer = Promise.resolve()
    .then(() => request?.() ?? false)
    .catch(() => false);
  const late = answer.then((persisted) => {
    onAnswer(persisted);
    return persisted;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const patience = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PERSISTENCE_PATIENCE_MS);
  });
  try {
    return await Promise.race([late, patience]);
  } finally {
    clearTimeout(timer);
  }
}
