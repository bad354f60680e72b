// Guard for pages that need a signed-in customer (doc 000 §2, doc 001 §2): use it as a layout
// route; a visitor (no token) is sent to /signin, replacing the history entry so Back does not
// bounce into the guard again.
import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from '@/lib/auth';

export function RequireAuth() {
  const { isSignedIn } = useAuth();
  return isSignedIn ? <Outlet /> : <Navigate to="/signin" replace />;
}
