/**
 * Waits out Ark's combobox announcement of its results, which it makes a second after typing settles (in
 * English unless the part passes its translations): after this, what its live region says can be checked.
 */
export const arkAnnouncementDelay = () => new Promise((resolve) => setTimeout(resolve, 1300));
