import { ImagePlus, X } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { uploadFile } from '../../../api/uploads';
import { Spinner } from '../../../components/Spinner';
import { ServiceImage } from '../../../components/service/ServiceImage';
import { useToast } from '../../../components/toast/toast-context';

const MAX_BYTES = 5 * 1024 * 1024;

interface PhotoUploaderProps {
  value: string[];
  onChange: (paths: string[]) => void;
  min: number;
  max: number;
}

/**
 * Service photos through the upload-URL flow: image files only, each under 5MB, at most
 * `max`. Uploaded photos show as thumbnails that can be removed.
 */
export function PhotoUploader({ value, onChange, min, max }: PhotoUploaderProps) {
  const id = useId();
  const toast = useToast();
  const [uploading, setUploading] = useState(0);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Clear the input so choosing the same file again still fires a change.
    event.target.value = '';
    if (files.length === 0) return;
    if (files.some((file) => !file.type.startsWith('image/'))) {
      toast({
        title: 'Invalid file type',
        description: 'Please select only image files.',
        variant: 'destructive',
      });
      return;
    }
    if (files.some((file) => file.size >= MAX_BYTES)) {
      toast({
        title: 'File too large',
        description: 'Images must be smaller than 5MB.',
        variant: 'destructive',
      });
      return;
    }
    if (value.length + files.length > max) {
      toast({
        title: 'Too many photos',
        description: `You can only upload up to ${max} photos.`,
        variant: 'destructive',
      });
      return;
    }
    setUploading(files.length);
    try {
      const paths = await Promise.all(files.map((file) => uploadFile(file, 'image')));
      onChange([...value, ...paths]);
      toast({
        title: 'Photos uploaded',
        description: `Successfully uploaded ${paths.length} photo(s).`,
        variant: 'success',
      });
    } catch {
      toast({
        title: 'Upload failed',
        description: 'Failed to upload photos. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setUploading(0);
    }
  };

  const full = value.length >= max;
  return (
    <div className="field">
      <span className="field__label" id={`${id}-label`}>
        Photos
      </span>
      <p className="field__hint" id={`${id}-hint`}>
        Add at least {min} photos (up to {max}), JPG or PNG, each under 5MB. The first photo is the cover.
      </p>
      <ul className="photo-grid" aria-labelledby={`${id}-label`}>
        {value.map((path, index) => (
          <li key={path} className="photo-grid__item">
            <ServiceImage src={path} name={`Photo ${index + 1}`} />
            {index === 0 && <span className="badge badge--primary photo-grid__cover">Cover</span>}
            <button
              type="button"
              className="photo-grid__remove"
              onClick={() => onChange(value.filter((p) => p !== path))}
              aria-label={`Remove photo ${index + 1}`}
            >
              <X size={14} aria-hidden="true" />
            </button>
          </li>
        ))}
        {uploading > 0 &&
          Array.from({ length: uploading }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: upload placeholders are positional.
            <li key={`uploading-${index}`} className="photo-grid__item photo-grid__item--busy">
              <Spinner label="Uploading photo…" />
            </li>
          ))}
        {!full && uploading === 0 && (
          <li>
            <label htmlFor={`${id}-input`} className="photo-grid__add">
              <ImagePlus size={24} aria-hidden="true" />
              <span>Add photos</span>
            </label>
            <input
              id={`${id}-input`}
              className="visually-hidden"
              type="file"
              accept="image/*"
              multiple
              onChange={onFiles}
              aria-describedby={`${id}-hint`}
            />
          </li>
        )}
      </ul>
      <p className="subtle" aria-live="polite">
        {value.length} of {max} photos
      </p>
    </div>
  );
}
