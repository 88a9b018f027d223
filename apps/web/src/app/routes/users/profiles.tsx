import { ContentLayout } from '@/components/layout/content-layout';
import { useUser } from '@/features/auth/api/get-user';
import { BankAccountSection } from '@/features/payments/components/refund-account';
import { ChangePasswordForm, EditProfileForm, ProfileDetails } from '@/features/auth/components/profile';
import { CreditHistory } from '@/features/credit/components/credit-history';

/** DESIGN.md "Accounts": the profile shows the user, edits name and last name, changes the password. */
export default function ProfilesRoute() {
  // The account area's guard has loaded the user already.
  const user = useUser().data;
  return (
    <ContentLayout title="Your Profile">
      {user && (
        <div className="flex max-w-2xl flex-col gap-6">
          <ProfileDetails user={user} />
          <CreditHistory />
          <EditProfileForm key={user.id} user={user} />
          <ChangePasswordForm />
          <BankAccountSection />
        </div>
      )}
    </ContentLayout>
  );
}
