import type { ReactNode } from 'react';
import { useDialog } from '@/hooks/use-dialog';

export type SearchOverlayProps = {
  open: boolean;
  onClose: () => void;
  /** The search form; its input, the first control, takes focus on open. */
  children: ReactNode;
};

/** Spec section 2: on small screens, a full-screen search with a "cancel" button. */
export function SearchOverlay({ open, onClose, children }: SearchOverlayProps) {
  const dialogRef = useDialog<HTMLDivElement>(open, onClose);
  if (!open) return null;

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label="Search"
      className="fixed inset-0 z-50 bg-white md:hidden"
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
    </div>
  );
}
