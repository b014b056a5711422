import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {useQuery} from '@tanstack/react-query';
import {useEffect, useState} from 'react';
import {TEXTS} from '@/lib/texts';
import {fetchImage, isServedImageKey} from '@/lib/valuation-images';

/** A blob: URL for the blob while the component shows it, released after. */
function useObjectUrl(blob: Blob | undefined) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return undefined;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
}

/**
 * A stored valuation image, fetched with the member's token and shown through a
 * blob: URL: a thumbnail that opens full size. A key of another shape (older data) shows as text; an
 * image the browser cannot draw (HEIC outside Safari) becomes a link to open it.
 */
export function ValuationImage({imageKey, label, size = 160}: {imageKey: string; label: string; size?: number}) {
  const served = isServedImageKey(imageKey);
  const image = useQuery({
    queryKey: ['valuation-image', imageKey],
    queryFn: () => fetchImage(imageKey),
    enabled: served,
    // A key names one upload for good: its bytes never change.
    staleTime: Infinity,
    retry: false,
  });
  const url = useObjectUrl(image.data);
  const [broken, setBroken] = useState(false);
  if (!served) return <Typography variant="body2">{imageKey}</Typography>;
  if (image.isError)
    return (
      <Typography color="error" variant="body2">
        {TEXTS.images.couldNotLoad}
      </Typography>
    );
  if (!url) return <CircularProgress size={24} aria-label={TEXTS.states.loading} />;
  if (broken) {
    return (
      <Link href={url} target="_blank" rel="noopener" download={imageKey.split('/').pop()}>
        {TEXTS.images.cannotShow}
      </Link>
    );
  }
  return (
    <Link href={url} target="_blank" rel="noopener" title={TEXTS.images.imageOf(label)} sx={{display: 'inline-block'}}>
      <Box
        component="img"
        src={url}
        alt={label}
        onError={() => setBroken(true)}
        sx={{width: size, height: size, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', display: 'block'}}
      />
    </Link>
  );
}
