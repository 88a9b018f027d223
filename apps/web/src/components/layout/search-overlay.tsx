import type { ReactNode } from 'react';
import { useDialog } from '@/hooks/use-dialog';

export type SearchOverlayProps = {
  onClose: () => void;
  /** The search form; its input, the first control, takes focus on open. */
  children: ReactNode;
};

/** Spec section 2: on small screens, a full-screen search with a "cancel" button: a modal dialog (useDialog). */
export function SearchOverlay({ onClose, children }: SearchOverlayProps) {
  const dialogRef = useDialog(onClose);

  return (
    <dialog
      ref={dialogRef}
      aria-label="Search"
      className="fixed inset-0 size-full max-h-none max-w-none bg-white backdrop:bg-transparent"
    >
      <div className="flex items-center gap-3 border-b border-stone-200 p-4">
        <div className="min-w-0 flex-1">{children}</div>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md px-2 py-2 text-sm font-medium text-green-800 hover:bg-green-50 focus-visible:outline-2 focus-visible:outline-green-700"
        >
          cancel
        </button>
      </div>
    </dialog>
  );
}
