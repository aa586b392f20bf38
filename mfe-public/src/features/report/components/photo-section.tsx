import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button, Field, stack, toast } from '@rescue/web-kit';
import { useObjectUrl } from '../hooks/use-object-url';
import { PHOTO_TOO_LARGE_MESSAGE } from '@rescue/contracts';
import { downscalePhoto, PHOTO_TYPES, photoProblem } from '../utils/photo';
import { reportText } from '../i18n/text';

const kilobytes = (bytes: number) =>
  reportText.t('photo.size', { size: Math.max(1, Math.round(bytes / 1024)) });

/** The photo rule's two refusals (the contracts' English) as the page's language says them. */
const problemKey = (problem: string) =>
  problem === PHOTO_TOO_LARGE_MESSAGE ? 'photo.tooLarge' : 'photo.unsupported';

const PHOTO_INPUT_ID = 'report-photo';

/** PNG or JPG under 10 MB, previewed, and made smaller in the browser when it is large. */
export function PhotoSection({
  photo,
  onChange,
}: {
  photo: File | null;
  onChange(photo: File | null): void;
}) {
  const [error, setError] = useState<'photo.tooLarge' | 'photo.unsupported' | null>(null);
  const preview = useObjectUrl(photo);
  const text = reportText.useText();

  // Checking and downscaling take a moment: only the last file chosen is attached.
  const latest = useRef<File | null>(null);

  // No photo (removed, the form reset, the report queued): the field says so too, not the
  // last file's name. A file input's value can only be cleared from the element.
  useEffect(() => {
    const input = document.getElementById(PHOTO_INPUT_ID);
    if (!photo && input instanceof HTMLInputElement) input.value = '';
  }, [photo]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    latest.current = file;
    const problem = await photoProblem(file);
    if (latest.current !== file) return;
    setError(problem ? problemKey(problem) : null);
    if (problem) {
      // The photo is not attached and has no preview (spec section 5).
      input.value = '';
      onChange(null);
      toast.error(reportText.t(problemKey(problem)));
      return;
    }
    const ready = await downscalePhoto(file);
    if (latest.current === file) onChange(ready);
  };

  return (
    <>
      <Field
        id={PHOTO_INPUT_ID}
        label={text('photo.label')}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        onChange={(event) => void choose(event)}
        hint={text(photo ? 'photo.replaceHint' : 'photo.hint')}
        error={error && text(error)}
      />
      {photo && preview && (
        <Preview>
          <img src={preview} alt={text('photo.previewAlt')} />
          <p>
            {photo.name} ({kilobytes(photo.size)})
          </p>
          <Button variant="secondary" size="sm" onClick={() => onChange(null)}>
            {text('photo.remove')}
          </Button>
        </Preview>
      )}
    </>
  );
}

const Preview = styled.figure`
  ${stack(2)}
  align-items: flex-start;
  margin: 0;
  img {
    max-width: 100%;
    max-height: 280px;
    border-radius: ${({ theme }) => theme.radius.md};
    object-fit: contain;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    word-break: break-all;
  }
`;
