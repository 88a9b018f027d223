import { focusRing } from '@/components/ui/focus-ring';
import { Button } from '@/components/ui/button';
import clsx from 'clsx';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  fillShopDetails,
  type Page,
  PAGE_SLUGS,
  PAGE_TITLES,
  type PageSlug,
  updatePageSchema,
} from '@oko/shared/schemas/content';
import { ContentLayout } from '@/components/layout/content-layout';
import { FormError } from '@/components/ui/form-field';
import { Markdown } from '@/components/ui/markdown';
import { useApiForm } from '@/lib/api-form';
import { useNotifications } from '@/lib/notifications';
import { usePages, useSavePage } from '../api/pages';
import { useShopSettings } from '../api/shop-settings';
import { Card, QueryResult } from './admin-ui';
import { inputClass } from './styles';

/** `/admin/pages`: the text of About, Privacy and Terms & Conditions in Markdown, with a preview. */
export function PagesPage() {
  const pages = usePages();
  const [slug, setSlug] = useState<PageSlug>('about');
  return (
    <ContentLayout title="Pages">
      <div role="group" aria-label="Page" className="flex flex-wrap gap-2">
        {PAGE_SLUGS.map((candidate) => (
          <button
            key={candidate}
            type="button"
            aria-pressed={candidate === slug}
            onClick={() => setSlug(candidate)}
            className={clsx(
              'rounded-md px-3 py-2 text-sm font-medium',
              focusRing,
              candidate === slug
                ? 'bg-green-700 text-white'
                : 'bg-stone-100 text-stone-700 hover:bg-stone-200',
            )}
          >
            {PAGE_TITLES[candidate]}
          </button>
        ))}
      </div>
      <QueryResult query={pages}>
        {(all) => (
          <PageEditor key={slug} slug={slug} page={all.find((candidate) => candidate.slug === slug)} />
        )}
      </QueryResult>
    </ContentLayout>
  );
}

function PageEditor({ slug, page }: { slug: PageSlug; page?: Page }) {
  const save = useSavePage(slug);
  const settings = useShopSettings();
  const notify = useNotifications((state) => state.addNotification);
  const [preview, setPreview] = useState(false);
  const form = useApiForm({
    schema: updatePageSchema,
    raw: true,
    defaultValues: { body: page?.body ?? '' },
    send: save.mutateAsync,
    onSent: () => notify({ type: 'success', title: `${PAGE_TITLES[slug]} saved` }),
  });
  const body = useWatch({ control: form.control, name: 'body' });
  const { errors, isSubmitting } = form.formState;
  const textId = `page-${slug}-text`;

  return (
    <Card title={PAGE_TITLES[slug]}>
      <form
        aria-label={`Edit ${PAGE_TITLES[slug]}`}
        noValidate
        onSubmit={form.onSubmit}
        className="flex flex-col gap-3"
      >
        <div role="tablist" aria-label="Text or preview" className="flex gap-2 border-b border-stone-200">
          {(['Text', 'Preview'] as const).map((label) => {
            const selected = (label === 'Preview') === preview;
            return (
              <button
                key={label}
                type="button"
                role="tab"
                aria-selected={selected}
                onClick={() => setPreview(label === 'Preview')}
                className={clsx(
                  '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
                  focusRing,
                  selected ? 'border-green-700 text-green-800' : 'border-transparent text-stone-600',
                )}
              >
                {label}
              </button>
            );
          })}
        </div>
        <div hidden={preview} className="flex flex-col gap-1">
          <label htmlFor={textId} className="text-sm font-medium text-stone-800">
            Text (Markdown)
          </label>
          <textarea
            id={textId}
            rows={18}
            aria-invalid={errors.body ? true : undefined}
            className={clsx(inputClass, 'font-mono')}
            {...form.register('body')}
          />
          {errors.body && <p className="text-sm text-red-600">{errors.body.message}</p>}
          <p className="text-xs text-stone-500">
            ## for a heading, - for a list, **bold**, [words](https://…) for a link. {'{{site_email}}'},{' '}
            {'{{site_phone}}'}, {'{{address}}'} and {'{{site_name}}'} show the shop’s details from Settings.
            HTML is shown as plain text.
          </p>
        </div>
        {preview && (
          <div aria-label="Preview" className="rounded-md border border-stone-200 p-4">
            <Markdown>{settings.data ? fillShopDetails(body ?? '', settings.data) : (body ?? '')}</Markdown>
          </div>
        )}
        <div>
          <Button type="submit" disabled={isSubmitting} variant="primary" size="sm">
            Save page
          </Button>
        </div>
        <FormError message={form.formError} />
      </form>
    </Card>
  );
}
