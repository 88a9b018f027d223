/**
 * The submit button of a filter or page form whose selects act on change: shown only to a browser without (or
 * before) the scripts, so the form still works there and the page looks as the spec says everywhere else.
 */
export function NoScriptSubmit({ label }: { label: string }) {
  return (
    <noscript>
      <button
        type="submit"
        className={`rounded-md border border-stone-300 bg-white px-3 py-2 text-sm font-medium text-stone-800 ${focusRing}`}
      >
        {label}
      </button>
    </noscript>
  );
}
import { focusRing } from '@/components/ui/focus-ring';
