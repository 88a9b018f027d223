import clsx from 'clsx';
import { Button } from '@/components/ui/button';
import { buttonClass } from '@/components/ui/button-class';
import { useEffect, useId, useMemo, useState } from 'react';
import { IMAGE_MESSAGES, imageFileProblem, isUploadedImage } from '@oko/shared/images';
import { errorStatus, getErrorMessage } from '@/lib/api-errors';
import { useNotifications } from '@/lib/notifications';

export type ImageFieldProps = {
  /** "Photo" or "Logo": the field's name in its buttons and messages. */
  label: 'Photo' | 'Logo';
  /** The picture shown now (the server's drawing until the owner uploads one). */
  imageUrl?: string;
  /** What the preview is of, for screen readers ("Photo of Ofada Rice"). */
  alt: string;
  /** A product's or category's 4:3 frame, or the logo's wide box. */
  frame?: 'photo' | 'logo';
  /** Sends the chosen file; without it, choosing only hands the file on (`onChoose`: a product not saved yet). */
  onUpload?: (file: File) => Promise<unknown>;
  onRemove?: () => Promise<unknown>;
  onChoose?: (file: File | null) => void;
};

/** The preview's address: the chosen file's while one is chosen, freed when it is replaced or the page closes. */
function usePreview(file: File | null) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * Choose a picture (a phone offers its camera and gallery), see it, upload it, replace or remove it. A file that is
 * not a JPEG, PNG or WebP image or is over 5 MB is refused before it is sent, in the words the API would use.
 */
export function ImageField({
  label,
  imageUrl,
  alt,
  frame = 'photo',
  onUpload,
  onRemove,
  onChoose,
}: ImageFieldProps) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const preview = usePreview(file);
  const notify = useNotifications((state) => state.addNotification);
  const uploaded = imageUrl !== undefined && isUploadedImage(imageUrl);
  const name = label.toLowerCase();
  const shown = preview ?? imageUrl;

  const choose = (chosen: File | null) => {
    const problem = chosen && imageFileProblem(chosen);
    setError(problem || null);
    const accepted = problem ? null : chosen;
    setFile(accepted);
    onChoose?.(accepted);
  };

  const run = async (action: () => Promise<unknown>, done: string) => {
    setPending(true);
    setError(null);
    try {
      await action();
      setFile(null);
      notify({ type: 'success', title: done });
    } catch (failure) {
      // A proxy in front of the shop may answer a large body with its own page: the words stay the shop's.
      setError(errorStatus(failure) === 413 ? IMAGE_MESSAGES.tooLarge : getErrorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {shown && (
        <img
          src={shown}
          alt={preview ? `Chosen ${name}: ${alt}` : alt}
          className={clsx(
            'rounded-md border border-stone-200 bg-stone-50',
            frame === 'photo'
              ? 'aspect-[4/3] w-full max-w-sm object-cover'
              : 'h-16 w-auto max-w-full object-contain',
          )}
        />
      )}
      <p className="text-sm text-stone-600">
        {preview ? `Not saved yet.` : uploaded ? `Your ${name}.` : `The shop draws one until you add yours.`}{' '}
        JPEG, PNG or WebP, up to 5 MB.
      </p>
      <div className="flex flex-wrap gap-2">
        <label
          htmlFor={inputId}
          className={clsx(
            buttonClass('secondary', 'sm'),
            'cursor-pointer',
            pending && 'pointer-events-none opacity-60',
          )}
        >
          {file || uploaded ? `Replace ${name}` : `Choose a ${name}`}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          aria-label={`${label} file`}
          disabled={pending}
          className="sr-only"
          onChange={(event) => {
            choose(event.target.files?.[0] ?? null);
            event.target.value = ''; // choosing the same file again still counts
          }}
        />
        {file && onUpload && (
          <Button
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={() => void run(() => onUpload(file), `${label} saved`)}
            variant="primary"
            size="sm"
          >
            {`Upload ${name}`}
          </Button>
        )}
        {file && (
          <Button disabled={pending} onClick={() => choose(null)} variant="secondary" size="sm">
            Cancel
          </Button>
        )}
        {!file && uploaded && onRemove && (
          <Button
            disabled={pending}
            onClick={() => void run(onRemove, `${label} removed`)}
            variant="danger"
            size="sm"
          >
            {`Remove ${name}`}
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
