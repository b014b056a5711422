import Link from '@mui/material/Link';
import {telHref} from './phone';

/**
 * A client's phone as a `tel:` link: one click dials it on the desk phone or
 * softphone. The text is the phone as stored; nothing to dial shows the text alone.
 */
export function PhoneLink({phone, country}: {phone: string | null | undefined; country?: string | null}) {
  if (!phone) return null;
  const href = telHref(phone, country);
  if (!href) return <>{phone}</>;
  return (
    <Link href={href} title="Call" sx={{whiteSpace: 'nowrap'}}>
      {phone}
    </Link>
  );
}
