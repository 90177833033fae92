import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const control =
  'w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm focus:border-accent focus:outline-2 focus:outline-accent';

/** Field is a labelled one-line text input. */
export function Field({ label, className = '', ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-body">
        {label}
      </label>
      <input id={id} type="text" className={control} {...props} />
    </div>
  );
}

/** TextArea is a labelled multi-line text input. */
export function TextArea({
  label,
  className = '',
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string }) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-body">
        {label}
      </label>
      <textarea id={id} className={`${control} resize-y leading-relaxed`} {...props} />
    </div>
  );
}
