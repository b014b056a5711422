import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {ValuationImageField} from '@karat/shared';
import {useEffect, useRef, useState, type ChangeEvent} from 'react';
import {ValuationImage} from '@/components/ValuationImage';
import {errorMessage} from '@/lib/api-error';
import {TEXTS} from '@/lib/texts';
import {uploadImage} from '../api/valuation';

export interface Images {
  valuationImage: string;
  extraImages: string[];
}

interface Upload {
  id: number;
  name: string;
  percent: number;
}

/**
 * The valuation form's images (spec 02 §5 "Valuation form"): the required valuation image and any
 * extra images, each uploaded as soon as it is picked (the phone's camera through accept="image/*"),
 * with its progress, then shown as a thumbnail. The form keeps the keys the server answered.
 */
export function ImageUploads({
  orderId,
  images,
  onChange,
  onUploading,
}: {
  orderId: number;
  images: Images;
  onChange: (change: (images: Images) => Images) => void;
  onUploading: (uploading: boolean) => void;
}) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problem, setProblem] = useState<string>();
  const next = useRef(0);
  useEffect(() => onUploading(uploads.length > 0), [uploads.length, onUploading]);

  async function send(field: ValuationImageField, file: File) {
    const id = ++next.current;
    setUploads(list => [...list, {id, name: file.name, percent: 0}]);
    try {
      const {key} = await uploadImage(orderId, field, file, fraction =>
        setUploads(list => list.map(u => (u.id === id ? {...u, percent: Math.round(fraction * 100)} : u))),
      );
      onChange(current => (field === 'valuationImage' ? {...current, valuationImage: key} : {...current, extraImages: [...current.extraImages, key]}));
    } catch (failure) {
      setProblem(`${file.name}: ${errorMessage(failure)}`);
    } finally {
      setUploads(list => list.filter(u => u.id !== id));
    }
  }

  function picked(field: ValuationImageField) {
    return async (event: ChangeEvent<HTMLInputElement>) => {
      const files = [...(event.target.files ?? [])];
      event.target.value = '';
      setProblem(undefined);
      // One after another: a phone on a slow line sends each photo at full speed.
      for (const file of files) await send(field, file);
    };
  }

  return (
    <Stack spacing={1} sx={{my: 2}}>
      <Typography variant="subtitle1">{TEXTS.images.valuationImage} *</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{alignItems: 'center', flexWrap: 'wrap'}}>
        {images.valuationImage && <ValuationImage imageKey={images.valuationImage} label={TEXTS.images.valuationImage} />}
        <Button variant="outlined" component="label">
          {images.valuationImage ? TEXTS.images.replaceValuationImage : TEXTS.images.uploadValuationImage}
          <input hidden type="file" accept="image/*" aria-label={TEXTS.images.valuationImageFile} onChange={event => void picked('valuationImage')(event)} />
        </Button>
      </Stack>
      <Typography variant="subtitle1">{TEXTS.images.extraImages}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{alignItems: 'center', flexWrap: 'wrap'}}>
        {images.extraImages.map((key, index) => (
          <Box key={key} sx={{textAlign: 'center'}}>
            <ValuationImage imageKey={key} label={`${TEXTS.images.extraImages} ${index + 1}`} size={120} />
            <Button size="small" onClick={() => onChange(current => ({...current, extraImages: current.extraImages.filter(k => k !== key)}))}>
              {TEXTS.images.remove}
            </Button>
          </Box>
        ))}
        <Button variant="outlined" component="label">
          {TEXTS.images.addExtraImages}
          <input hidden type="file" accept="image/*" multiple aria-label={TEXTS.images.extraImagesFile} onChange={event => void picked('extraImages')(event)} />
        </Button>
      </Stack>
      {uploads.map(upload => (
        <Box key={upload.id}>
          <Typography variant="body2">{TEXTS.images.uploading(upload.name, upload.percent)}</Typography>
          <LinearProgress variant="determinate" value={upload.percent} aria-label={upload.name} />
        </Box>
      ))}
      {problem && (
        <Alert severity="error" onClose={() => setProblem(undefined)}>
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
