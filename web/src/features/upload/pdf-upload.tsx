import { useEffect, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { docxType, isDocxFile, readDocxFile } from '../../lib/docx-file';
import { preloadPdf, readPdf, type PdfRead } from '../../lib/pdf';

interface Props {
  disabled: boolean;
  /** Called with the extracted pages and XML attachments; the parent hands them to the core. */
  onExtracted: (read: PdfRead) => void;
  /** Called with a Word file's bytes; the parent hands them to the core, which reads them. */
  onDocx: (data: Uint8Array) => Promise<void>;
}

/** PdfUpload reads a chosen or dropped PDF or Word file in the browser; errors are toasts. */
export function PdfUpload({ disabled, onExtracted, onDocx }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);
  // Shown only on the Upload PDF tab: whoever opens it is about to choose a PDF.
  useEffect(preloadPdf, []);

  async function take(file: File | undefined) {
    if (!file || busy) return;
    setBusy(true);
    if (isDocxFile(file)) {
      const data = await readDocxFile(file);
      if (data.ok) await onDocx(data.value);
      else toast.error(data.error.message);
      setBusy(false);
      return;
    }
    const r = await readPdf(file);
    setBusy(false);
    if (!r.ok) {
      toast.error(r.error.message);
      return;
    }
    onExtracted(r.value);
  }

  function chosen(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    e.target.value = '';
    void take(file);
  }

  function dropped(e: DragEvent<HTMLDivElement>) {
    e.preventDefault();
    setOver(false);
    if (!disabled) void take(e.dataTransfer.files[0]);
  }

  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={dropped}
      className={
        'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center ' +
        (over ? 'border-accent bg-info-soft' : 'border-line-strong bg-canvas')
      }
    >
      <p className="text-sm text-muted">
        Choose or drop your CV as a PDF or Word file (.docx, at most 2 MB). It is read here on your device and never
        uploaded.
      </p>
      <input
        ref={input}
        type="file"
        accept={`application/pdf,.pdf,${docxType},.docx`}
        aria-label="PDF file or Word file"
        tabIndex={-1}
        className="sr-only"
        onChange={chosen}
        disabled={disabled || busy}
      />
      <Button onClick={() => input.current?.click()} disabled={disabled || busy} aria-busy={busy}>
        {busy ? 'Processing...' : 'Choose PDF or Word file'}
      </Button>
      <p className="text-xs text-subtle">The text we read appears in Text Input, where you can check and correct it.</p>
    </div>
  );
}
