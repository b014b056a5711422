import Alert from '@mui/material/Alert';
import {useState} from 'react';
import {useNavigate, useParams} from 'react-router-dom';
import {BURSAR_COUNTRY_LABELS, BURSAR_MESSAGES, isBursarCountry} from '@karat/shared';
import {BarcodePrompt, type ScanResult} from '@/components/BarcodePrompt';
import {errorMessage} from '@/lib/api-error';
import {scanOrder} from '../api/bursar';

/**
 * /bursar/{country}/barcode (spec 01 §2 "Bursar", §5 "Bursar bar code search"): the scan prompt. The server checks in the spec's
 * order ('Cannot find order', 'Order is not paid', 'Order is not handled by teller', "Order's
 * country is: {country}."); an order that passes opens /bursar/{country}/{id}.
 */
export function BursarScanRoute() {
  const {country} = useParams();
  const navigate = useNavigate();
  const [result, setResult] = useState<ScanResult | null>(null);
  if (!isBursarCountry(country)) return <Alert severity="error">{BURSAR_MESSAGES.unknownCountry}</Alert>;

  async function submit(barCode: string) {
    if (!isBursarCountry(country)) return;
    try {
      const found = await scanOrder(country, barCode);
      setResult(null);
      navigate(`/bursar/${country}/${found.orderId}`);
    } catch (error) {
      setResult({outcome: 'error', text: errorMessage(error)});
    }
  }

  return <BarcodePrompt key={country} title={`Bursar ${BURSAR_COUNTRY_LABELS[country]}`} onSubmit={barCode => void submit(barCode)} result={result} />;
}
