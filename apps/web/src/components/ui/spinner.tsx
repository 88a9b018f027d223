import clsx from 'clsx';

const sizes = {
  sm: 'size-4',
  md: 'size-8',
  lg: 'size-16',
  xl: 'size-24',
};

// Spec section 2: variants light (on a dark or coloured background) and primary (the shop's green).
const variants = {
  light: 'text-white',
  primary: 'text-green-700',
};

export type SpinnerProps = { size?: keyof typeof sizes; variant?: keyof typeof variants };

/** A "Loading" status for screen readers; the turning ring is only drawn. */
export function Spinner({ size = 'md', variant = 'primary' }: SpinnerProps) {
  return (
    <div role="status" aria-label="Loading" className="inline-flex">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        className={clsx('animate-spin', sizes[size], variants[variant])}
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </div>
  );
}

/** A large spinner where a page's content (or a section's, with less room: `py-12`) will stand. */
export function ContentSpinner({ room = 'py-16' }: { room?: 'py-16' | 'py-12' }) {
  return (
    <div className={`flex justify-center ${room}`}>
      <Spinner size="lg" />
    </div>
  );
}

/** Covers the screen while the app or the signed-in user loads. */
export function FullScreenSpinner() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white">
      <Spinner size="xl" />
    </div>
  );
}
