/** The window event `openCallback()` sends; apart so the dialog's chunk and its trigger share it (ADR 0122). */
export const openCallbackEvent = 'poplavok:open-callback';
