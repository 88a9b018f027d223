// The back office's inputs and links, one look for every page (its buttons: components/ui/button.tsx).

export const inputClass =
  'w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 focus-visible:outline-2 focus-visible:outline-green-700';
export const linkClass = 'font-medium text-green-800 underline-offset-2 hover:underline';
