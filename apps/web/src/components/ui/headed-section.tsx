import type { ReactNode } from 'react';

/**
 * A part of a page named by its own heading (`aria-labelledby`): a screen reader lists it by that name. The
 * heading looks like the shop's card headings unless `titleClassName` says otherwise.
 */
export function HeadedSection({
  id,
  title,
  className,
  titleClassName = 'text-lg font-semibold text-stone-900',
  children,
}: {
  id: string;
  title: ReactNode;
  className: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
