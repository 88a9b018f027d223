import { ContentSpinner } from '@/components/ui/spinner';
import { focusRing } from '@/components/ui/focus-ring';
import { getErrorMessage } from '@/lib/api-errors';

export function OrdersLoading() {
  return <ContentSpinner />;
}

/** Says what went wrong (the API's message when it gave one) and offers another try. */
export function OrdersLoadError({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <p>
        We could not load {what}: {getErrorMessage(error)}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className={`rounded-md border border-red-300 bg-white px-3 py-1.5 font-medium text-red-800 hover:bg-red-100 ${focusRing}`}
      >
        Try again
      </button>
    </div>
  );
}
