import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { toast } from 'sonner';

/**
 * ToUpload sends a visitor who opened a page without what it needs to
 * /upload, with the page's message, before the page's own code loads.
 */
export function ToUpload({ message }: { message: string }) {
  useEffect(() => {
    toast.error(message);
  }, [message]);
  return <Navigate to="/upload" replace />;
}
