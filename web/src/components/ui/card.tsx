import type { HTMLAttributes } from 'react';

export function Card({ className = '', ...props }: HTMLAttributes<HTMLElement>) {
  return (
    <section className={`rounded-xl border border-line bg-surface p-3 shadow-sm sm:p-5 ${className}`} {...props} />
  );
}
