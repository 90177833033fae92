import { useId, type ChangeEvent } from 'react';
import { TEXT_LIMIT } from '../lib/text-limit';

interface Props {
  label: string;
  value: string;
  length: number;
  warning: string | null;
  /** A validation message under the field; the field is then marked invalid. */
  error?: string | null;
  placeholder: string;
  disabled: boolean;
  rows?: number;
  /** Focus on mount: set when the user's own action just filled the field. */
  autoFocus?: boolean;
  onChange: (text: string) => void;
}

/** TextField is a labelled textarea with its character counter (the core's limit), truncation warning and error. */
export function TextField({
  label,
  value,
  length,
  warning,
  error = null,
  placeholder,
  disabled,
  rows = 12,
  autoFocus = false,
  onChange,
}: Props) {
  const id = useId();
  const counterId = `${id}-counter`;
  const warningId = `${id}-warning`;
  const errorId = `${id}-error`;
  const described = [counterId, warning ? warningId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-body">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        placeholder={placeholder}
        disabled={disabled}
        autoFocus={autoFocus}
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
        onChange={(e: ChangeEvent<HTMLTextAreaElement>) => onChange(e.target.value)}
        className="w-full resize-y rounded-lg border border-line-strong bg-surface p-3 text-sm leading-relaxed focus:border-accent focus:outline-2 focus:outline-accent disabled:bg-sunken aria-invalid:border-danger-mark"
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
        <span id={counterId} className="text-subtle">
          {length} / {TEXT_LIMIT} characters
        </span>
        {warning && (
          <span id={warningId} role="alert" className="font-medium text-warning-mid">
            {warning}
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger-mid">
          {error}
        </p>
      )}
    </div>
  );
}
