/** Spec section 2: the fallback view for a part of a page that could not load. */
export function ErrorFallback() {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      Something went wrong!
    </div>
  );
}
