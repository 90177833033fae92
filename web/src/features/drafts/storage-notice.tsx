import { useEffect, useState } from 'react';
import { onStorageProblem, type StorageProblem } from '../../lib/storage';

const messages: Record<StorageProblem, string> = {
  device:
    'This browser cannot keep drafts on this device (storage is unavailable or full). Your texts are kept only until you close this tab.',
  tab: 'This browser refuses to store your texts (storage is full or blocked). They stay on this page: keep it open until you are done.',
};

/** StorageNotice tells the user, once, when their texts are kept for less long than usual. */
export function StorageNotice() {
  const [problem, setProblem] = useState<StorageProblem | null>(null);
  // 'tab' is the worse problem: once seen, it stays the message.
  useEffect(() => onStorageProblem((p) => setProblem((prev) => (prev === 'tab' ? prev : p))), []);
  if (!problem) return null;
  return (
    <p
      role="status"
      className="border-b border-warning-line bg-warning-soft px-4 py-2 text-center text-sm text-warning"
    >
      {messages[problem]}
    </p>
  );
}
