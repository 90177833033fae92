import { useId, type InputHTMLAttributes } from 'react';

/**
 * Checkbox is a labelled checkbox in the app's look: the native control, so
 * keyboard, forms and screen readers work with no code of ours (it needs no
 * focus handling that Radix would bring), and the whole row is its label, a
 * touch target of 44 px on a phone.
 */
export function Checkbox({
  label,
  className = '',
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string }) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2 py-2 text-sm text-body hover:bg-canvas has-[:checked]:bg-info-soft ${className}`}
    >
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 h-4 w-4 shrink-0 cursor-pointer accent-accent focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        {...props}
      />
      <span>{label}</span>
    </label>
  );
}
