import type { FieldValues } from 'react-hook-form';
import { useApiForm, type ApiForm, type ApiFormOptions } from '@/lib/api-form';
import { useNotifications } from '@/lib/notifications';

export type SaveOrAddFormOptions<Values extends FieldValues, Answer> = Omit<
  ApiFormOptions<Values, Answer>,
  'values' | 'defaultValues' | 'onSent'
> & {
  /** The saved entry's values to edit; undefined for the form that adds a new one. */
  current: Values | undefined;
  /** What the add form starts with, and is emptied to once added. */
  blank: Values;
  /** The notices: `[saved, added]`. */
  notices: readonly [saved: string, added: string];
};

/**
 * The form of a list page's entry (a delivery channel, a pick-up point): the same form edits a saved entry or adds
 * a new one; says which was done, and the add form empties itself for the next.
 */
export function useSaveOrAddForm<Values extends FieldValues, Answer = unknown>({
  current,
  blank,
  notices: [saved, added],
  ...options
}: SaveOrAddFormOptions<Values, Answer>): ApiForm<Values> {
  const notify = useNotifications((state) => state.addNotification);
  const form = useApiForm<Values, Answer>({
    ...options,
    values: current,
    defaultValues: blank as never,
    onSent: () => {
      notify({ type: 'success', title: current ? saved : added });
      if (!current) form.reset(blank);
    },
  });
  return form;
}
