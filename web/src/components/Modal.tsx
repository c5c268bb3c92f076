import { useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useShowToastsIn } from './toasts.js';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** Whether a click on the dialog element landed on its backdrop, outside the dialog's own box. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

/**
 * docs/product.md section 2 modal: a native modal dialog, so the browser traps focus in it and makes the page behind
 * inert; clicking the backdrop (or Escape) closes it. Render it only while open. Focus moves onto the
 * dialog so keyboard and screen-reader users land on it, and back to what opened it when it closes.
 */
export function Modal({ title, onClose, children }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const showToastsIn = useShowToastsIn();
  // What had focus before the dialog, to have it back when the dialog goes.
  const opener = useRef<HTMLElement | null>(null);
  // How many times the dialog's effect is set up and not yet taken down: StrictMode takes it down and
  // sets it up again at once, which must neither close the dialog nor lose what opened it.
  const shown = useRef(0);

  // Before the first paint: the dialog opens and the toasts move into it in the same frame, so a toast
  // showing when the dialog opens is never hidden behind its backdrop (a plain effect left one frame).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && !dialog.contains(focused) && focused !== dialog)
      opener.current = focused;
    shown.current += 1;
    if (!dialog.open) dialog.showModal();
    // The dialog itself takes focus, not its first button, so a stray Enter confirms nothing.
    dialog.focus();
    const takeToastsBack = showToastsIn(dialog);
    return () => {
      shown.current -= 1;
      takeToastsBack();
      // After the commit, not during it: when the dialog's answer replaces the screen (a save bringing
      // up the result), close() and the opener's focus would lay out the outgoing screen only for it to
      // be removed a moment later (measured at 7-11 ms of a 45 ms save). By then the dialog has left the
      // page, which takes it out of the top layer without close()'s focus steps, and the opener is
      // focused only if it is still there to receive it. Nothing is done when it was set up again.
      queueMicrotask(() => {
        if (shown.current > 0) return;
        if (dialog.isConnected && dialog.open) dialog.close();
        if (opener.current?.isConnected) opener.current.focus();
      });
    };
  }, [showToastsIn]);

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      // Both implied by a <dialog> opened with showModal(), but said outright: code that must stay quiet
      // behind a dialog (keyboard scoring) and checks scoped to dialogs look for them.
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={(event) => {
        // The caller decides: it unmounts the dialog, or keeps it open while something is under way.
        event.preventDefault();
        onClose();
      }}
      // The browser may still close it itself (a second Escape with no tap between): tell the caller.
      // Not for the close() on unmount, when it has already left the page.
      onClose={(event) => {
        const dialog = event.currentTarget;
        if (dialog.isConnected && !dialog.open) onClose();
      }}
      onClick={(event) => {
        if (onBackdrop(event)) onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
