import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/toast/toast-context';
import { usePageTitle } from '../../components/use-page-title';
import { drawLogo } from './draw-logo';
import './static.css';

const FILE_NAME = 'eventhire-logo.jpg';

/** /logo-download: the logo drawn on a canvas and saved as a real JPEG file. */
export function LogoDownloadPage() {
  usePageTitle('Logo Download');
  const canvas = useRef<HTMLCanvasElement>(null);
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (canvas.current) drawLogo(canvas.current);
  }, []);

  const download = () => {
    const element = canvas.current;
    if (!element) return;
    setBusy(true);
    element.toBlob(
      (blob) => {
        setBusy(false);
        if (!blob) {
          toast({
            title: 'Download failed',
            description: 'Your browser could not create the image.',
            variant: 'destructive',
          });
          return;
        }
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = FILE_NAME;
        document.body.append(link);
        link.click();
        link.remove();
        // Give the browser a moment to start the download before the URL is released.
        window.setTimeout(() => URL.revokeObjectURL(url), 1000);
      },
      'image/jpeg',
      0.92,
    );
  };

  return (
    <>
      <PageHeader title="Logo Download">
        Our logo for press, partners and providers who feature on EventHire UK.
      </PageHeader>
      <div className="container container--medium section stack stack--lg">
        <div className="logo-preview">
          <canvas ref={canvas} role="img" aria-label="EventHire UK logo" />
        </div>
        <div className="button-row">
          <button
            type="button"
            className="button button--primary button--lg"
            onClick={download}
            disabled={busy}
          >
            <Download size={18} aria-hidden="true" /> Download JPG
          </button>
        </div>
        <div className="prose">
          <h2>Using our logo</h2>
          <ul>
            <li>The JPG is 1200 × 400 pixels on a white background.</li>
            <li>Please don't stretch, recolour or rearrange the logo.</li>
            <li>Leave clear space around it at least as wide as the amber dot.</li>
          </ul>
        </div>
      </div>
    </>
  );
}
