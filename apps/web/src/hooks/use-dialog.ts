import { useEffect, useRef } from 'react';

/**
 * A full-screen modal `<dialog>` (the side drawer, the search overlay), shown for as long as it is rendered.
 * The browser's modal mode does the rest: the page behind is inert (Tab stays inside, a screen reader reads the
 * dialog only), focus moves to the first control inside, Escape closes it (its `close` event calls `onClose`).
 * The page behind does not scroll while it is open, and focus returns to the opener when it closes.
 * Attach the returned ref to the `<dialog>` element.
 */
export function useDialog(onClose: () => void) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onClosed = () => onCloseRef.current();
    dialog.addEventListener('close', onClosed);
    dialog.showModal();
    return () => {
      dialog.removeEventListener('close', onClosed);
      dialog.close();
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return dialogRef;
}
