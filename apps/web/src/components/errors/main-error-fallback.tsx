import { useStorefrontRuns } from '@/lib/storefront-runs';

/** Spec section 2: the full-screen alert for an uncaught rendering error. */
export function MainErrorFallback() {
  useStorefrontRuns();
  return (
    <div
      role="alert"
      className="flex h-screen w-screen flex-col items-center justify-center gap-4 bg-white px-4 text-center text-stone-900"
    >
      <h2 className="text-lg font-semibold">Ooops, something went wrong :(</h2>
      <button
        type="button"
        onClick={() => window.location.assign(window.location.origin)}
        className="rounded-md bg-green-700 px-4 py-2 font-medium text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
      >
        Refresh
      </button>
    </div>
  );
}
