import { useId, type ChangeEvent } from 'react';

interface Props {
  label: string;
  value: string;
  length: number;
  limit: number;
  warning: string | null;
  placeholder: string;
  disabled: boolean;
  rows?: number;
  /** Focus on mount: set when the user's own action just filled the field. */
  autoFocus?: boolean;
  onChange: (text: string) => void;
}

/** TextField is a labelled textarea with its character counter and truncation warning. */
export function TextField({
  label,
  value,
  length,
  limit,
  warning,
  placeholder,
  disabled,
  rows = 12,
  autoFocus = false,
  onChange,
}: Props) {
  const id = useId();
  const counterId = `${id}-counter`;
  const warningId = `${id}-warning`;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        placeholder={placeholder}
        disabled={disabled}
        autoFocus={autoFocus}
        aria-describedby={warning ? `${counterId} ${warningId}` : counterId}
        onChange={(e: ChangeEvent<HTMLTextAreaElement>) => onChange(e.target.value)}
        className="w-full resize-y rounded-lg border border-slate-300 bg-white p-3 text-sm leading-relaxed focus:border-blue-700 focus:outline-2 focus:outline-blue-700 disabled:bg-slate-100"
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
        <span id={counterId} className="text-slate-600">
          {length} / {limit} characters
        </span>
        {warning && (
          <span id={warningId} role="alert" className="font-medium text-amber-800">
            {warning}
          </span>
        )}
      </div>
    </div>
  );
}
