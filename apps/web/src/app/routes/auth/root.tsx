import { Outlet } from 'react-router';
import { RedirectIfSignedIn } from '@/features/auth/components/redirect-if-signed-in';

export default function AuthRoot() {
  return (
    <RedirectIfSignedIn>
      <div className="mx-auto w-full max-w-md">
        <Outlet />
      </div>
    </RedirectIfSignedIn>
  );
}
