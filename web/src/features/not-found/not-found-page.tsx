import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-5xl font-bold">404</h1>
      <p className="text-xl text-muted">Oops! Page not found</p>
      <Link to="/" className="text-info underline hover:text-info-strong">
        Return to Home
      </Link>
    </div>
  );
}
